/// What a value is, as far as the project's code tells.
public enum ObjectResolution: Sendable {
    /// An instance of this project type.
    case project(TypeInfo)
    /// Certainly not a project type: a type from elsewhere (named, as written) or a literal, closure or
    /// collection (no name).
    case other(named: String?)
    /// Several project types share this name and nothing says which is meant.
    case ambiguous(named: String)
    /// Statecraft cannot tell.
    case unknown

    /// The project type, or nil.
    public var info: TypeInfo? {
        if case .project(let info) = self { return info }
        return nil
    }
}

/// The one value → type resolver: follows a value's steps (properties, static members, shared instances,
/// `@Environment` reads, methods' declared return types) and type aliases. The view graph reads it for
/// injected values; `fix` for the objects its use sites name, after reading locals and parameters from the
/// syntax. Conservative: anything it cannot follow with confidence is `.unknown`.
public struct ValueResolver: Sendable {
    let types: TypeTable
    init(types: TypeTable) {
        self.types = types
    }

    /// A type name seen from `context` (declared in file `file`, when known): a project type, following aliases,
    /// or a type from elsewhere.
    public func typeNamed(_ name: String, context: String?, file: Int? = nil, depth: Int = 0) -> ObjectResolution {
        switch types.resolve(name, from: context) {
        case .project(let info): return .project(info)
        case .ambiguous:
            // Seen from the context's file: a `fileprivate` type elsewhere is invisible, and a type declared in
            // the same file is in the same module, where no other type may share its name.
            if let file = file ?? context.flatMap({ types.resolve($0, from: nil).info?.file }),
               let info = types.certainlySeen(name, from: context, file: file) {
                return .project(info)
            }
            return .ambiguous(named: name)
        case .unknown:
            let file = file ?? context.flatMap { types.resolve($0, from: nil).info?.file }
            if depth < 4, let targets = types.aliases.targets(of: name, from: context, file: file), targets.count == 1 {
                return typeNamed(targets[0], context: context, file: file, depth: depth + 1)
            }
            return .other(named: name)
        }
    }

    /// The value of a property of `owner`: its declared or constructed type, the shared instance it copies
    /// (`var session = Session.shared`), or the object it reads from the environment.
    public func member(_ name: String, of owner: TypeInfo, isStatic: Bool, depth: Int = 0) -> ObjectResolution {
        guard depth < 8 else { return .unknown }
        guard let property = owner.allProperties.first(where: { $0.name == name && $0.isStatic == isStatic }) else {
            // Inherited: `self.store` in a subclass of the project class that declares `store`.
            if owner.isClass, let parent = types.projectSuperclass(of: owner) {
                return member(name, of: parent, isStatic: isStatic, depth: depth + 1)
            }
            // Given by a protocol it adopts: `var router: Router { … }` in `extension BaseView`.
            if owner.kind != .protocol, let adopted = types.projectProtocols(of: owner).first(where: { protocolInfo in
                protocolInfo.allProperties.contains { $0.name == name && $0.isStatic == isStatic }
            }) {
                return member(name, of: adopted, isStatic: isStatic, depth: depth + 1)
            }
            // `router` read in a static context (`static var previews`): a static property, since an instance
            // one of that name would have been found first.
            if !isStatic, owner.allProperties.contains(where: { $0.name == name && $0.isStatic }) {
                return member(name, of: owner, isStatic: true, depth: depth + 1)
            }
            return .unknown
        }
        if property.type == nil, case .staticMember(let base, let member)? = property.initializer {
            if case .project(let baseType) = types.resolve(base, from: owner.qualifiedName) {
                // `Store.shared`, or a factory called on the type (`AppEnvironment.bootstrap()`).
                if baseType.allProperties.contains(where: { $0.name == member && $0.isStatic }) {
                    return self.member(member, of: baseType, isStatic: true, depth: depth + 1)
                }
                return result(ofMethod: member, of: baseType, isStatic: true)
            }
            if SharedInstanceRole.isSharedInstanceMember(member) || Vocabulary.sampleInstanceMembers.contains(member) {
                return typeNamed(base, context: owner.qualifiedName, file: owner.file)
            }
        }
        if let environment = property.wrapper("Environment")?.typeArgument {
            return typeNamed(environment, context: owner.qualifiedName, file: owner.file)
        }
        // `@Dependency(\.relayService) var relayService`, `@Injected(\.store) var store`: no written type, the key
        // path names what the container's extension declares.
        if property.type == nil, let keyPath = property.wrappers.lazy.compactMap(\.keyPathArgument).first {
            return injectedValue(keyPath, context: owner)
        }
        switch property.initialMemberChain {
        case .selfPath(let chain)?:
            return memberChain(chain, from: owner, isStatic: property.isStatic, depth: depth + 1)
        case .typed(let base, let chain)?:
            let start = typeNamed(base, context: owner.qualifiedName, file: owner.file)
            // `DependencyValues().push`: a container the project extends with the member.
            if case .other = start, chain.count == 1, case .property(let name) = chain[0] {
                return injectedValue(name, context: owner, extending: base)
            }
            return follow(chain[...], from: start)
        default:
            break
        }
        guard let typeName = types.heldTypeName(property) else { return .unknown }
        if property.type?.isCollectionOrTuple == true { return .other(named: nil) }
        // `let data: W?` in `GenericEntity<Data, W>`: what it holds depends on the instance's type arguments.
        if owner.declaration.genericParameters.contains(typeName) { return .unknown }
        // `static let shared = Store()` inside `Store` is `Store`, even when another target declares a `Store` too.
        if typeName == owner.name || typeName == "Self" { return .project(owner) }
        return typeNamed(typeName, context: owner.qualifiedName, file: owner.file)
    }

