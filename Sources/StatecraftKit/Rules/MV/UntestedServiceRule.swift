struct UntestedServiceRule: Rule {
    static let description = RuleDescription(
        id: "untested-service",
        pack: .mv,
        severity: .info,
        optIn: true,
        summary: "A service views read from the environment that no test file mentions",
        rationale: """
            In MV the views stay thin and the logic lives in the services injected through the environment: that \
            is where an MV app's tests belong, as an MVVM app's belong to its view models. A service that the \
            screens read and no test mentions is logic nobody checks. The MV twin of `untested-view-model`.
            """,
        exclusions: """
            Projects with no test file (a team that does not write tests); types that are not services (a class \
            or actor named as one, `…Service`, `…Client`, `…Store`, or doing async work, and not a model); \
            services no view reads from the environment (their callers are tested through them); stateless \
            utilities; view models; application delegates; a type whose name another project type shares (which of them the environment \
            holds is not certain). Test files are found as for \
            `untested-view-model`: under a `Tests` folder, named `…Tests.swift`, `…Test.swift` or `…Spec.swift`, \
            or importing XCTest or Testing, among the checked paths.
            """,
        triggering: [
            RuleExample("""
                @Observable final class ↓LibraryStore {
                    var books: [String] = []
                    func refresh() async { books = ["Dune"] }
                }
                struct ShelfView: View {
                    @Environment(LibraryStore.self) private var library
                    var body: some View { List(library.books, id: \\.self) { Text($0) } }
                }
                ---
                import Testing
                @Test func shelfTitle() { #expect(ShelfTitle.text == "Shelf") }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class LibraryStore {
                    var books: [String] = []
                    func refresh() async { books = ["Dune"] }
                }
                struct ShelfView: View {
                    @Environment(LibraryStore.self) private var library
                    var body: some View { List(library.books, id: \\.self) { Text($0) } }
                }
                ---
                import Testing
                @Test func refreshFillsTheShelf() async {
                    let store = LibraryStore()
                    await store.refresh()
                    #expect(store.books == ["Dune"])
                }
                """),
            RuleExample("""
                @Observable final class LibraryStore {
                    var books: [String] = []
                    func refresh() async { books = ["Dune"] }
                }
                struct ShelfView: View {
                    @Environment(LibraryStore.self) private var library
                    var body: some View { List(library.books, id: \\.self) { Text($0) } }
                }
                """),
            RuleExample("""
                final class DateLabels { static let shared = DateLabels(); func text(for date: Date) -> String { "" } }
                struct StampView: View {
                    @Environment(DateLabels.self) private var labels
                    var body: some View { Text(labels.text(for: .now)) }
                }
                ---
                import Testing
                @Test func stampShowsNothingYet() { #expect(StampModel().isEmpty) }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let tests = file.index.roles.tests
        guard !file.facts.isTestFile, tests.testFileCount > 0 else { return [] }
        let services = file.index.roles.services
        return file.types.compactMap { info in
            // The environment's services are known by simple name: of several types sharing it, none is meant surely.
            guard file.index.types.bySimpleName[info.name]?.count == 1,
                  services.isEnvironmentService(info.name), services.isService(info), !services.isUtility(info),
                  !file.index.roles.viewModels.isViewModel(info), !Self.isApplicationDelegate(info),
                  !tests.mentions(info.name) else { return nil }
            return Violation(info.declaration.position, """
                no test mentions `\(info.name)`, a service views read from the environment \
                (\(tests.testFileCount) test file\(tests.testFileCount == 1 ? "" : "s") checked): its logic is untested
                """)
        }
    }

    /// `@UIApplicationDelegateAdaptor`'s delegate reaches the environment too, but it wires the app to the
    /// system rather than holding logic the screens use.
    private static func isApplicationDelegate(_ info: TypeInfo) -> Bool {
        info.name.hasSuffix("AppDelegate") || info.inherited.contains { SyntaxReading.simpleName($0).hasSuffix("ApplicationDelegate") }
    }
}
