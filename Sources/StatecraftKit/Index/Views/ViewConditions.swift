/// The tests on a view's own fixed properties under which its code runs: which reads of a property and which
/// children happen only when `showsBuyButton` is true, or `style` is `.compact`. A fixed property is a plain
/// stored `let` or `var` (no property wrapper): only the parent sets it, when it builds the view, so a caller
/// that passes a constant decides the test for that path. `@State`, `@Binding` and other wrapped properties
/// change while the view lives and are never fixed.
struct ViewConditions: Sendable {
    let type: TypeInfo
    private let fixed: Set<String>
    /// Constant initial values, for the properties a memberwise initialiser may leave out.
    private let defaults: [String: ConstantValue]

    init(type: TypeInfo) {
        self.type = type
        var fixed = Set<String>()
        var defaults: [String: ConstantValue] = [:]
        for property in type.allProperties where !property.isStatic && !property.isComputed && property.wrappers.isEmpty {
            fixed.insert(property.name)
            if let constant = property.initialConstant { defaults[property.name] = constant }
        }
        self.fixed = fixed
        // An explicit initialiser may set a property from anything.
        self.defaults = type.allFunctions.contains { $0.kind == .initializer } ? [:] : defaults
    }

    /// A builder function's parameters, fixed by the call that reaches it (`router.build(.settings)`).
    init(parameters: [String], of type: TypeInfo) {
        self.type = type
        fixed = Set(parameters)
        defaults = [:]
    }

    func isFixed(_ property: String) -> Bool { fixed.contains(property) }

    /// The conditions among `conditions` that test fixed properties.
    func fixedOnly(_ conditions: [ConditionFact]) -> [ConditionFact] {
        conditions.filter { fixed.contains($0.property) }
    }

    /// What the property holds when a caller does not pass it: its constant initial value, as long as the view
    /// relies on the memberwise initialiser.
    func defaultValue(of property: String) -> ConstantValue? { defaults[property] }

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
            for (member, reads) in scope.scope.usage.readsByMember[name] ?? [:] {
                let memberName = scope.scope.name(of: member)
                var holding = reads.conditions
                if memberName != "body" && memberName != name {
                    holding += conditions(ofReading: memberName, active: &active)
                }
                result = result.map { ConditionFact.common($0, holding) } ?? holding
                if result?.isEmpty == true { return [] }
            }
        }
        return result ?? []
    }
}

extension ViewConditions {
    /// For each private state property a view sets only to constants (and `nil`), projects only as a
    /// presentation's `item:` (`.sheet(item: $route)`) and never mutates otherwise (`.toggle()`): the values it
    /// can hold besides `nil`. A test no such value passes is never true.
    static func stateValues(of type: TypeInfo) -> [String: Set<ConstantValue>] {
        var result: [String: Set<ConstantValue>] = [:]
        for property in type.allProperties where property.isPrivate && !property.isStatic && !property.isComputed
            && (property.wrappers.isEmpty || property.hasWrapper("State")) {
            if let values = ownConstants(of: property, in: type) { result[property.name] = values }
        }
        return result
    }

    /// The values besides `nil` that `type`'s own code gives `property`: its initial constant and the constants
    /// it assigns, when it assigns nothing else, projects it only as a presentation's `item:` and never mutates
    /// it otherwise (`.toggle()`, `_x = State(initialValue:)`). Nil when it may hold anything.
    static func ownConstants(of property: PropertyFact, in type: TypeInfo) -> Set<ConstantValue>? {
        let name = property.name
        let sets = type.allAssignments.filter { $0.target == name }
        let projections = type.declaration.projections.total[name] ?? 0
        let presented = type.scopes.reduce(0) { $0 + ($1.scope.usage.presentedItems[name] ?? 0) }
        let projectedElsewhere = type.scopes.contains { !$0.isDeclaration && $0.scope.usage.projections[name] != nil }
        let methods = type.scopes.contains { $0.scope.usage.methodCalls[name]?.isEmpty == false }
        guard !methods, sets.count == type.writeCount(name), sets.allSatisfy({ $0.valueConstant != nil }),
              projections == presented, !projectedElsewhere, !type.accessesStorage(name) else { return nil }
        var values = Set(sets.compactMap { $0.valueConstant ?? nil })
        if let initial = property.initialConstant { values.insert(initial) }
        return values
    }
}
