import SwiftUI

// The Mac app's twin leaves the injection to a root view.
#if os(macOS)
@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            DeskRoot()
        }
    }
}

struct DeskRoot: View {
    @StateObject private var tally = Tally()

    var body: some View {
        TallyCounter()
            .environmentObject(tally)
    }
}
#endif
