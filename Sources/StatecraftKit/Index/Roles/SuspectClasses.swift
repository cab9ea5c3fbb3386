/// The classes an object Statecraft cannot resolve may be: project classes its expression names, and the
/// classes that the project's properties of its last name hold (`store.session` → every property called
/// `session`). Built when an object first goes unresolved.
struct SuspectClasses {
    private let types: TypeTable
    /// Every project property by name: its owner and the type it holds as written. Built when first needed; a
    /// name's held classes are resolved when that name is first asked about (few are).
    private var propertiesByName: [String: [(owner: TypeInfo, heldType: String?)]]?
    /// For each name asked about: the project classes its properties hold, and whether some property of that name
    /// holds something other than a known project class (a protocol, an outside type, an unwritten type).
    private var heldByName: [String: (classes: [TypeInfo], unsettled: Bool)] = [:]

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
        if let lastName { result += held(byPropertiesNamed: lastName).classes }
        var seen = Set<ObjectIdentifier>()
        result = result.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return result.isEmpty ? nil : result
    }

    /// The classes every project property called `name` holds, when each of them certainly holds a project
    /// class: `holder.session.$x` is then one of those. Nil when some property of that name holds anything else.
    mutating func heldOnly(byPropertiesNamed name: String) -> [TypeInfo]? {
        let held = held(byPropertiesNamed: name)
        return held.unsettled || held.classes.isEmpty ? nil : held.classes
    }

    private mutating func held(byPropertiesNamed name: String) -> (classes: [TypeInfo], unsettled: Bool) {
        if let known = heldByName[name] { return known }
        if propertiesByName == nil {
            var properties: [String: [(owner: TypeInfo, heldType: String?)]] = [:]
            for owner in types.all {
                // Read in place: a copy of each property retains every one of its fields.
                owner.allProperties.withUnsafeBufferPointer { all in
                    for index in all.indices {
                        properties[all[index].name, default: []].append((owner, types.heldTypeName(all[index])))
                    }
                }
            }
            propertiesByName = properties
        }
        var result: (classes: [TypeInfo], unsettled: Bool) = ([], false)
        for (owner, heldType) in propertiesByName?[name] ?? [] {
            guard let heldType, case .project(let held) = types.resolve(heldType, from: owner.qualifiedName), held.isClass else {
                result.unsettled = true
                continue
            }
            result.classes.append(held)
        }
        heldByName[name] = result
        return result
    }
}
