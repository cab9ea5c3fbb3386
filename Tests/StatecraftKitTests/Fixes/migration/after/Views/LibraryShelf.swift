import SwiftUI

struct LibraryShelf: View {
    var library: Library
    @State private var count = 0
    @State private var highlighted: String?

    var body: some View {
        Text("\(count) books")
            .onReceive(library.booksPublisher) { count = $0.count }
            .onReceive(library.pinnedPublisher) { highlighted = $0 }
    }
}
