struct StoredDerivedStateRule: Rule {
    static let description = RuleDescription(
        id: "stored-derived-state",
        severity: .warning,
        summary: "`@State` that is only ever computed from other state should be a computed property",
        rationale: """
            A `@State` value that is only assigned from other properties in `.onChange` is a second copy of data \
            the view already has. It is one update behind, can fall out of sync when the source changes from \
            elsewhere, and costs an extra render. Compute it instead: a computed property is always current.
            """,
        exclusions: """
            State the user edits (`$x`), values assigned from `await`ed work (expensive caches), accumulations \
            (`x += …`, values that read `x` itself), and state assigned outside `.onChange`/`.onAppear`.
            """,
        triggering: [
            RuleExample("""
                struct TrailList: View {
                    let trails: [Trail]
                    @State private var query = ""
                    @State private var ↓visible: [Trail] = []
                    var body: some View {
                        List(visible) { Text($0.name) }
                            .searchable(text: $query)
                            .onAppear { visible = trails }
                            .onChange(of: query) { visible = trails.filter { $0.name.contains(query) } }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct TrailList: View {
                    let trails: [Trail]
                    @State private var query = ""
                    private var visible: [Trail] { trails.filter { $0.name.contains(query) } }
                    var body: some View { List(visible) { Text($0.name) }.searchable(text: $query) }
                }
                """),
            RuleExample("""
                struct SearchScreen: View {
                    @Environment(SearchService.self) private var service
                    @State private var query = ""
                    @State private var results: [Trail] = []
                    var body: some View {
                        List(results) { Text($0.name) }
                            .onChange(of: query) {
                                Task { results = await service.search(query) }
                            }
                    }
                }
                """),
            RuleExample("""
                struct Editor: View {
                    let note: Note
                    @State private var draft = ""
                    @State private var history: [String] = []
                    var body: some View {
                        TextField("Note", text: $draft)
                            .onChange(of: note) { draft = note.text }
                            .onChange(of: draft) { history = history + [draft] }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views {
            let assignments = view.allAssignments
            let storedNames = Set(view.allProperties.filter { !$0.isComputed && !$0.isStatic }.map(\.name))
            for property in view.declaration.scope.properties where property.hasWrapper("State") {
                let name = property.name
                let writes = assignments.filter { $0.target == name }
                guard !writes.isEmpty, writes.count == view.writeCount(name), !view.projects(name),
                      !view.scopes.contains(where: { $0.scope.usage.methodCalls[name] != nil }),
                      view.storageAccessCount(name) == 0 else { continue }
                let derived = writes.allSatisfy { assignment in
                    guard !assignment.valueHasAwait, !assignment.valueNames.contains(name),
                          let closure = assignment.enclosingCalls.first(where: { !$0.isEmpty }),
                          closure == "onChange" || closure == "onAppear" else { return false }
                    return !assignment.valueNames.intersection(storedNames.subtracting([name])).isEmpty
                }
                guard derived, writes.contains(where: { $0.enclosingCalls.first == "onChange" }) else { continue }
                violations.append(Violation(property.position, """
                    `@State var \(name)` is only assigned from other properties in `.onChange`: it is a stale copy \
                    of data the view already has; make it a computed property
                    """))
            }
        }
        return violations
    }
}
