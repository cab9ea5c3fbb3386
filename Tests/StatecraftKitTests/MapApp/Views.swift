import SwiftUI

struct RootView: View {
    var body: some View {
        NavigationStack {
            EntryList()
                .navigationDestination(for: String.self) { entry in
                    EntryDetail(entry: entry)
                }
        }
    }
}

struct EntryList: View {
    @Environment(EntryStore.self) private var store

    var body: some View {
        List(store.entries, id: \.self) { entry in
            NavigationLink(entry, value: entry)
        }
    }
}

struct EntryDetail: View {
    let entry: String
    @Environment(WeatherService.self) private var weather

    var body: some View {
        Text(entry + " · " + weather.forecast)
    }
}

/// The Settings scene gets no store: opening it crashes.
struct SettingsView: View {
    @Environment(EntryStore.self) private var store

    var body: some View {
        Text("\(store.entries.count) entries")
    }
}
