/// What the types say about a property's value: is it certainly a value, which class it holds, may its
/// owner change it.
extension TypeTable {
    /// Whether a property's type is certainly a value type: a standard value, a collection, a project struct or
    /// enum, or inferred from a literal.
    public func isCertainlyValue(_ property: PropertyFact, context: String?) -> Bool {
        if let type = property.type {
            if type.isCollectionOrTuple { return true }
            guard let nominal = type.nominal else { return false }
            if case .project(let info) = resolve(nominal, from: context) { return info.isValueType }
            if case .ambiguous = resolve(nominal, from: context) { return false }
            return Vocabulary.standardValueTypes.contains(SyntaxReading.simpleName(nominal))
        }
        switch property.initializer {
        case .literal(let kind)?: return kind != .nil
        case .construction(let name?)?:
            if case .project(let info) = resolve(name, from: context) { return info.isValueType }
            return Vocabulary.standardValueTypes.contains(SyntaxReading.simpleName(name))
        default: return false
        }
    }

    /// Whether code of `owner` may change `property`: assignments, `inout`, `$` bindings are counted by the
    /// caller; this adds method calls on it unless each called method is a known non-mutating method of the
    /// property's project value type.
    public func mayMutate(_ property: PropertyFact, of owner: TypeInfo) -> Bool {
        if owner.writes(property.name) { return true }
        let methods = owner.scopes.flatMap { $0.scope.usage.methodCalls[property.name] ?? [] }
        guard !methods.isEmpty else { return false }
        guard let typeName = heldTypeName(property), case .project(let info) = resolve(typeName, from: owner.qualifiedName),
              info.isValueType else { return true }
        let functions = info.allFunctions
        return methods.contains { method in
            let declared = functions.filter { $0.name == method }
            return declared.isEmpty || declared.contains { $0.isMutating }
        }
    }

    /// The type a property holds, from its annotation, its `T()` initialiser, or the delegate class a delegate
    /// adaptor names (`@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`).
    public func heldTypeName(_ property: PropertyFact) -> String? {
        if let nominal = property.type?.nominal { return nominal }
        if let adaptor = property.wrappers.first(where: { Vocabulary.delegateAdaptorWrappers.contains($0.name) }),
           let type = adaptor.typeArgument {
            return type
        }
        if case .construction(let name?)? = property.initializer { return name }
        return nil
    }
}
