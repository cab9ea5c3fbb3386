/// The classes an object Statecraft cannot resolve may be: project classes its expression names, and the
/// classes that the project's properties of its last name hold (`store.session` → every property called
/// `session`). Built when an object first goes unresolved.
struct SuspectClasses {
    private let types: TypeTable
    private var byPropertyName: [String: [TypeInfo]]?
    /// Property names some project property holds something other than a known project class under (a
    /// protocol, an outside type, an unwritten type).
    private var unsettledNames: Set<String> = []

    init(types: TypeTable) {
        self.types = types
    }

    /// Nil when nothing narrows the expression down.
    mutating func classes(typeNames: [String], lastName: String?) -> [TypeInfo]? {
        var result: [TypeInfo] = []
        for name in typeNames {
            switch types.resolve(name, from: nil) {
            case .project(let info) where info.isClass: result.append(info)
            // Platform twins or same-named classes of several targets: any of them, and only them.
            case .ambiguous: result += (types.bySimpleName[SyntaxReading.simpleName(name)] ?? []).filter(\.isClass)
            default: break
            }
        }
        loadProperties()
        if let lastName { result += byPropertyName?[lastName] ?? [] }
        var seen = Set<ObjectIdentifier>()
        result = result.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return result.isEmpty ? nil : result
    }

    /// The classes every project property called `name` holds, when each of them certainly holds a project
    /// class: `holder.session.$x` is then one of those. Nil when some property of that name holds anything else.
    mutating func heldOnly(byPropertiesNamed name: String) -> [TypeInfo]? {
        loadProperties()
        guard !unsettledNames.contains(name), let held = byPropertyName?[name], !held.isEmpty else { return nil }
        return held
    }

    private mutating func loadProperties() {
        guard byPropertyName == nil else { return }
        var unsettled = Set<String>()
        byPropertyName = Self.classesByPropertyName(types, unsettled: &unsettled)
        unsettledNames = unsettled
    }

    private static func classesByPropertyName(_ types: TypeTable, unsettled: inout Set<String>) -> [String: [TypeInfo]] {
        var result: [String: [TypeInfo]] = [:]
        for owner in types.all {
            for property in owner.allProperties {
                guard let name = types.heldTypeName(property),
                      case .project(let held) = types.resolve(name, from: owner.qualifiedName), held.isClass else {
                    unsettled.insert(property.name)
                    continue
                }
                result[property.name, default: []].append(held)
            }
        }
        return result
    }
}
