/// The constants a property of a project type may hold, from every place that sets it: what its own code gives
/// it (`ViewConditions.ownConstants`) and `router.sheet = .profile` anywhere else. Nil when some place may set
/// something else: a value that is no case in its own code, or in any code to a property of that name (whose
/// value is not read), a binding handed out (`$router.sheet` anywhere but a presentation's `item:`), or a method
/// called on it. `nil` itself is left out: it shows nothing. `.sheet(item: $router.sheet) { $0.view() }` then
/// shows only the cases it can hold.
final class AssignedValues {
    private let files: [FileFacts]
    private let types: TypeTable
    private let values: ValueResolver
    private var cache: [String: Set<ConstantValue>?] = [:]

    /// Bindings to other values' properties, those only presentations show, and other values' properties set to
    /// something other than a case, by property name.
    private lazy var bindings: (bound: [String: Int], presented: [String: Int], setOtherwise: Set<String>) = {
        var bound: [String: Int] = [:]
        var presented: [String: Int] = [:]
        var setOtherwise = Set<String>()
        for facts in files {
            facts.forEachScope { _, scope in
                bound.merge(scope.usage.boundMembers, uniquingKeysWith: +)
                presented.merge(scope.usage.presentedMembers, uniquingKeysWith: +)
                setOtherwise.formUnion(scope.usage.otherMemberAssignments)
            }
        }
        return (bound, presented, setOtherwise)
    }()

    /// Every `x.name = …` in the project, by `name`.
    private lazy var memberAssignments: [String: [MemberAssignmentFact]] = {
        var result: [String: [MemberAssignmentFact]] = [:]
        for facts in files {
            facts.forEachScope { _, scope in
                for assignment in scope.usage.memberAssignments { result[assignment.property, default: []].append(assignment) }
            }
        }
        return result
    }()

    init(files: [FileFacts], types: TypeTable, values: ValueResolver) {
        self.files = files
        self.types = types
        self.values = values
    }

    func constants(of property: String, in owner: TypeInfo) -> Set<ConstantValue>? {
        let key = owner.qualifiedName + "." + property
        if let cached = cache[key] { return cached }
        let result = compute(property, in: owner)
        cache[key] = result
        return result
    }

    private func compute(_ name: String, in owner: TypeInfo) -> Set<ConstantValue>? {
        guard let property = owner.allProperties.first(where: { $0.name == name && !$0.isStatic && !$0.isComputed }),
              var result = ViewConditions.ownConstants(of: property, in: owner),
              bindings.bound[name, default: 0] <= bindings.presented[name, default: 0],
              !bindings.setOtherwise.contains(name) else { return nil }
        for assignment in memberAssignments[name] ?? [] {
            let context = assignment.context.flatMap { types.resolve($0, from: nil).info }
            switch values.resolve(assignment.base, context: context) {
            case .project(let info) where info !== owner:
                continue
            default:
                // This type's property, or perhaps it (a value the resolver cannot type): the case counts.
                if let value = assignment.constant ?? nil { result.insert(value) }
            }
        }
        return result
    }
}
