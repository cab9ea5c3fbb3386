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
        let parts = (call.path ?? call.name).split(separator: ".").map(String.init).filter { $0 != "self" }
        for part in parts {
            if let concern = CallConcern(typeNamed: part) { self = concern; return }
            let lower = part.lowercased()
            if lower.contains("analytics") || lower.contains("tracker") { self = .analytics; return }
            if lower.contains("haptic") { self = .haptics; return }
            if lower == "modelcontext" { self = .persistence; return }
        }
        if call.name == "String", call.argumentLabels.first == "format" { self = .formatting; return }
        if Vocabulary.analyticsCalls.contains(call.name) { self = .analytics; return }
        if Vocabulary.hapticsCalls.contains(call.name) { self = .haptics; return }
        return nil
    }
}
