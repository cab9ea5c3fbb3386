import Foundation
// statecraft-example: view-model-imports-ui
import SwiftUI

@Observable
@MainActor
final class ItemDetailViewModel {
    private(set) var item: PantryItem
    private(set) var shoppingList: [ShoppingEntry] = []
    private(set) var errorMessage: String?
    // statecraft-example: view-model-holds-views
    private(set) var quantityTint: Color = .primary

    private let repository: any PantryRepository

    init(item: PantryItem, repository: any PantryRepository) {
        self.item = item
        self.repository = repository
    }

    var isOnShoppingList: Bool {
        shoppingList.contains { $0.sourceItemID == item.id && !$0.isPurchased }
    }

    func loadShoppingList() async {
        do {
            shoppingList = try await repository.loadShoppingList()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func updateQuantity(_ quantity: Int) async {
        guard quantity != item.quantity else { return }
        var updated = item
        updated.quantity = quantity
        do {
            try await repository.save(updated)
            item = updated
            quantityTint = updated.isRunningLow ? .orange : .primary
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func addToShoppingList() async {
        guard !isOnShoppingList else { return }
        let updatedList = shoppingList + [ShoppingEntry(name: item.name, sourceItemID: item.id)]
        do {
            try await repository.saveShoppingList(updatedList)
            shoppingList = updatedList
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    /// Removes the item; returns `true` when the screen should close.
    func delete() async -> Bool {
        do {
            try await repository.deleteItem(withID: item.id)
            return true
        } catch {
            errorMessage = error.localizedDescription
            return false
        }
    }
}
