struct StateNeverWrittenRule: Rule {
    static let description = RuleDescription(
        id: "state-never-written",
        severity: .info,
        summary: "A `@State` value that nothing ever changes is a constant",
        rationale: """
            `@State` asks SwiftUI to keep storage alive and watch it for changes. When no code of the view (its \
            declaration and every extension, in any file) assigns, mutates or binds the value, that machinery does \
            nothing: declare a `let` (or a `static let`) instead and the intent is plain.
            """,
        exclusions: """
            Any assignment, mutating method call, `$x` binding or `inout` pass; state without an initial value \
            (set by an initialiser); reference types and types Statecraft cannot resolve.
            """,
        triggering: [
            RuleExample("""
                struct HeaderView: View {
                    @State private var ↓title = "Hikes"
                    var body: some View { Text(title) }
                }
                """),
            RuleExample("""
                struct GridView: View {
                    @State private var ↓columns: [String] = ["A", "B"]
                    var body: some View { ForEach(columns, id: \\.self) { Text($0) } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct CounterView: View {
                    @State private var count = 0
                    @State private var name = ""
                    @State private var tags: [String] = []
                    @State private var isOn = false
                    var body: some View {
                        Button("Add") { count += 1 }
                        TextField("Name", text: $name)
                        Button("Tag") { tags.append(name) }
                        Toggle("On", isOn: $isOn)
                    }
                }
                """),
            RuleExample("""
                struct EditorView: View {
                    @State private var draft = ""
                    var body: some View { Text(draft) }
                }
                extension EditorView {
                    func reset() { draft = "" }
                }
                """),
            RuleExample("""
                struct SessionView: View {
                    @State private var session = Session()
                    var body: some View { Text(session.name) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views {
            for property in view.declaration.scope.properties where property.hasWrapper("State") {
                guard property.hasInitialValue,
                      file.index.types.isCertainlyValue(property, context: view.qualifiedName),
                      !file.index.types.mayMutate(property, of: view), !view.projects(property.name),
                      view.storageAccessCount(property.name) == 0 else { continue }
                violations.append(Violation(property.position, """
                    `@State var \(property.name)` is never changed: nothing assigns, mutates or binds it, so it is a \
                    constant; declare it with `let`
                    """))
            }
        }
        return violations
    }
}
