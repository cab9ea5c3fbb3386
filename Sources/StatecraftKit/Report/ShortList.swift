import Foundation

/// A list shortened to fit a message: every item when they fit in `budget` characters, else as many as fit
/// (at least one) and how many more there are. The whole list goes to the finding's notes or the JSON report.
enum ShortList {
    static let budget = 300

    /// `cutsLongItem`: a first item longer than the budget (a list of its own) is cut at a word; otherwise it is
    /// kept whole, as an item with its own brackets must be.
    static func joined(_ items: [String], separator: String = "; ", budget: Int = ShortList.budget,
                       cutsLongItem: Bool = false) -> (text: String, shortened: Bool) {
        var kept: [String] = []
        var length = 0
        var cut = false
        for item in items {
            let added = (kept.isEmpty ? 0 : separator.count) + item.count
            if !kept.isEmpty, length + added > budget { break }
            if kept.isEmpty, item.count > budget, cutsLongItem {
                kept.append(truncated(item, to: budget))
                cut = true
                break
            }
            kept.append(item)
            length += added
        }
        guard kept.count < items.count || cut else { return (kept.joined(separator: separator), false) }
        let rest = items.count - kept.count
        return (kept.joined(separator: separator) + (rest > 0 ? "\(separator)and \(rest) more" : ""), true)
    }

    /// `text` cut at the last blank before `length` characters, with an ellipsis.
    static func truncated(_ text: String, to length: Int) -> String {
        let prefix = text.prefix(length)
        let end = prefix.lastIndex(of: " ") ?? prefix.endIndex
        return text[..<end].trimmingCharacters(in: CharacterSet(charactersIn: " ,;:")) + " …"
    }
}
