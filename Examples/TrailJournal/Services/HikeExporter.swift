import Foundation

/// Writes the hiking log as a GPX-like JSON archive that can be shared or backed up.
final class HikeExporter {
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    func export(_ hikes: [Hike]) async throws -> URL {
        let data = try encoder.encode(hikes)
        let url = URL.temporaryDirectory.appending(path: "TrailJournal-\(Date.now.formatted(.iso8601.year().month().day())).json")
        try data.write(to: url, options: .atomic)
        return url
    }
}
