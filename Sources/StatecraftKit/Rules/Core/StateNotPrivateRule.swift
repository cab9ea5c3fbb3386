struct StateNotPrivateRule: Rule {
    static let description = RuleDescription(
        id: "state-not-private",
        severity: .warning,
        summary: "`@State` and `@StateObject` properties of a view should be private",
        rationale: """
            `@State` and `@StateObject` hold storage the view owns. SwiftUI sets their value once, when the view \
            first appears; a caller that passes a value through the memberwise initialiser only sets the initial \
            value, and later changes from the parent are silently ignored. Making them `private` states that \
            ownership and makes that mistake impossible. To receive a value from a parent, use a plain `let`, \
            `@Binding`, or an observable object passed in.
            """,
        exclusions: "`private` and `fileprivate` state; `@Previewable @State` inside `#Preview`.",
        triggering: [
            RuleExample("""
                struct CounterView: View {
                    @State var ↓count = 0
                    var body: some View { Text("\\(count)") }
                }
                """),
            RuleExample("""
                struct SettingsScreen: View {
                    @StateObject var ↓model = SettingsModel()
                    var body: some View { Text(model.title) }
                }
                """),
            RuleExample("""
                struct Row: View {
                    @State internal var ↓isExpanded: Bool = false
                    var body: some View { Text("row") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct CounterView: View {
                    @State private var count = 0
                    @State fileprivate var step = 1
                    var body: some View { Text("\\(count)") }
                }
                """),
            RuleExample("""
                #Preview {
                    @Previewable @State var value = 3
                    Stepper("Value", value: $value)
                }
                """),
            RuleExample("""
                final class NotAView {
                    @State var count = 0
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                struct CounterView: View {
                    @State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """, """
                struct CounterView: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for (_, scope) in file.viewScopes {
            for property in scope.properties where !property.isPrivate {
                guard let wrapper = property.wrappers.first(where: { $0.name == "State" || $0.name == "StateObject" }) else {
                    continue
                }
                violations.append(Violation(property.position, """
                    `@\(wrapper.name) var \(property.name)` is not private: the view owns this state and a value \
                    passed by a caller only sets its first value; make it `private` (use `let` or `@Binding` to \
                    receive data from the parent)
                    """))
            }
        }
        return violations
    }
}
