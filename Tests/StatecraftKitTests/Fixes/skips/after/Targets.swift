import SwiftUI

/// The phone target's router; the watch target declares another `Router`.
final class Router: ObservableObject {
    @Published var path: [String] = []
}

struct Home: View {
    @EnvironmentObject var router: Router
    var body: some View { Text("\(router.path.count)") }
}
