import SwiftUI

@main
struct TrailJournalApp: App {
    @State private var hikeStore = HikeStore()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(hikeStore)
        }
    }
}
