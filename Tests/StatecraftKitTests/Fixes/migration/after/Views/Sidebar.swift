import SwiftUI

/// Every place that builds `Sidebar` passes its route, so the default is never used: the view takes it.
@Observable
final class Route {
    var selection: String?
}

struct Sidebar: View {
    @Bindable var route = Route()

    var body: some View {
        List(selection: $route.selection) {
            Text("Inbox").tag("inbox")
        }
    }
}

struct Shell: View {
    @State private var route = Route()

    var body: some View {
        Sidebar(route: route)
    }
}
