import SwiftUI

struct RootView: View {
    @Environment(Account.self) private var account
    @Environment(Cart.self) private var cart // injected by ShopApp
    @Environment(CatalogStore.self) private var catalog

    var body: some View {
        TabView {
            CartView(cart: cart)
            ProfileView(account: account)
            Text("\(catalog.products.count) products")
        }
    }
}

struct CartView: View {
    @Bindable var cart: Cart

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
    var account: Account
    @State private var draft: Cart

    init(account: Account) {
        self.account = account
        _draft = State(wrappedValue: Cart(items: []))
    }

    var body: some View {
        Text(account.displayName)
    }
}

struct AccountEditor: View {
    @Environment(Account.self) private var account

    var body: some View {
        @Bindable var account = account
        Form {
            TextField("Name", text: $account.displayName)
        }
    }
}

#Preview {
    CartView(cart: Cart())
}