    /// The type of the property a dependency container's extension declares under `name` (`var relayService:
    /// RelayService` in `extension DependencyValues`, `var store: Factory<Store>` in `extension Container`), when
    /// every declaration of that name agrees.
    func injectedValue(_ name: String, context: TypeInfo, extending container: String? = nil) -> ObjectResolution {
        var held = Set<String>()
        for declared in types.extensionProperties[name] ?? [] where container.map({ declared.container == $0 }) ?? true {
            guard let type = declared.type, let nominal = type.nominal else { return .unknown }
            held.insert(Vocabulary.dependencyFactories.contains(nominal) ? SyntaxReading.firstGenericArgument(type.text) ?? "" : nominal)
        }
        guard held.count == 1, let only = held.first, !only.isEmpty else { return .unknown }
        return typeNamed(only, context: context.qualifiedName, file: context.file)
    }

    /// `previewData.relayService` read from `owner` (statically, in a static property's initial value), each step
    /// counted against `member`'s depth so that properties defined through each other end.
    private func memberChain(_ steps: [ValueStep], from owner: TypeInfo, isStatic: Bool, depth: Int) -> ObjectResolution {
        var current = ObjectResolution.project(owner)
        for (position, step) in steps.enumerated() {
            guard case .project(let type) = current else { return .unknown }
            let fromType = position == 0 && isStatic
            switch step {
            case .property(let name): current = member(name, of: type, isStatic: fromType, depth: depth)
            case .call(let name): current = result(ofMethod: name, of: type, isStatic: fromType)
            case .element(let name): current = element(of: name, in: type, isStatic: fromType)
            case .associatedValue: return .unknown
            }
        }
        return current
    }

    /// An element of `owner`'s collection property `name`, by its written type (`[TaskStatus]`, `Set<Tab>?`).
    /// An element of a generic parameter's type (`[T]` in `Stack<T>`) depends on the instance: unknown.
    func element(of name: String, in owner: TypeInfo, isStatic: Bool) -> ObjectResolution {
        guard let property = owner.allProperties.first(where: { $0.name == name && $0.isStatic == isStatic }),
              let text = property.type?.text, let element = SyntaxReading.elementTypeName(text),
              !owner.declaration.genericParameters.contains(element) else { return .unknown }
        if element == owner.name || element == "Self" { return .project(owner) }
        return typeNamed(element, context: owner.qualifiedName, file: owner.file)
    }

    /// When `expression` is a value of its owner's generic parameter (`$0` in `items.forEach` with `items: [Item]`
    /// in `Pile<Item>`, or `self.data` with `data: W?`): that parameter, with its constraint as written.
    public func genericParameter(of expression: ObjectExpressionFact, in file: Int) -> (owner: TypeInfo, parameter: String)? {
        let context = expression.context.flatMap { types.resolve($0, from: nil, file: file).info }
        let start: ObjectResolution, path: [ValueStep]
        switch expression.value {
        case .selfPath(let steps):
            guard let context else { return nil }
            (start, path) = (.project(context), steps)
        case .typed(let name, let steps):
            (start, path) = (typeNamed(name, context: context?.qualifiedName, file: file), steps)
        default:
            return nil
        }
        guard let last = path.last, case .project(let owner) = follow(path.dropLast(), from: start),
              let property = owner.allProperties.first(where: { $0.name == last.name && !$0.isStatic }), let text = property.type?.text else {
            return nil
        }
        let held: String?
        switch last {
        case .element: held = SyntaxReading.elementTypeName(text)
        case .property: held = property.type?.nominal
        case .call, .associatedValue: held = nil
        }
        guard let held, owner.declaration.genericParameters.contains(held) else { return nil }
        let constraint = owner.declaration.genericConstraints[held].map { ": \($0)" } ?? ""
        return (owner, held + constraint)
    }

    /// What calling `name` on `owner` returns, by its declared return type; overloads must agree.
    public func result(ofMethod name: String, of owner: TypeInfo, isStatic: Bool) -> ObjectResolution {
        let methods = owner.allFunctions.filter { $0.kind == .function && $0.name == name && $0.isStatic == isStatic }
        let returned = Set(methods.map { $0.returnType?.nominal })
        guard returned.count == 1, let only = returned.first, let typeName = only else { return .unknown }
        if methods[0].returnType?.isCollectionOrTuple == true { return .other(named: nil) }
        if owner.declaration.genericParameters.contains(typeName) { return .unknown }
        if typeName == owner.name || typeName == "Self" { return .project(owner) }
        return typeNamed(typeName, context: owner.qualifiedName, file: owner.file)
    }

