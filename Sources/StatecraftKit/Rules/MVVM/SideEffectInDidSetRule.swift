struct SideEffectInDidSetRule: Rule {
    static let description = RuleDescription(
        id: "side-effect-in-didset",
        pack: .mvvm,
        severity: .warning,
        optIn: true,
        summary: "A view model property observer that calls out to analytics, haptics, the network or storage",
        rationale: """
            A `didSet` runs on every assignment: from bindings as the user types, from restoring state, from \
            tests and from other methods of the view model. Side effects there fire more often than intended and \
            are hard to follow. Call them from the action that changes the value instead (`func select(_:)`), or \
            react in the view with `.onChange`. Opt-in: on real apps most observers with side effects write a \
            preference through or are already guarded against repeats, so whether one fires too often is a \
            judgement the rule cannot make.
            """,
        exclusions: """
            Plain assignments, validation and clamping, calls to the view model's own methods (their bodies are \
            not followed), and calls on values. Writing the new value through to storage (`UserDefaults`) repeats \
            harmlessly, so it is information.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class SearchViewModel {
                    private let analytics: Analytics
                    var ↓query = "" {
                        didSet { analytics.track("search", query) }
                    }
                    init(analytics: Analytics) { self.analytics = analytics }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class SettingsViewModel {
                    var ↓units = "km" {
                        didSet { UserDefaults.standard.set(units, forKey: "units") }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class CounterViewModel {
                    var count = 0 {
                        didSet { if count < 0 { count = 0 } }
                    }
                    var query = "" {
                        didSet { applyFilter() }
                    }
                    var items: [String] = []
                    private(set) var visible: [String] = []
                    private func applyFilter() { visible = items.filter { $0.contains(query) } }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for info in file.viewModels {
            let scope = info.declaration.scope
            let serviceProperties = Set(info.storedProperties.filter { isServiceProperty($0, in: info, file) }.map(\.name))
            for (index, property) in scope.properties.enumerated() where property.hasObservers && !property.isComputed {
                let calls = scope.usage.calls.filter { $0.member == .property(index) }
                guard let (call, effect) = calls.lazy.compactMap({ call in self.effect(of: call, services: serviceProperties).map { (call, $0) } }).first else {
                    continue
                }
                let callee = call.path ?? call.name
                violations.append(Violation(property.position, """
                    the observer of `\(property.name)` in view model `\(info.name)` calls `\(callee)` (\(effect.rawValue)): \
                    it runs on every assignment, from bindings and restores too; call it from the action that \
                    changes the value
                    """, severity: effect == .persistence ? .info : nil))
            }
        }
        return violations
    }

    /// A call that reaches outside the view model: analytics, haptics, persistence, networking, or any call on
    /// an injected service (`repository.save(…)`).
    private func effect(of call: CallFact, services: Set<String>) -> CallConcern? {
        if let concern = CallConcern(call: call), Self.outsideConcerns.contains(concern) { return concern }
        let parts = (call.path ?? call.name).split(separator: ".").map(String.init).filter { $0 != "self" }
        return parts.count >= 2 && services.contains(parts[0]) ? .networking : nil
    }

    private static let outsideConcerns: Set<CallConcern> = [.analytics, .haptics, .persistence, .networking]

    private func isServiceProperty(_ property: PropertyFact, in info: TypeInfo, _ file: FileContext) -> Bool {
        guard let name = file.index.types.heldTypeName(property) else { return false }
        let simple = SyntaxReading.simpleName(name)
        if case .project(let type) = file.index.types.resolve(name, from: info.qualifiedName) {
            return type.kind == .protocol ? ServiceRole.hasServiceName(simple) : file.index.roles.services.isService(type)
        }
        return ServiceRole.hasServiceName(simple)
    }
}
