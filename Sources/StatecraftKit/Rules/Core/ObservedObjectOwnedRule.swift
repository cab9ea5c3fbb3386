struct ObservedObjectOwnedRule: Rule {
    static let description = RuleDescription(
        id: "observed-object-owned",
        severity: .error,
        summary: "`@ObservedObject var x = T()` creates an object the view does not own",
        rationale: """
            `@ObservedObject` watches an object someone else owns; it does not keep it alive. Creating the object \
            in the property's initial value makes a new instance every time the parent re-creates the view, and \
            all its state is lost. Own it with `@StateObject private var` (or `@State` with an `@Observable` \
            class), or pass the object in from its owner.
            """,
        exclusions: "`@ObservedObject var x: T` passed in by the caller; shared instances such as `T.shared`.",
        triggering: [
            RuleExample("""
                struct Badge: View {
                    @ObservedObject var ↓list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Badge: View {
                    @ObservedObject var list: ShoppingList
                    @ObservedObject var settings = AppSettings.shared
                    @StateObject private var owned = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                final class ShoppingList: ObservableObject { @Published var count = 0 }
                struct Badge: View {
                    @ObservedObject var list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """, """
                final class ShoppingList: ObservableObject { @Published var count = 0 }
                struct Badge: View {
                    @StateObject private var list = ShoppingList()
                    var body: some View { Text("\\(list.count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for (view, scope) in file.viewScopes {
            for property in scope.properties where property.hasWrapper("ObservedObject") {
                guard case .construction(let typeName)? = property.initializer else { continue }
                let name = typeName ?? "the object"
                let owner = file.index.types.observability(ofTypeNamed: typeName, from: view.qualifiedName) == .observable
                    ? "`@State private var`" : "`@StateObject private var`"
                violations.append(Violation(property.position, """
                    `@ObservedObject var \(property.name)` creates \(typeName.map { "`\($0)`" } ?? name) but does not \
                    own it: it is re-created whenever the parent rebuilds the view and its state is lost; use \
                    \(owner), or pass the object in
                    """))
            }
        }
        return violations
    }
}
