/// What a call or a held type is about, in the terms view-model rules use: `massive-view-model` counts the
/// concerns a view model mixes, `side-effect-in-didset` looks for the ones that reach outside it.
enum CallConcern: String, CaseIterable {
    case networking, persistence, navigation, analytics, formatting, haptics

    /// From a type the code holds or calls: `URLSession`, `UserDefaults`, `NavigationPath`, `DateFormatter`.
    init?(typeNamed name: String) {
        switch name {
        case "URLSession", "URLRequest", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder":
            self = .networking
        case "UserDefaults", "FileManager", "ModelContext", "NSManagedObjectContext", "NSPersistentContainer",
             "ModelContainer", "NSUbiquitousKeyValueStore":
            self = .persistence
        case "NavigationPath": self = .navigation
        case "DateFormatter", "NumberFormatter", "MeasurementFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter",
             "DateComponentsFormatter", "ListFormatter", "PersonNameComponentsFormatter", "ISO8601DateFormatter":
            self = .formatting
        default:
            if name.hasPrefix("Keychain") { self = .persistence; return }
            if name.hasSuffix("FeedbackGenerator") { self = .haptics; return }
            return nil
        }
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
        switch call.name {
        case "track", "trackEvent", "logEvent": self = .analytics
        case "impactOccurred", "notificationOccurred", "selectionChanged": self = .haptics
        default: return nil
        }
    }
}
