struct ScreenWithoutPreviewRule: Rule {
    static let description = RuleDescription(
        id: "screen-without-preview",
        severity: .info,
        optIn: true,
        summary: "A screen that no preview shows, in a project that uses previews",
        rationale: """
            A preview is the cheapest check that a screen still builds and draws with the environment it needs: \
            it fails when a required object is missing, and it shows each state the screen can be in. A screen \
            no preview shows is only ever seen by running the app to it. The rule looks at screens only (what a \
            scene, tab, navigation stack, destination or presentation shows; not their components), and only \
            in projects that have previews at all.
            """,
        exclusions: """
            Components (views a screen builds); screens a `#Preview` or `PreviewProvider` builds, directly or \
            through a helper or modifier of the project; projects with no preview anywhere (a team that does not \
            use previews); views in test files.
            """,
        triggering: [
            RuleExample("""
                struct InboxScreen: View {
                    @State private var filter = ""
                    var body: some View { NavigationStack { Text("Inbox \\(filter)").navigationDestination(for: Int.self) { ThreadScreen(id: $0) } } }
                }
                struct ↓ThreadScreen: View {
                    let id: Int
                    @State private var draft = ""
                    var body: some View { TextField("Reply", text: $draft) }
                }
                #Preview { InboxScreen() }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct InboxScreen: View {
                    @State private var filter = ""
                    var body: some View { NavigationStack { Text("Inbox \\(filter)").navigationDestination(for: Int.self) { ThreadScreen(id: $0) } } }
                }
                struct ThreadScreen: View {
                    let id: Int
                    @State private var draft = ""
                    var body: some View { TextField("Reply", text: $draft) }
                }
                #Preview { InboxScreen() }
                #Preview("Thread") { NavigationStack { ThreadScreen(id: 1) } }
                """),
            RuleExample("""
                struct InboxScreen: View {
                    @State private var filter = ""
                    var body: some View { NavigationStack { Text("Inbox \\(filter)").navigationDestination(for: Int.self) { ThreadScreen(id: $0) } } }
                }
                struct ThreadScreen: View {
                    let id: Int
                    var body: some View { Text("\\(id)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard !file.facts.isTestFile, !file.views.isEmpty else { return [] }
        let graph = file.index.viewGraph
        guard !graph.previews.isEmpty else { return [] }
        return file.views.compactMap { view in
            guard file.index.architecture.isScreen(view), !isPreviewed(view, graph) else { return nil }
            return Violation(view.declaration.position, """
                no preview shows the screen `\(view.name)`: it is only seen by running the app to it; add a \
                `#Preview` with the environment it needs
                """)
        }
    }

    /// Built by a preview, directly or through the project's helpers and modifiers (`#Preview { Feed().withMocks() }`).
    private func isPreviewed(_ view: TypeInfo, _ graph: ViewGraph) -> Bool {
        var pending = graph.nodes.indices.filter { graph.nodes[$0].type === view }
        var seen = Set(pending)
        while let node = pending.popLast() {
            for edge in graph.incoming[node] {
                let parent = graph.edges[edge].from
                switch graph.nodes[parent].kind {
                case .preview: return true
                case .helper, .factory, .modifier:
                    if seen.insert(parent).inserted { pending.append(parent) }
                default: continue
                }
            }
        }
        return false
    }
}
