import SwiftUI

struct SettingsView: View {
    @AppStorage("weekStartsOnMonday") private var weekStartsOnMonday = true
    @AppStorage("showsStreaks") private var showsStreaks = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Week starts on Monday", isOn: $weekStartsOnMonday)
                Toggle("Show streaks", isOn: $showsStreaks)
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
