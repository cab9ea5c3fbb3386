struct DynamicPropertyNotPrivateRule: Rule {
    static let description = RuleDescription(
        id: "dynamic-property-not-private",
        severity: .info,
        optIn: true,
        summary: "Environment, focus, gesture and storage properties of a view should be private",
        rationale: """
            SwiftUI fills `@Environment`, `@EnvironmentObject`, `@FocusState`, `@GestureState`, `@ScaledMetric`, \
            `@AppStorage` and `@SceneStorage` itself; no caller can meaningfully set them. Leaving them internal \
            puts them in the memberwise initialiser and the view's interface for nothing. Mark them `private`. \
            Nothing goes wrong at run time either way (a caller cannot replace what SwiftUI provides), so this \
            is a style rule: opt in when the team wants every view's interface kept tight.
            """,
        exclusions: """
            `@Binding`, `@Bindable`, `@ObservedObject` and plain `let`/`var` properties: callers pass those. A property \
            that fills a requirement of a protocol the view adopts, which `private` would leave unfilled.
            """,
        triggering: [
            RuleExample("""
                struct DetailView: View {
                    @Environment(\\.dismiss) var ↓dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """),
            RuleExample("""
                struct LoginForm: View {
                    @FocusState var ↓focusedField: Field?
                    @AppStorage("username") public var ↓username = ""
                    var body: some View { TextField("Name", text: $username).focused($focusedField, equals: .name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct DetailView: View {
                    @Environment(\\.dismiss) private var dismiss
                    @Environment(Library.self) private var library
                    @Binding var isPresented: Bool
                    @Bindable var book: Book
                    @ObservedObject var legacy: LegacyModel
                    let title: String
                    var body: some View { Text(title) }
                }
                """),
            RuleExample("""
                struct TokenProvider {
                    @AppStorage("token") var token = ""
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                struct DetailView: View {
                    @Environment(\\.dismiss) var dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """, """
                struct DetailView: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for (view, scope) in file.viewScopes {
            let required = file.index.types.requiredProperties(of: view)
            for property in scope.properties where !property.isPrivate {
                guard let wrapper = property.wrappers.first(where: { Vocabulary.systemFilledWrappers.contains($0.name) }),
                      !required.contains(property.name) else { continue }
                var violation = Violation(property.position, """
                    `@\(wrapper.name)\(argument(wrapper)) var \(property.name)` is not private: SwiftUI provides its value and no caller \
                    can set it; make it `private`
                    """)
                PrivatePropertyPlan.decide(&violation, property, of: view, index: file.index)
                violations.append(violation)
            }
        }
        return violations
    }

    private func argument(_ wrapper: AttributeFact) -> String {
        if let type = wrapper.typeArgument { return "(\(type).self)" }
        if let keyPath = wrapper.keyPathArgument { return "(\\.\(keyPath))" }
        return ""
    }
}
