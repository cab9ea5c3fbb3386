struct MissingModelContainerRule: ProjectRule {
    static let description = RuleDescription(
        id: "missing-model-container",
        severity: .error,
        summary: "A view uses SwiftData (`@Query`, `modelContext`) on a path from an app root or preview that sets no model container",
        rationale: """
            `@Query` and `@Environment(\\.modelContext)` read the model container from the environment. Without \
            `.modelContainer(…)` on the scene or an ancestor, queries fail and inserts go nowhere; previews crash. \
            Statecraft follows every path from each app scene and each preview, like `missing-environment-object`, \
            and reports the SwiftData declaration with a path that sets no container (or the preview). Set the \
            container once on the scene, and give previews an in-memory one. Previews are checked when the \
            `previews` option is on (information, capped by the `previews` setting): whether a canvas reaches the \
            SwiftData code usually depends on the preview's data, and in labelled samples on a real app a fifth \
            of those findings could not be reached. A preview is reported when the previewed view itself uses \
            SwiftData.
            """,
        exclusions: """
            Paths where the scene or an ancestor calls `.modelContainer(…)` or `.modelContext(…)`; \
            `DocumentGroup(editing:…)` scenes, which create the container; previews with traits the analysis \
            cannot read; views no app root or preview reaches; previews unless the `previews` option is on, since \
            whether their canvas reaches the SwiftData code depends on the preview's data (an empty payload, a \
            first step, a flag that starts off), which Statecraft does not evaluate.
            """,
        options: [OptionSpec("previews", .bool, "also check previews that set no model container (default false)")],
        triggering: [
            RuleExample("""
                @main
                struct PantryApp: App {
                    var body: some Scene {
                        WindowGroup { ItemList() }
                    }
                }
                struct ItemList: View {
                    ↓@Query(sort: \\Item.name) private var items: [Item]
                    var body: some View { List(items) { Text($0.name) } }
                }
                """),
            RuleExample("""
                struct ItemList: View {
                    @Environment(\\.modelContext) private var context
                    var body: some View { Button("Add") { context.insert(Item(name: "Salt")) } }
                }
                ↓#Preview {
                    ItemList()
                }
                """, options: ["previews": .bool(true)]),
        ],
        nonTriggering: [
            RuleExample("""
                @main
                struct PantryApp: App {
                    var body: some Scene {
                        WindowGroup { ItemList() }
                            .modelContainer(for: Item.self)
                    }
                }
                struct ItemList: View {
                    @Query(sort: \\Item.name) private var items: [Item]
                    var body: some View { List(items) { Text($0.name) } }
                }
                #Preview {
                    ItemList().modelContainer(for: Item.self, inMemory: true)
                }
                """),
            RuleExample("""
                @main
                struct NotesApp: App {
                    var body: some Scene {
                        DocumentGroup(editing: Note.self, contentType: .notes) { NoteList() }
                    }
                }
                struct NoteList: View {
                    @Query private var notes: [Note]
                    var body: some View { List(notes) { Text($0.text) } }
                }
                """),
            RuleExample("""
                struct PantryScreen: View {
                    @State private var showsArchive = false
                    var body: some View {
                        VStack {
                            Toggle("Archive", isOn: $showsArchive)
                            if showsArchive { ArchiveList() }
                        }
                    }
                }
                struct ArchiveList: View {
                    @Query private var items: [Item]
                    var body: some View { List(items) { Text($0.name) } }
                }
                #Preview { PantryScreen() }
                """),
        ])

    func checkProject(_ project: ProjectContext) -> [ProjectViolation] {
        EnvironmentGapReport.violations(project.index, previews: project.options.bool("previews", default: false),
                                        keys: { $0 == .modelContainer })
    }
}
