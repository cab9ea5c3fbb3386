import SwiftUI

struct RootView: View {
    @EnvironmentObject var account: Account
    @EnvironmentObject private var cart: Cart // injected by ShopApp
    @EnvironmentObject var catalog: CatalogStore

    var body: some View {
        TabView {
            CartView(cart: cart)
            ProfileView(account: account)
            Text("\(catalog.products.count) products")
        }
    }
}

struct CartView: View {
    @ObservedObject var cart: Cart

    var body: some View {
        List {
            ForEach(cart.items) { item in
                Text(item.name)
            }
            TextField("Coupon", text: $cart.couponCode)
        }
    }
}

struct ProfileView: View {
    @ObservedObject var account: Account
    @StateObject private var draft: Cart

    init(account: Account) {
        self.account = account
        _draft = StateObject(wrappedValue: Cart(items: []))
    }

    var body: some View {
        Text(account.displayName)
    }
}

struct AccountEditor: View {
    @EnvironmentObject var account: Account

    var body: some View {
        Form {
            TextField("Name", text: $account.displayName)
        }
    }
}

#Preview {
    CartView(cart: Cart())
}
