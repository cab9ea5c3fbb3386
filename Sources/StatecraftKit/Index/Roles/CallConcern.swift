/// What a call or a held type is about, in the terms view-model rules use: `massive-view-model` counts the
/// concerns a view model mixes, `side-effect-in-didset` looks for the ones that reach outside it.
enum CallConcern: String, CaseIterable {
    case networking, persistence, navigation, analytics, formatting, haptics

    /// From a type the code holds or calls: `URLSession`, `UserDefaults`, `NavigationPath`, `DateFormatter`.
    init?(typeNamed name: some StringProtocol) {
        if let concern = Self.byTypeName[String(name)] {
            self = concern
            return
        }
        if name.hasPrefix("Keychain") { self = .persistence; return }
        if name.hasSuffix("FeedbackGenerator") { self = .haptics; return }
        return nil
    }

    /// From a call: its path (`analytics.track`, `UserDefaults.standard.set`, `haptics.play`) or its name.
    init?(call: CallFact) {
        // Split by bytes: a Character-wise split tests grapheme breaks at every character of every call's path.
        for bytes in (call.path ?? call.name).utf8.split(separator: UInt8(ascii: ".")) {
            let part = Substring(bytes)
            guard part != "self" else { continue }
            if let concern = CallConcern(typeNamed: part) { self = concern; return }
            if Self.mentions(part, "analytics") || Self.mentions(part, "tracker") { self = .analytics; return }
            if Self.mentions(part, "haptic") { self = .haptics; return }
            if part.utf8.count == 12, Self.mentions(part, "modelcontext") { self = .persistence; return }
        }
        if call.name == "String", call.argumentLabels.first == "format" { self = .formatting; return }
        if Vocabulary.analyticsCalls.contains(call.name) { self = .analytics; return }
        if Vocabulary.hapticsCalls.contains(call.name) { self = .haptics; return }
        return nil
    }

    private static let byTypeName: [String: CallConcern] = {
        var result: [String: CallConcern] = [:]
        for concern in allCases {
            for name in Vocabulary.concernTypes[concern.rawValue] ?? [] where result[name] == nil { result[name] = concern }
        }
        return result
    }()

    /// `part` contains `word` (lowercase ASCII), ignoring ASCII case: names are read many times on every check.
    private static func mentions(_ part: Substring, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let utf8 = part.utf8
        guard utf8.count >= needle.count else { return false }
        var start = utf8.startIndex
        let last = utf8.index(utf8.endIndex, offsetBy: -needle.count)
        while true {
            var position = start
            var matches = true
            for byte in needle {
                if utf8[position] | 0x20 != byte {
                    matches = false
                    break
                }
                position = utf8.index(after: position)
            }
            if matches { return true }
            if start == last { return false }
            start = utf8.index(after: start)
        }
    }
}
