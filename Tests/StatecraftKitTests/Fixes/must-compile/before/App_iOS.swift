import SwiftUI

// The phone app injects the tally itself.
#if os(iOS)
@main
struct TallyApp: App {
    @StateObject private var tally = Tally()

    var body: some Scene {
        WindowGroup {
            TallyCounter()
                .environmentObject(tally)
        }
    }
}
#endif
