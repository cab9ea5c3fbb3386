import SwiftUI

@main
struct ShopApp: App {
    @StateObject private var account = Account()
    @StateObject var cart = Cart()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(account)
                .environmentObject(cart)
                .environmentObject(CatalogStore.shared)
        }
    }
}
