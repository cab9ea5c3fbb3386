import Foundation
import Observation

@Observable
@MainActor
final class PantryListViewModel {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    private(set) var items: [PantryItem] = []
    private(set) var phase: Phase = .idle
    var query = ""
    // statecraft-example: side-effect-in-didset
    var locationFilter: StorageLocation? {
        didSet { UserDefaults.standard.set(locationFilter?.rawValue, forKey: "pantry.locationFilter") }
    }

    private let repository: any PantryRepository

    init(repository: any PantryRepository) {
        self.repository = repository
    }

    var visibleItems: [PantryItem] {
        items.filter { item in
            let matchesLocation = locationFilter.map { $0 == item.location } ?? true
            let matchesQuery = query.isEmpty || item.name.localizedStandardContains(query)
            return matchesLocation && matchesQuery
        }
    }

    var expiringSoon: [PantryItem] {
        visibleItems.filter { $0.expires(withinDays: 3) }
    }

    func load() async {
        if items.isEmpty {
            phase = .loading
        }
        do {
            items = try await repository.loadItems()
            phase = .loaded
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }

    func delete(at offsets: IndexSet) async {
        let doomed = offsets.map { visibleItems[$0] }
        for item in doomed {
            do {
                try await repository.deleteItem(withID: item.id)
                items.removeAll { $0.id == item.id }
            } catch {
                phase = .failed(error.localizedDescription)
                return
            }
        }
    }
}
