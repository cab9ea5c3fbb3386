import SwiftUI

// `isExpanded` fills the protocol's requirement: it cannot be private.
protocol Expandable {
    var isExpanded: Bool { get }
}

struct DisclosureRow: View, Expandable {
    @State var isExpanded = false
    @State var title = "Details"

    var body: some View {
        Button(title) { isExpanded.toggle() }
    }
}
