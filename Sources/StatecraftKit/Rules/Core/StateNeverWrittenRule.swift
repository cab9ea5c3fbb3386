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
            Any assignment, mutating method call, `$x` binding or `inout` pass, also in an extension Statecraft \
            could not tie to one of several same-named types; state without an initial value (set by an \
            initialiser); a fresh identity or time (`UUID()`, `Date()`, `.now`) that `@State` keeps stable across \
            re-initialisations, where a `let` would change on every one; reference types and types Statecraft \
            cannot resolve.
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
            RuleExample("""
                struct TrailRow: View {
                    @State private var ↓isExpanded = false
                    var body: some View { Text("Trail") }
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
                struct MediaOverlay: View {
                    @State private var space = AnyHashable(UUID())
                    @State private var openedAt = Date.now
                    var body: some View { Color.clear.coordinateSpace(name: space).help(openedAt.formatted()) }
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
                      view.storageAccessCount(property.name) == 0, !keepsFreshValue(property),
                      !usedInUntiedExtension(property.name, of: view, file) else { continue }
                let isRead = view.reads(property.name)
                violations.append(Violation(property.position, isRead ? """
                    `@State var \(property.name)` is never changed: nothing assigns, mutates or binds it, so it is a \
                    constant; declare it with `let`
                    """ : """
                    `@State var \(property.name)` is never changed or read: remove it
                    """))
            }
        }
        return violations
    }

    /// `UUID()`, `Date()`, `Date.now`, `AnyHashable(UUID())`: a value that differs on every evaluation, which
    /// `@State` evaluates once.
    private func keepsFreshValue(_ property: PropertyFact) -> Bool {
        switch property.initializer {
        case .construction(let name?)?: return Vocabulary.freshValueTypes.contains(SyntaxReading.simpleName(name))
        case .staticMember(let base, let member)?: return base == "Date" && member == "now"
        default: return false
        }
    }

    /// Extensions Statecraft could not tie to one of several same-named types (`extension Player.Controls` when
    /// each platform declares its own `Controls`) may be this view's.
    private func usedInUntiedExtension(_ name: String, of view: TypeInfo, _ file: FileContext) -> Bool {
        (file.index.types.externalExtensions[view.name] ?? []).contains { scope in
            let usage = scope.scope.usage
            return usage.writes[name] != nil || usage.projections[name] != nil || usage.methodCalls[name] != nil
                || usage.storageAccesses[name] != nil
        }
    }
}
