/// What a call or a held type is about, in the terms view-model rules use: `massive-view-model` counts the
/// concerns a view model mixes, `side-effect-in-didset` looks for the ones that reach outside it.
enum CallConcern: String, CaseIterable {
    case networking, persistence, navigation, analytics, formatting, haptics

    /// From a type the code holds or calls: `URLSession`, `UserDefaults`, `NavigationPath`, `DateFormatter`.
    init?(typeNamed name: String) {
        for concern in CallConcern.allCases where Vocabulary.concernTypes[concern.rawValue]?.contains(name) == true {
            self = concern
            return
        }
        if name.hasPrefix("Keychain") { self = .persistence; return }
        if name.hasSuffix("FeedbackGenerator") { self = .haptics; return }
        return nil
    }

    /// From a call: its path (`analytics.track`, `UserDefaults.standard.set`, `haptics.play`) or its name.
    init?(call: CallFact) {
        for part in (call.path ?? call.name).split(separator: ".") where part != "self" {
            if let concern = CallConcern(typeNamed: String(part)) { self = concern; return }
            if Self.mentions(part, "analytics") || Self.mentions(part, "tracker") { self = .analytics; return }
            if Self.mentions(part, "haptic") { self = .haptics; return }
            if part.utf8.count == 12, Self.mentions(part, "modelcontext") { self = .persistence; return }
        }
        if call.name == "String", call.argumentLabels.first == "format" { self = .formatting; return }
        if Vocabulary.analyticsCalls.contains(call.name) { self = .analytics; return }
        if Vocabulary.hapticsCalls.contains(call.name) { self = .haptics; return }
        return nil
    }

    /// `part` contains `word` (lowercase ASCII), ignoring ASCII case: names are read many times on every check.
    private static func mentions(_ part: Substring, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        let haystack = Array(part.utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) {
            var matches = true
            for offset in 0..<needle.count where haystack[start + offset] | 0x20 != needle[offset] {
                matches = false
                break
            }
            if matches { return true }
        }
        return false
    }
}
