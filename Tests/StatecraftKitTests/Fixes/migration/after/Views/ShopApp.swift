import SwiftUI

@main
struct ShopApp: App {
    @State private var account = Account()
    @State private var cart = Cart()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(account)
                .environment(cart)
                .environment(CatalogStore.shared)
        }
    }
}
