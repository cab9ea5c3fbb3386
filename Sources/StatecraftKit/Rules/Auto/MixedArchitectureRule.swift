struct MixedArchitectureRule: Rule {
    static let description = RuleDescription(
        id: "mixed-architecture",
        pack: .auto,
        severity: .info,
        optIn: true,
        summary: "A screen that follows the other architecture than the codebase's clear majority",
        rationale: """
            With `architecture: auto`, Statecraft counts the screens that own a view model (MVVM) and those that \
            keep their state in the view with services from the environment (MV), and applies the rules of the \
            style a clear majority (60%) follows. A screen written the other way is where the codebase drifts: \
            readers meet two patterns, and the pack's rules do not fit it. Bring it in line, or set \
            `architecture` in `.statecraft.yml` if the mix is intended. \
            The rule is opt-in: the detected architecture and the screen counts are in every summary, but on real \
            apps most single deviating screens were a feature's own convention, a screen holding only UI state, or \
            a row's view model credited to its parent, which a reader would not call a deviation.
            """,
        exclusions: """
            Screens without state of their own, or with UI state only (`@State` flags and form fields, which \
            MVVM screens keep in the view too); codebases without a clear majority, where \
            only core rules run; configured `architecture: mv` or `mvvm`, where the pack's rules report instead.
            """,
        triggering: [
            RuleExample("""
                @Observable final class LibraryStore { var books: [String] = [] }
                @Observable @MainActor final class ShelfViewModel { var name = "" }
                @main struct ReaderApp: App {
                    @State private var store = LibraryStore()
                    var body: some Scene { WindowGroup { RootView().environment(store) } }
                }
                struct RootView: View {
                    var body: some View {
                        TabView {
                            BooksView()
                            AuthorsView()
                            SearchView()
                            ShelfView()
                        }
                    }
                }
                struct BooksView: View {
                    @Environment(LibraryStore.self) private var store
                    var body: some View { List(store.books, id: \\.self) { Text($0) } }
                }
                struct AuthorsView: View {
                    @Environment(LibraryStore.self) private var store
                    var body: some View { Text("\\(store.books.count)") }
                }
                struct SearchView: View {
                    @State private var results: [String] = []
                    var body: some View { List(results, id: \\.self) { Text($0) } }
                }
                struct ↓ShelfView: View {
                    @State private var viewModel = ShelfViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class BooksViewModel { var books: [String] = [] }
                @Observable @MainActor final class AuthorsViewModel { var authors: [String] = [] }
                @main struct ReaderApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                struct RootView: View {
                    var body: some View {
                        TabView {
                            BooksView()
                            AuthorsView()
                            SettingsView()
                        }
                    }
                }
                struct BooksView: View {
                    @State private var viewModel = BooksViewModel()
                    var body: some View { List(viewModel.books, id: \\.self) { Text($0) } }
                }
                struct AuthorsView: View {
                    @State private var viewModel = AuthorsViewModel()
                    var body: some View { List(viewModel.authors, id: \\.self) { Text($0) } }
                }
                struct SettingsView: View {
                    let version: String = "1.0"
                    var body: some View { Text(version) }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class BooksViewModel { var books: [String] = [] }
                @main struct ReaderApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                struct RootView: View {
                    var body: some View { TabView { BooksView(); AuthorsView() } }
                }
                struct BooksView: View {
                    @State private var viewModel = BooksViewModel()
                    var body: some View { List(viewModel.books, id: \\.self) { Text($0) } }
                }
                struct AuthorsView: View {
                    @State private var authors: [String] = []
                    var body: some View { Text("\\(authors.count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let summary = file.architecture.summary
        guard summary.mode == .auto, let majority = summary.detected, majority != .tca else { return [] }
        let total = summary.countedScreens
        let majorityCount = summary.screens[majority] ?? 0
        return file.views.compactMap { view in
            guard let screen = file.architecture.model.screen(for: view), let style = screen.style,
                  style != majority, style != .tca else { return nil }
            let deviating = total - majorityCount
            switch majority {
            case .mv:
                let names = Set(screen.viewModels.map { "`\($0.object.name)`" }).sorted()
                return Violation(view.declaration.position, """
                    screen `\(view.name)` has a view model (\(ListFormat.and(names))), but this codebase follows MV: \
                    \(majorityCount) of \(total) screens keep their state in the view with services from the \
                    environment, \(deviating) \(deviating == 1 ? "uses a view model" : "use view models")
                    """)
            case .mvvm, .tca:
                return Violation(view.declaration.position, """
                    screen `\(view.name)` keeps its state in the view without a view model, but this codebase \
                    follows MVVM: \(majorityCount) of \(total) screens have a view model, \(deviating) \(deviating == 1 ? "does" : "do") not
                    """)
            }
        }
    }
}
