/// Questions the architecture rules share: which classes are services, which types of a file are view models.
extension ProjectIndex {
    /// Names that say "service", shared by every rule that asks.
    static let serviceSuffixes = ["Service", "Client", "Repository", "Store", "Manager", "API", "Gateway"]

    static func hasServiceName(_ name: String) -> Bool { serviceSuffixes.contains { name.hasSuffix($0) } }

    /// A project class or actor that looks like a service: a Service/Client/Repository/Store/Manager… name, or
    /// async (and, with `countThrowing`, throwing) methods. View models and SwiftData models never are.
    func isServiceLike(_ info: TypeInfo, countThrowing: Bool = false) -> Bool {
        guard info.isClass || info.kind == .actor else { return false }
        if ["ViewModel", "VM", "Model"].contains(where: { info.name.hasSuffix($0) }) { return false }
        if Self.hasServiceName(info.name) { return true }
        return info.allFunctions.contains { $0.kind == .function && ($0.isAsync || (countThrowing && $0.isThrowing)) }
    }

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
