/// Shared instances: `Store.shared`, `Session.current`, a class that holds its own app-wide instance.
public struct SharedInstanceRole: Sendable {
    let types: TypeTable

    /// `shared`, `default`, `standard`, `current`, `main`, `instance`.
    public static func isSharedInstanceMember(_ name: String) -> Bool {
        Vocabulary.sharedInstanceMembers.contains(name)
    }

    /// The type a property takes a shared instance of: `UserSession` for `var session = UserSession.shared`.
    public static func sharedInstanceType(of property: PropertyFact) -> String? {
        guard case .staticMember(let base, let member)? = property.initializer, isSharedInstanceMember(member) else { return nil }
        return base
    }

    /// A class that is its own app-wide instance: `static let shared = Session()` inside `Session`.
    public func isOwnSharedInstance(_ info: TypeInfo) -> Bool {
        guard info.isClass else { return false }
        return info.declaration.scope.properties.contains { property in
            guard property.isStatic, Self.isSharedInstanceMember(property.name) else { return false }
            let held = types.heldTypeName(property).map(SyntaxReading.simpleName)
            return held == info.name || held == "Self"
        }
    }
}
