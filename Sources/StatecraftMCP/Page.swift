import MCP

/// A bounded part of a long answer: at most `limit` items from `offset`, with the total and how to get more.
struct Page {
    static let defaultLimit = 50
    static let maximumLimit = 500
    /// Notes shown in a text answer; the JSON answer has them all.
    static let notesShown = 20

    var offset = 0
    var limit = Page.defaultLimit

    init(_ arguments: [String: Value]) throws {
        if let value = arguments["limit"] {
            guard let limit = Self.integer(value), (1...Self.maximumLimit).contains(limit) else {
                throw StatecraftTools.Failure(message: "`limit` must be a whole number from 1 to \(Self.maximumLimit)")
            }
            self.limit = limit
        }
        if let value = arguments["offset"] {
            guard let offset = Self.integer(value), offset >= 0 else {
                throw StatecraftTools.Failure(message: "`offset` must be a whole number, 0 or more")
            }
            self.offset = offset
        }
    }

    func range(in total: Int) -> Range<Int> {
        min(offset, total)..<min(offset + limit, total)
    }

    /// What was left out, and the call that gets the next part; nil when the page holds everything.
    func more(in total: Int, noun: String) -> String? {
        let shown = range(in: total)
        guard shown.count < total else { return nil }
        let next = shown.upperBound < total ? "; call again with `offset: \(shown.upperBound)` for the next ones" : ""
        if shown.isEmpty { return "No \(noun) from offset \(offset): there are \(total)." }
        return "Showing \(noun) \(shown.lowerBound + 1)–\(shown.upperBound) of \(total)\(next)."
    }

    private static func integer(_ value: Value) -> Int? {
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e9 { return Int(number) }
        return nil
    }
}
