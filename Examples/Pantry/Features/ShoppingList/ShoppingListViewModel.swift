import Combine
import Foundation

/// Written before the app moved to Observation; still uses Combine's `ObservableObject`.
// statecraft-example: legacy-observable-object, view-model-shape
@MainActor final class ShoppingListViewModel: ObservableObject {
    @Published private(set) var entries: [ShoppingEntry] = []
    @Published var newEntryName = ""
    @Published private(set) var errorMessage: String?

    private let repository: any PantryRepository

    init(repository: any PantryRepository = FilePantryRepository()) {
        self.repository = repository
    }

    var remainingCount: Int {
        entries.filter { !$0.isPurchased }.count
    }

    var hasPurchasedEntries: Bool {
        entries.contains { $0.isPurchased }
    }

    func load() async {
        do {
            entries = try await repository.loadShoppingList()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func addEntry() {
        let name = newEntryName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return }
        entries.append(ShoppingEntry(name: name))
        newEntryName = ""
        persist()
    }

    func toggle(_ entry: ShoppingEntry) {
        guard let index = entries.firstIndex(where: { $0.id == entry.id }) else { return }
        entries[index].isPurchased.toggle()
        persist()
    }

    func remove(atOffsets offsets: IndexSet) {
        entries.remove(atOffsets: offsets)
        persist()
    }

    func clearPurchased() {
        entries.removeAll { $0.isPurchased }
        persist()
    }

    private func persist() {
        let snapshot = entries
        Task {
            do {
                try await repository.saveShoppingList(snapshot)
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
}
