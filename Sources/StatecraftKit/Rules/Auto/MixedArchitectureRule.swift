struct MixedArchitectureRule: Rule {
    static let description = RuleDescription(
        id: "mixed-architecture",
        pack: .auto,
        severity: .info,
        optIn: true,
        summary: "A screen without a view model in a codebase whose clear majority follows MVVM",
        rationale: """
            With `architecture: auto`, Statecraft counts the screens that own a view model (MVVM) and those that \
            keep their state in the view with services from the environment (MV), and applies the rules of the \
            style a clear majority (60%) follows. In an MVVM codebase, a screen that keeps its state and logic in \
            the view is where the codebase drifts: readers meet two patterns, and the MVVM rules do not reach its \
            logic. Give it a view model, or set `architecture` in `.statecraft.yml` if the mix is intended. \
            The opposite drift, a screen with a view model in an MV codebase, is `view-model-in-mv`'s finding. \
            The rule is opt-in: on real apps most MV screens in MVVM codebases were a feature's own convention or \
            a screen holding little logic, which a reader would not call a drift.
            """,
        exclusions: """
            Screens without state of their own, or with UI state only (`@State` flags and form fields, which \
            MVVM screens keep in the view too); codebases without a clear majority, where \
            only core rules run; configured `architecture: mv` or `mvvm`, where the pack's rules report instead.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class BooksViewModel { var books: [String] = [] }
                @Observable @MainActor final class AuthorsViewModel { var authors: [String] = [] }
                @Observable @MainActor final class ShelfViewModel { var shelves: [String] = [] }
                @main struct ReaderApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                struct RootView: View {
                    var body: some View { TabView { BooksView(); AuthorsView(); ShelfView(); SearchView() } }
                }
                struct BooksView: View {
                    @State private var viewModel = BooksViewModel()
                    var body: some View { List(viewModel.books, id: \\.self) { Text($0) } }
                }
                struct AuthorsView: View {
                    @State private var viewModel = AuthorsViewModel()
                    var body: some View { List(viewModel.authors, id: \\.self) { Text($0) } }
                }
                struct ShelfView: View {
                    @State private var viewModel = ShelfViewModel()
                    var body: some View { List(viewModel.shelves, id: \\.self) { Text($0) } }
                }
                struct ↓SearchView: View {
                    @State private var results: [String] = []
                    var body: some View { List(results, id: \\.self) { Text($0) } }
                }
                """),
        ],
        nonTriggering: [
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
                struct ShelfView: View {
                    @State private var viewModel = ShelfViewModel()
                    var body: some View { Text(viewModel.name) }
                }
                """),
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
        guard summary.mode == .auto, summary.detected == .mvvm else { return [] }
        let total = summary.countedScreens
        let majorityCount = summary.screens[.mvvm] ?? 0
        let deviating = total - majorityCount
        return file.views.compactMap { view in
            guard let screen = file.architecture.model.screen(for: view), screen.style == .mv else { return nil }
            return Violation(view.declaration.position, """
                screen `\(view.name)` keeps its state in the view without a view model, but this codebase \
                follows MVVM: \(majorityCount) of \(total) screens have a view model, \(deviating) \(deviating == 1 ? "does" : "do") not
                """)
        }
    }
}
