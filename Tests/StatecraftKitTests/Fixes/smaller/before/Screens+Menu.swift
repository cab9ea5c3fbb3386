import SwiftUI

extension Sidebar {
    var toggle: some View {
        Button("Toggle") { expanded.toggle() }
    }
}
