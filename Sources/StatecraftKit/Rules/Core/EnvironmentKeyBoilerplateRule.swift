struct EnvironmentKeyBoilerplateRule: Rule {
    static let description = RuleDescription(
        id: "environment-key-boilerplate",
        severity: .info,
        summary: "A custom environment value written out as a key type and a get/set pair, where `@Entry` does it",
        rationale: """
            A custom environment value used to take a type conforming to `EnvironmentKey` with a `defaultValue`, \
            and a property in `extension EnvironmentValues` reading and writing `self[Key.self]`. Since Xcode 16, \
            `@Entry var accent: Color = .orange` in that extension generates both, for any deployment target. \
            The same holds for focused values, transactions and container values. One line instead of two \
            declarations in two places, and no key type to keep in step with the property.
            """,
        exclusions: """
            Keys that declare more than their default value (a key type with other members or conformances is \
            more than boilerplate); stored defaults built once, an object or a closure's result \
            (`static let defaultValue = Navigator()`), which `@Entry` would build again at every read that finds \
            no value, as it makes the default a computed property; get-only accessors; accessors that do more than read and write the key; \
            key types Statecraft cannot find in the project.
            """,
        triggering: [
            RuleExample("""
                struct AccentKey: EnvironmentKey {
                    static let defaultValue: Color = .orange
                }
                extension EnvironmentValues {
                    var ↓accent: Color {
                        get { self[AccentKey.self] }
                        set { self[AccentKey.self] = newValue }
                    }
                }
                """),
            RuleExample("""
                extension FocusedValues {
                    var ↓selectedNote: Note? {
                        get { return self[SelectedNoteKey.self] }
                        set { self[SelectedNoteKey.self] = newValue }
                    }
                }
                ---
                private struct SelectedNoteKey: FocusedValueKey {
                    typealias Value = Note
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                extension EnvironmentValues {
                    @Entry var accent: Color = .orange
                }
                """),
            RuleExample("""
                @Observable final class Navigator { var path: [String] = [] }
                private struct NavigatorKey: EnvironmentKey {
                    static let defaultValue = Navigator()
                }
                extension EnvironmentValues {
                    var navigator: Navigator {
                        get { self[NavigatorKey.self] }
                        set { self[NavigatorKey.self] = newValue }
                    }
                }
                """),
            RuleExample("""
                struct SessionKey: EnvironmentKey {
                    static var defaultValue: Session { .guest }
                    static func reset() {}
                }
                extension EnvironmentValues {
                    var session: Session {
                        get { self[SessionKey.self] }
                        set { self[SessionKey.self] = newValue }
                    }
                    var isSignedIn: Bool { self[SessionKey.self].isSignedIn }
                }
                """),
            RuleExample("""
                struct AccentKey: EnvironmentKey { static let defaultValue: Color = .orange }
                extension EnvironmentValues {
                    var accent: Color {
                        get { self[AccentKey.self] }
                        set {
                            Log.record(newValue)
                            self[AccentKey.self] = newValue
                        }
                    }
                }
                """),
        ])

    /// The containers `@Entry` declares values in, and the key protocol each one's hand-written keys conform to.
    private static let containers = [
        "EnvironmentValues": "EnvironmentKey", "FocusedValues": "FocusedValueKey",
        "Transaction": "TransactionKey", "ContainerValues": "ContainerValueKey",
    ]

    func check(_ file: FileContext) -> [Violation] {
        file.facts.extensions.flatMap { ext -> [Violation] in
            guard let keyProtocol = Self.containers[SyntaxReading.simpleName(ext.extendedType)] else { return [] }
            return ext.scope.properties.compactMap { property -> Violation? in
                guard let keyName = property.keyedAccessor,
                      case .project(let key) = file.index.types.resolve(keyName, from: nil),
                      Self.isPlainKey(key, conformingTo: keyProtocol, types: file.index.types) else { return nil }
                let type = property.type.map { ": \($0.text)" } ?? ""
                let entry = keyProtocol == "FocusedValueKey" ? "`@Entry var \(property.name)\(type)`"
                    : "`@Entry var \(property.name)\(type) = …` with the key's default value"
                return Violation(property.position, """
                    `\(property.name)` is written out as the key `\(key.name)` and a get/set pair: declare \(entry) \
                    in the extension instead, and `\(key.name)` is no longer needed
                    """)
            }
        }
    }

    /// A struct or enum conforming to the key protocol and nothing else, that declares its default value and no
    /// other member, a default `@Entry` gives the same value.
    private static func isPlainKey(_ key: TypeInfo, conformingTo keyProtocol: String, types: TypeTable) -> Bool {
        guard key.kind == .struct || key.kind == .enum else { return false }
        guard key.inherited.map(SyntaxReading.simpleName) == [keyProtocol] else { return false }
        let properties = key.allProperties
        guard properties.allSatisfy({ $0.isStatic && $0.name == "defaultValue" }), key.allFunctions.isEmpty else { return false }
        // A focused value key needs no default value: `typealias Value = Note` is all it declares.
        guard let defaultValue = properties.first else { return properties.isEmpty && keyProtocol == "FocusedValueKey" }
        return properties.count == 1 && keepsMeaning(defaultValue, of: key, types: types)
    }

    /// `@Entry` makes the default a computed property, evaluated at each read that finds no value set. A stored
    /// default built once (`static let defaultValue = Navigator()`, a closure run once) would become a new object
    /// at every read; literals, enum cases, shared instances and project value types stay the same value.
    private static func keepsMeaning(_ defaultValue: PropertyFact, of key: TypeInfo, types: TypeTable) -> Bool {
        if defaultValue.isComputed || defaultValue.initialConstant != nil { return true }
        switch defaultValue.initializer {
        case .literal?: return true
        case .staticMember(_, let member)?: return Vocabulary.sharedInstanceMembers.contains(member)
        case .construction(let name?)?:
            guard case .project(let type) = types.resolve(name, from: key.qualifiedName) else { return false }
            return type.kind == .struct || type.kind == .enum
        default: return false
        }
    }
}
