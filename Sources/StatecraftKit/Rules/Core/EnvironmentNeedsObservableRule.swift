struct EnvironmentNeedsObservableRule: Rule {
    static let description = RuleDescription(
        id: "environment-needs-observable",
        severity: .error,
        summary: "`@Environment(T.self)` where `T` is not an `@Observable` class",
        rationale: """
            Reading an object by type from the environment (`@Environment(T.self)`) works only for `@Observable` \
            classes: that is what `.environment(object)` injects. An `ObservableObject` is injected with \
            `.environmentObject` and read with `@EnvironmentObject`; a plain class or a struct cannot be read by \
            type at all. Mark the class `@Observable`, or use the matching pair of APIs.
            """,
        exclusions: "`@Observable` classes; key-path reads such as `@Environment(\\.dismiss)`; types Statecraft cannot resolve.",
        triggering: [
            RuleExample("""
                final class Library: ObservableObject { @Published var books: [String] = [] }
                struct Shelf: View {
                    @Environment(Library.self) private var ↓library
                    var body: some View { Text("\\(library.books.count)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class Library { var books: [String] = [] }
                struct Shelf: View {
                    @Environment(Library.self) private var library
                    @Environment(\\.dismiss) private var dismiss
                    @Environment(ExternalStore.self) private var external
                    var body: some View { Text("\\(library.books.count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types {
            for property in type.declaration.scope.properties {
                guard let wrapper = property.wrapper("Environment"), let typeName = wrapper.typeArgument else { continue }
                let advice: String
                switch file.index.types.observability(ofTypeNamed: typeName, from: type.qualifiedName) {
                case .observableObject:
                    advice = "it is an `ObservableObject`: read it with `@EnvironmentObject`, or migrate the class to `@Observable`"
                case .plainClass: advice = "it is a class that is not `@Observable`: mark it `@Observable`"
                case .valueType: advice = "it is a value type: define an environment key (`@Entry`) for it instead"
                default: continue
                }
                violations.append(Violation(property.position, """
                    `@Environment(\(typeName).self)` only works with `@Observable` classes; \(advice)
                    """))
            }
        }
        return violations
    }
}
