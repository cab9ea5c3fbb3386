/// A list shortened to fit a message: every item when they fit in `budget` characters, else as many as fit
/// (at least one) and how many more there are. The whole list goes to the finding's notes or the JSON report.
enum ShortList {
    static let budget = 300

    static func joined(_ items: [String], separator: String = "; ", budget: Int = ShortList.budget) -> (text: String, shortened: Bool) {
        var kept: [String] = []
        var length = 0
        for item in items {
            let added = (kept.isEmpty ? 0 : separator.count) + item.count
            if !kept.isEmpty, length + added > budget { break }
            kept.append(item)
            length += added
        }
        guard kept.count < items.count else { return (kept.joined(separator: separator), false) }
        return (kept.joined(separator: separator) + "\(separator)and \(items.count - kept.count) more", true)
    }
}
