import Foundation
import Observation

/// Owns the hiking log: loads it from disk, keeps it sorted, writes changes back.
@Observable
@MainActor
final class HikeStore {
    enum Phase: Equatable {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    private(set) var hikes: [Hike] = []
    private(set) var phase: Phase = .idle

    private let fileURL: URL

    init(fileURL: URL = .documentsDirectory.appending(path: "hikes.json")) {
        self.fileURL = fileURL
    }

    var totalDistanceKilometers: Double {
        hikes.reduce(0) { $0 + $1.distanceKilometers }
    }

    func load() async {
        guard phase != .loading else { return }
        phase = .loading
        do {
            hikes = try await Self.readHikes(from: fileURL)
            phase = .loaded
        } catch CocoaError.fileReadNoSuchFile {
            hikes = []
            phase = .loaded
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }

    func add(_ hike: Hike) async throws {
        var updated = hikes
        updated.append(hike)
        updated.sort { $0.date > $1.date }
        try await Self.writeHikes(updated, to: fileURL)
        hikes = updated
    }

    func delete(_ hike: Hike) async throws {
        let remaining = hikes.filter { $0.id != hike.id }
        try await Self.writeHikes(remaining, to: fileURL)
        hikes = remaining
    }

    func removeAll() async throws {
        try await Self.writeHikes([], to: fileURL)
        hikes = []
    }

    private nonisolated static func readHikes(from url: URL) async throws -> [Hike] {
        let data = try Data(contentsOf: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode([Hike].self, from: data)
    }

    private nonisolated static func writeHikes(_ hikes: [Hike], to url: URL) async throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(hikes)
        try data.write(to: url, options: .atomic)
    }
}

extension HikeStore {
    /// A store pre-filled with sample hikes that writes to a scratch file, for previews.
    static var preview: HikeStore {
        let store = HikeStore(fileURL: .temporaryDirectory.appending(path: "preview-hikes.json"))
        store.hikes = Hike.samples
        store.phase = .loaded
        return store
    }
}
