import Foundation

/// Keeps the whole pantry in one JSON file in Application Support.
actor FilePantryRepository: PantryRepository {
    private struct Archive: Codable {
        var items: [PantryItem] = []
        var shoppingList: [ShoppingEntry] = []
    }

    private let fileURL: URL
    private var cache: Archive?

    init(fileURL: URL = .applicationSupportDirectory.appending(path: "pantry.json")) {
        self.fileURL = fileURL
    }

    func loadItems() throws -> [PantryItem] {
        try readArchive().items.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    func save(_ item: PantryItem) throws {
        var archive = try readArchive()
        if let index = archive.items.firstIndex(where: { $0.id == item.id }) {
            archive.items[index] = item
        } else {
            archive.items.append(item)
        }
        try write(archive)
    }

    func deleteItem(withID id: PantryItem.ID) throws {
        var archive = try readArchive()
        archive.items.removeAll { $0.id == id }
        try write(archive)
    }

    func loadShoppingList() throws -> [ShoppingEntry] {
        try readArchive().shoppingList
    }

    func saveShoppingList(_ entries: [ShoppingEntry]) throws {
        var archive = try readArchive()
        archive.shoppingList = entries
        try write(archive)
    }

    private func readArchive() throws -> Archive {
        if let cache { return cache }
        guard FileManager.default.fileExists(atPath: fileURL.path()) else { return Archive() }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let archive = try decoder.decode(Archive.self, from: Data(contentsOf: fileURL))
        cache = archive
        return archive
    }

    private func write(_ archive: Archive) throws {
        try FileManager.default.createDirectory(
            at: fileURL.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(archive).write(to: fileURL, options: .atomic)
        cache = archive
    }
}
