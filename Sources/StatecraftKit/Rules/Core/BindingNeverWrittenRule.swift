struct BindingNeverWrittenRule: Rule {
    static let description = RuleDescription(
        id: "binding-never-written",
        severity: .info,
        summary: "A `@Binding` the view only reads should be a plain value",
        rationale: """
            A `@Binding` gives a view write access to state it does not own. When the view never writes the \
            value and never passes it on as a binding, the write access is unused and the signature promises \
            more than it needs: take a plain `let` instead, and SwiftUI still re-renders the view when the \
            parent's value changes.
            """,
        exclusions: """
            Any assignment or mutating call, `$x` passed to a control or child, `inout` use; representable views, \
            whose coordinators write through `parent`.
            """,
        triggering: [
            RuleExample("""
                struct DistanceLabel: View {
                    @Binding var ↓unit: String
                    var body: some View { Text(unit) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct UnitPicker: View {
                    @Binding var unit: String
                    @Binding var isOn: Bool
                    @Binding var items: [String]
                    var body: some View {
                        Picker("Unit", selection: $unit) { Text("km").tag("km") }
                        Button("Flip") { isOn.toggle() }
                        Button("Clear") { items.removeAll() }
                    }
                }
                """),
            RuleExample("""
                struct NameField: View {
                    @Binding var name: String
                    init(name: Binding<String>) { _name = name }
                    var body: some View { Button("Reset") { name = "" } }
                }
                """),
            RuleExample("""
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    func makeUIView(context: Context) -> UISearchBar { UISearchBar() }
                    func updateUIView(_ view: UISearchBar, context: Context) { view.text = text }
                }
                """),
        ])


    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views where !file.index.types.conforms(view, toAny: Vocabulary.representables) {
            let initializerStorageWrites = view.allAssignments.filter { $0.inInitializer }.map(\.target)
            for property in view.declaration.scope.properties where property.hasWrapper("Binding") {
                let setupWrites = initializerStorageWrites.filter { $0 == "_" + property.name }.count
                guard !file.index.types.mayMutate(property, of: view), !view.projects(property.name),
                      view.storageAccessCount(property.name) == setupWrites else { continue }
                violations.append(Violation(property.position, """
                    `@Binding var \(property.name)` is never written or passed on as a binding: the view only reads \
                    it; take a plain `let \(property.name)` instead
                    """))
            }
        }
        return violations
    }
}
