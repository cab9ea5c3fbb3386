struct StoredDerivedStateRule: Rule {
    static let description = RuleDescription(
        id: "stored-derived-state",
        severity: .warning,
        optIn: true,
        summary: "State that is only ever computed from other state should be a computed property",
        rationale: """
            A `@State` value that is only assigned from other properties in `.onChange`, or a view model property \
            that a synchronous method only re-assigns from other stored properties (`applyFilters()`), is a second \
            copy of data the type already has. It is one update behind, falls out of sync when a source changes \
            without the refresh being called, and costs an extra render. Compute it instead: a computed property \
            is always current. \
            The rule is opt-in: on real apps most stored copies were previous-value snapshots, baselines for \
            "has it changed" checks or latches, which a reading of the assignments cannot tell from derived state.
            """,
        exclusions: """
            State the user edits (`$x`), view model properties other types may assign (not `private(set)`), \
            snapshots restored into their source, values assigned from `await`ed work or inside tasks (expensive caches), \
            accumulations (`x += …`, values that read `x` itself), values that use a method's parameters, state \
            assigned outside `.onChange`/`.onAppear` (views) or outside synchronous methods (view models).
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
            RuleExample("""
                @Observable @MainActor final class TrailListViewModel {
                    var trails: [Trail] = []
                    var query = "" { didSet { applyFilter() } }
                    private(set) var ↓visible: [Trail] = []
                    func applyFilter() { visible = trails.filter { $0.name.contains(query) } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class TrailListViewModel {
                    var trails: [Trail] = []
                    var query = ""
                    private(set) var ranked: [Trail] = []
                    private let ranker: TrailRanker
                    init(ranker: TrailRanker) { self.ranker = ranker }
                    var visible: [Trail] { trails.filter { $0.name.contains(query) } }
                    func rank() async { ranked = await ranker.rank(trails) }
                    func select(_ limit: Int) { ranked = Array(trails.prefix(limit)) }
                }
                """),
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
        for model in file.viewModels { violations += viewModelViolations(model) }
        return violations
    }

    /// A stored property that only synchronous methods assign, each time from other stored properties alone.
    private func viewModelViolations(_ model: TypeInfo) -> [Violation] {
        let storedNames = Set(model.storedProperties.map(\.name))
        var violations: [Violation] = []
        // Only the type itself may assign it: views writing `model.x` (a Toggle's binding) make it editable state.
        for property in model.storedProperties where !property.isLet && property.wrappers.isEmpty && property.hasPrivateSetter {
            let name = property.name
            // Subscriptions and task handles are assigned from other properties (`publisher.sink { … }`) too.
            let typeText = property.type?.text ?? ""
            if typeText.contains("Cancellable") || typeText.contains("Task") || name.lowercased().contains("cancellable") { continue }
            let writes = model.allAssignments.filter { $0.target == name && !$0.inInitializer }
            guard !writes.isEmpty, writes.count == model.writeCount(name), !model.projects(name),
                  !model.scopes.contains(where: { $0.scope.usage.methodCalls[name] != nil }) else { continue }
            var methods = Set<String>()
            let derived = writes.allSatisfy { assignment in
                guard !assignment.valueHasAwait, !assignment.valueNames.contains(name),
                      !assignment.enclosingCalls.contains(where: { $0 == "Task" || $0 == "sink" || $0 == "receive" }),
                      let function = function(of: assignment, in: model), function.kind == .function, !function.isAsync,
                      assignment.valueNames.isDisjoint(with: function.parameterNames) else { return false }
                methods.insert(function.name)
                return !assignment.valueNames.intersection(storedNames.subtracting([name])).isEmpty
            }
            guard derived else { continue }
            // A snapshot restored into its source (`original = items` … `items = original`) is not derived.
            let sources = Set(writes.flatMap(\.valueNames)).intersection(storedNames)
            if model.allAssignments.contains(where: { sources.contains($0.target) && $0.valueNames.contains(name) }) { continue }
            let where_ = methods.sorted().map { "`\($0)()`" }.joined(separator: ", ")
            violations.append(Violation(property.position, """
                `\(name)` in view model `\(model.name)` is only assigned from other stored properties (in \(where_)): \
                it goes stale whenever they change without that call; make it a computed property
                """))
        }
        return violations
    }

    private func function(of assignment: AssignmentFact, in model: TypeInfo) -> FunctionFact? {
        guard case .function(let index)? = assignment.member else { return nil }
        // Assignments carry their member index within their own scope; find the scope that holds this assignment.
        for scope in model.scopes where index < scope.scope.functions.count {
            if scope.scope.usage.assignments.contains(where: { $0.position == assignment.position && $0.target == assignment.target }) {
                return scope.scope.functions[index]
            }
        }
        return nil
    }
}
