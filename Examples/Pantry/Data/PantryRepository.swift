import Foundation

/// Where pantry items and the shopping list are kept. View models depend on this protocol,
/// never on a concrete store, so screens can be previewed and tested with `InMemoryPantryRepository`.
protocol PantryRepository: Sendable {
    func loadItems() async throws -> [PantryItem]
    func save(_ item: PantryItem) async throws
    func deleteItem(withID id: PantryItem.ID) async throws

    func loadShoppingList() async throws -> [ShoppingEntry]
    func saveShoppingList(_ entries: [ShoppingEntry]) async throws
}

actor InMemoryPantryRepository: PantryRepository {
    private var items: [PantryItem]
    private var shoppingList: [ShoppingEntry]

    init(items: [PantryItem] = [], shoppingList: [ShoppingEntry] = []) {
        self.items = items
        self.shoppingList = shoppingList
    }

    func loadItems() -> [PantryItem] {
        items
    }

    func save(_ item: PantryItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) {
            items[index] = item
        } else {
            items.append(item)
        }
    }

    func deleteItem(withID id: PantryItem.ID) {
        items.removeAll { $0.id == id }
    }

    func loadShoppingList() -> [ShoppingEntry] {
        shoppingList
    }

    func saveShoppingList(_ entries: [ShoppingEntry]) {
        shoppingList = entries
    }
}
