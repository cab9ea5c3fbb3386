import SwiftUI

@main
struct HabitsApp: App {
    @State private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            RootTabs()
                .environment(store)
                .task { await store.load() }
        }
    }
}