    /// A static member of a written type: `Store.shared`, `Store.make()`. When several project types share
    /// the name (one per target), the one that declares the member is meant, if only one does.
    public func staticMember(_ step: ValueStep, ofTypeNamed base: String, context: String?) -> ObjectResolution {
        func declares(_ info: TypeInfo) -> Bool {
            switch step {
            case .property(let name): return info.allProperties.contains { $0.name == name && $0.isStatic }
            case .call(let name): return info.allFunctions.contains { $0.name == name && $0.isStatic }
            case .element(let name): return info.allProperties.contains { $0.name == name && $0.isStatic }
            case .associatedValue: return false
            }
        }
        func follow(_ owner: TypeInfo) -> ObjectResolution {
            switch step {
            case .property(let name): return member(name, of: owner, isStatic: true)
            case .call(let name): return result(ofMethod: name, of: owner, isStatic: true)
            case .element(let name): return element(of: name, in: owner, isStatic: true)
            case .associatedValue: return .unknown
            }
        }
        switch types.resolve(base, from: context) {
        case .project(let owner):
            let resolved = follow(owner)
            // `Store.shared` where the project does not show its type: by convention, an instance of `Store`.
            if case .unknown = resolved, case .property(let name) = step, SharedInstanceRole.isSharedInstanceMember(name)
                || Vocabulary.sampleInstanceMembers.contains(name) {
                return .project(owner)
            }
            return resolved
        case .ambiguous:
            let owners = (types.byQualifiedName[SyntaxReading.nominalName(base)] ?? []).filter(declares)
            return owners.count == 1 ? follow(owners[0]) : .unknown
        case .unknown:
            if case .property(let name) = step, SharedInstanceRole.isSharedInstanceMember(name)
                || Vocabulary.sampleInstanceMembers.contains(name) {
                return typeNamed(base, context: context)
            }
            return Vocabulary.standardValueTypes.contains(base) ? .other(named: nil) : .unknown
        }
    }

    /// One step from a value of a known project type.
    public func step(_ step: ValueStep, from owner: TypeInfo) -> ObjectResolution {
        switch step {
        case .property(let name): return member(name, of: owner, isStatic: false)
        case .call(let name): return result(ofMethod: name, of: owner, isStatic: false)
        case .element(let name): return element(of: name, in: owner, isStatic: false)
        case .associatedValue(let name, let index):
            guard let carried = owner.declaration.caseValueTypes[name], index < carried.count, let typeName = carried[index] else {
                return .unknown
            }
            return typeNamed(typeName, context: owner.qualifiedName, file: owner.file)
        }
    }

    /// Follows `steps` from a starting value.
    public func follow(_ steps: ArraySlice<ValueStep>, from start: ObjectResolution) -> ObjectResolution {
        var current = start
        for next in steps {
            guard case .project(let owner) = current else { return .unknown }
            current = step(next, from: owner)
        }
        return current
    }

    /// What a value read from the facts is, seen from the code of `context`. `contextName` names that code's
    /// type when the project has several of that name (one per target), so `context` is nil.
    /// What an expression recorded in file `file` refers to, its enclosing type seen from that file.
    public func resolve(_ expression: ObjectExpressionFact, in file: Int) -> ObjectResolution {
        let context = expression.context.flatMap { types.resolve($0, from: nil, file: file).info }
        return resolve(expression.value, context: context, contextName: expression.context)
    }

    /// The object a `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property in file `file` holds: its
    /// written type, or what its initial value resolves to. The migration's verdict, its rewrite and
    /// `legacy-property-wrapper` all ask this.
    public func held(by property: ObservationSiteFacts.WrapperProperty, in file: Int) -> ObjectResolution {
        if property.hasWrittenType {
            return property.writtenType.map { typeNamed($0, context: property.owner, file: file) } ?? .unknown
        }
        return property.initialValue.map { resolve($0, in: file) } ?? .unknown
    }

    public func resolve(_ value: ValueFact, context: TypeInfo?, contextName: String? = nil) -> ObjectResolution {
        let scope = context?.qualifiedName ?? contextName
        switch value {
        case .unknown:
            return .unknown
        case .notAnObject:
            return .other(named: nil)
        case .typed(let name, let path):
            return follow(path[...], from: typeNamed(name, context: scope, file: context?.file))
        case .selfPath(let path):
            if let context { return follow(path[...], from: .project(context)) }
            guard let contextName else { return .unknown }
            return follow(path[...], from: typeNamed(contextName, context: nil))
        case .staticMember(let base, let path):
            guard let first = path.first else { return .unknown }
            return follow(path.dropFirst(), from: staticMember(first, ofTypeNamed: base, context: scope))
        }
    }
}
