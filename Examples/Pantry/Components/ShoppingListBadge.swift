import SwiftUI

/// Toolbar shortcut showing how many things are still on the shopping list.
struct ShoppingListBadge: View {
    // statecraft-example: observed-object-owned, legacy-property-wrapper
    @ObservedObject var shoppingList = ShoppingListViewModel()

    var body: some View {
        Label("\(shoppingList.remainingCount) to buy", systemImage: "cart")
            .labelStyle(.titleAndIcon)
            .font(.subheadline)
            .task { await shoppingList.load() }
    }
}
