/// Questions the architecture rules share: which classes are services, which types of a file are view models.
extension ProjectIndex {
    static let serviceSuffixes = ["Service", "Client", "Repository", "Store", "Manager", "API", "Provider", "Gateway"]

    /// A project class or actor that looks like a service: a Service/Client/Repository/Store/Manager… name, or
    /// async (and, with `countThrowing`, throwing) methods. View models and SwiftData models never are.
    func isServiceLike(_ info: TypeInfo, countThrowing: Bool = false, suffixes: [String] = ProjectIndex.serviceSuffixes) -> Bool {
        guard info.isClass || info.kind == .actor else { return false }
        if ["ViewModel", "VM", "Model"].contains(where: { info.name.hasSuffix($0) }) { return false }
        if suffixes.contains(where: { info.name.hasSuffix($0) }) { return true }
        return info.allFunctions.contains { $0.kind == .function && ($0.isAsync || (countThrowing && $0.isThrowing)) }
    }

    /// Classes of the project whose superclass is `info`.
    func hasProjectSubclass(_ info: TypeInfo) -> Bool {
        types.byQualifiedName.values.contains { $0.contains { $0.isClass && projectSuperclass(of: $0) === info } }
    }
}

extension FileContext {
    /// The view models declared in this file.
    var viewModels: [TypeInfo] { types.filter { architecture.model.isViewModel($0) } }
}

extension TypeInfo {
    /// Stored instance properties, declared in the type body (extensions cannot add stored properties).
    var storedProperties: [PropertyFact] {
        declaration.scope.properties.filter { !$0.isStatic && !$0.isComputed }
    }
}

enum ListFormat {
    /// `a`, `a and b`, `a, b and c`.
    static func and(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
