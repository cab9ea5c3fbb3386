/// The tests on a view's own fixed properties under which its code runs: which reads of a property and which
/// children happen only when `showsBuyButton` is true, or `style` is `.compact`. A fixed property is a plain
/// stored `let` or `var` (no property wrapper): only the parent sets it, when it builds the view, so a caller
/// that passes a constant decides the test for that path. `@State`, `@Binding` and other wrapped properties
/// change while the view lives and are never fixed.
struct ViewConditions: Sendable {
    let type: TypeInfo
    private let fixed: [String: PropertyFact]
    private let hasInitialiser: Bool

    init(type: TypeInfo) {
        self.type = type
        var fixed: [String: PropertyFact] = [:]
        for property in type.allProperties where !property.isStatic && !property.isComputed && property.wrappers.isEmpty {
            fixed[property.name] = property
        }
        self.fixed = fixed
        hasInitialiser = type.allFunctions.contains { $0.kind == .initializer }
    }

    func isFixed(_ property: String) -> Bool { fixed[property] != nil }

    /// The conditions among `conditions` that test fixed properties.
    func fixedOnly(_ conditions: [ConditionFact]) -> [ConditionFact] {
        conditions.filter { fixed[$0.property] != nil }
    }

    /// What the property holds when a caller does not pass it: its constant initial value, as long as the view
    /// relies on the memberwise initialiser (an explicit one may set it from anything).
    func defaultValue(of property: String) -> ConstantValue? {
        hasInitialiser ? nil : fixed[property]?.initialConstant
    }

    /// The conditions that hold at every read of `name` in the type: those around each read, with those under
    /// which the member holding the read is itself used (`var buyButton` used only in `if showsBuyButton`).
    func conditions(ofReading name: String) -> [ConditionFact] {
        var active: Set<String> = []
        return fixedOnly(conditions(ofReading: name, active: &active))
    }

    private func conditions(ofReading name: String, active: inout Set<String>) -> [ConditionFact] {
        guard active.insert(name).inserted else { return [] }
        defer { active.remove(name) }
        var result: [ConditionFact]?
        for scope in type.scopes {
            for (member, around) in scope.scope.usage.readConditions[name] ?? [:] {
                let memberName = scope.scope.name(of: member)
                var holding = around
                if memberName != "body" && memberName != name {
                    holding += conditions(ofReading: memberName, active: &active)
                }
                result = result.map { $0.filter(holding.contains) } ?? holding
                if result?.isEmpty == true { return [] }
            }
        }
        return result ?? []
    }
}
