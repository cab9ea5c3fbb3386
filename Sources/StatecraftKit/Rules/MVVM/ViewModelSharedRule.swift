struct ViewModelSharedRule: Rule {
    static let description = RuleDescription(
        id: "view-model-shared",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A screen holding another screen's view model",
        rationale: """
            Each screen's view model serves that screen. When a second screen (a pushed detail, a sheet) is handed \
            the first screen's view model, the two screens are coupled through one object: the second can call \
            any of the first's actions, and neither can change without the other. Pass the second screen the \
            values and closures it needs, or give it its own view model. A drill-down that edits part of the same \
            document is sometimes meant, so the finding is information. \
            The rule is opt-in: on real apps most screens sharing a view model were the parts of one editor \
            (wizard steps, a detail page, the pages of a paged `TabView`, a sheet that filters its presenter), \
            which share it on purpose.
            """,
        exclusions: """
            A screen handing its view model to one of its own components; a view model built for the next screen \
            at the call site (`DetailView(viewModel: DetailViewModel(…))`); environment services.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class NotesViewModel {
                    var notes: [String] = []
                    func rename(_ note: String, to title: String) {}
                }
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NotesView() } }
                }
                struct NotesView: View {
                    @State private var viewModel = NotesViewModel()
                    var body: some View {
                        NavigationStack {
                            List(viewModel.notes, id: \\.self) { note in
                                NavigationLink(note) { RenameView(viewModel: viewModel, note: note) }
                            }
                        }
                    }
                }
                struct RenameView: View {
                    let ↓viewModel: NotesViewModel
                    let note: String
                    var body: some View { Button("Rename") { viewModel.rename(note, to: "New") } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class NotesViewModel { var notes: [String] = [] }
                @Observable @MainActor final class RenameViewModel { init(note: String) {} }
                @main struct NotesApp: App {
                    var body: some Scene { WindowGroup { NotesView() } }
                }
                struct NotesView: View {
                    @State private var viewModel = NotesViewModel()
                    var body: some View {
                        NavigationStack {
                            NotesList(viewModel: viewModel)
                                .navigationDestination(for: String.self) { note in
                                    RenameView(viewModel: RenameViewModel(note: note))
                                }
                        }
                    }
                }
                struct NotesList: View {
                    let viewModel: NotesViewModel
                    var body: some View { List(viewModel.notes, id: \\.self) { Text($0) } }
                }
                struct RenameView: View {
                    @State var viewModel: RenameViewModel
                    var body: some View { Text("Rename") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let model = file.architecture.model
        let viewModels = file.index.roles.viewModels
        var violations: [Violation] = []
        for view in file.views where model.isScreen(view) {
            for holding in viewModels.holdings(in: view) where holding.mode == .received && viewModels.isViewModel(holding.object) {
                let owner = holding.passedFrom.first { source in
                    source.view !== view && model.isScreen(source.view)
                        && viewModels.holdings(in: source.view).contains { $0.property.name == source.property && $0.isOwned && $0.object === holding.object }
                }
                guard let owner else { continue }
                violations.append(Violation(holding.property.position, """
                    screen `\(view.name)` holds `\(holding.object.name)`, the view model of the screen \
                    `\(owner.view.name)`: pass it the values and closures it needs, or give it its own view model
                    """))
            }
        }
        return violations
    }
}
