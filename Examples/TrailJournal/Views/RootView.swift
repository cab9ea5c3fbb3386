import SwiftUI

struct RootView: View {
    var body: some View {
        TabView {
            HikeListView()
                .tabItem {
                    Label("Journal", systemImage: "book.closed")
                }

            SettingsView()
                .tabItem {
                    Label("Settings", systemImage: "gearshape")
                }
        }
    }
}

#Preview {
    RootView()
        .environment(HikeStore.preview)
}
