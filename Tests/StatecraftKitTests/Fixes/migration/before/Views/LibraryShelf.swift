import SwiftUI

struct LibraryShelf: View {
    @ObservedObject var library: Library
    @State private var count = 0
    @State private var highlighted: String?

    var body: some View {
        Text("\(count) books")
            .onReceive(library.$books) { count = $0.count }
            .onReceive(library.$pinned) { highlighted = $0 }
    }
}
