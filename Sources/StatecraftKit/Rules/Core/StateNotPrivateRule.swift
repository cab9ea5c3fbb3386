struct StateNotPrivateRule: Rule {
    static let description = RuleDescription(
        id: "state-not-private",
        severity: .info,
        summary: "`@State` and `@StateObject` properties of a view should be private",
        rationale: """
            `@State` and `@StateObject` hold storage the view owns. SwiftUI sets their value once, when the view \
            first appears; a caller that passes a value through the memberwise initialiser only sets the initial \
            value, and later changes from the parent are silently ignored. Making them `private` states that \
            ownership and makes that mistake impossible. To receive a value from a parent, use a plain `let`, \
            `@Binding`, or an observable object passed in. While no caller passes a value, nothing is wrong yet: \
            the finding is information, and `fix` makes the property private.
            """,
        exclusions: """
            `private` and `fileprivate` state; `@Previewable @State` inside `#Preview`; views with their own \
            `init` (it hides the memberwise initialiser, so no caller can set the state); state with no initial \
            value and state a caller passes, which `state-copies-parameter` reports when the copy loses updates; \
            state an extension in another file uses, which `private` would hide from it; state that fills a \
            requirement of a protocol the view adopts.
            """,
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
                protocol Expandable { var isExpanded: Bool { get } }
                struct SectionRow: View, Expandable {
                    @State var isExpanded = false
                    var body: some View { Text(isExpanded ? "Less" : "More") }
                }
                """),
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
            RuleExample("""
                struct Navigator: View {
                    @State var isExpanded = false
                    var body: some View { Text("Files").contextMenu { menu } }
                }
                ---
                extension Navigator {
                    var menu: some View { Button("Expand") { isExpanded.toggle() } }
                }
                """),
            RuleExample("""
                extension Player {
                    struct Controls: View {
                        @State var isBoosting = false
                        var body: some View { Text("phone") }
                    }
                }
                ---
                extension Player {
                    struct Controls: View {
                        @State var isBoosting = false
                        var body: some View { Text("tv") }
                    }
                }
                ---
                extension Player.Controls {
                    func boost() { isBoosting = true }
                }
                """),
            RuleExample("""
                struct SearchField: View {
                    @State var query = ""
                    let placeholder: String
                    init(placeholder: String) { self.placeholder = placeholder }
                    var body: some View { TextField(placeholder, text: $query) }
                }
                """),
            RuleExample("""
                struct Stepper: View {
                    @State var value = 1
                    @State var title: String
                    var body: some View { Text("\\(title) \\(value)") }
                }
                ---
                struct Settings: View {
                    var body: some View { Stepper(value: 5, title: "Count") }
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
        for view in file.views {
            // An explicit initialiser hides the memberwise one: no caller can reach the state.
            guard !view.declaration.scope.functions.contains(where: { $0.kind == .initializer }) else { continue }
            let required = file.index.types.requiredProperties(of: view)
            for property in view.declaration.scope.properties where !property.isPrivate && property.hasInitialValue {
                // An extension in another file that uses it needs it visible: `private` would not compile.
                guard let wrapper = property.wrappers.first(where: { $0.name == "State" || $0.name == "StateObject" }),
                      !file.index.dataflow.someCallerPasses(property.name, to: view.qualifiedName),
                      OtherFileUse.file(using: property.name, of: view, in: file.index) == nil,
                      !required.contains(property.name) else { continue }
                var violation = Violation(property.position, """
                    `@\(wrapper.name) var \(property.name)` is not private, so the memberwise initialiser lets a caller \
                    pass a value that would only set its first value; no caller does yet: make it `private`
                    """)
                PrivatePropertyPlan.decide(&violation, property, of: view, index: file.index)
                violations.append(violation)
            }
        }
        return violations
    }
}
