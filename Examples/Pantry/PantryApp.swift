import SwiftUI

@main
struct PantryApp: App {
    private let repository: any PantryRepository = FilePantryRepository()

    var body: some Scene {
        WindowGroup {
            TabView {
                PantryListView(repository: repository)
                    .tabItem {
                        Label("Pantry", systemImage: "cabinet")
                    }

                ShoppingListView(repository: repository)
                    .tabItem {
                        Label("Shopping", systemImage: "cart")
                    }
            }
        }
    }
}
