import SwiftUI

/// Every place that builds `Sidebar` passes its route, so the default is never used: the view takes it.
final class Route: ObservableObject {
    @Published var selection: String?
}

struct Sidebar: View {
    @ObservedObject var route = Route()

    var body: some View {
        List(selection: $route.selection) {
            Text("Inbox").tag("inbox")
        }
    }
}

struct Shell: View {
    @StateObject private var route = Route()

    var body: some View {
        Sidebar(route: route)
    }
}
