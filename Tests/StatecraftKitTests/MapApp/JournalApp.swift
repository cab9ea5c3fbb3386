import SwiftUI

@main
struct JournalApp: App {
    @State private var store = EntryStore()
    @State private var weather = WeatherService()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(store)
                .environment(weather)
        }
        Settings {
            SettingsView()
        }
    }
}
