struct ViewModelSettableStateRule: Rule {
    static let description = RuleDescription(
        id: "view-model-settable-state",
        pack: .mvvm,
        severity: .info,
        summary: "View model state that only the view model sets, but that anyone may set",
        rationale: """
            In MVVM the view reads a view model's state and sends it intents (`load()`, `select(_:)`); the view \
            model alone decides what its state becomes. A stored `var` that nothing outside sets is still open to \
            every view that holds the model, and nothing says which writes are meant. `private(set)` says it: \
            views read, the view model writes, and a view that starts setting the value gets a compile error \
            instead of a second source of truth. `fix` adds `private(set)`.
            """,
        exclusions: """
            Properties some other code sets, changes or binds (`model.query = …`, `$model.query`, \
            `&model.items`, in any file, tests included: Statecraft matches them by name, so any value's \
            property of that name counts); properties a protocol of the class requires; properties of a class \
            that has subclasses, or that an extension in another file sets; `let`s, `private` properties and \
            those with a setter access already; wrapped properties other than `@Published`; declarations of \
            several properties at once.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class InboxViewModel {
                    var ↓messages: [String] = []
                    var isLoading = false
                    var query = ""
                    func load() async {
                        isLoading = true
                        messages = ["Welcome"]
                        isLoading = false
                    }
                }
                struct InboxView: View {
                    @State private var viewModel = InboxViewModel()
                    var body: some View {
                        List(viewModel.messages, id: \\.self) { Text($0) }
                            .searchable(text: $viewModel.query)
                            .overlay { if viewModel.isLoading { ProgressView() } }
                            .task { await viewModel.load() }
                    }
                }
                """),
            RuleExample("""
                @MainActor final class ScoreViewModel: ObservableObject {
                    @Published var ↓total = 0
                    func add(_ points: Int) { total += points }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class InboxViewModel {
                    private(set) var messages: [String] = []
                    var draft = ""
                    func send() { messages.append(draft); draft = "" }
                }
                struct InboxView: View {
                    @State private var viewModel = InboxViewModel()
                    var body: some View {
                        TextField("Message", text: $viewModel.draft)
                        Button("Clear") { viewModel.draft = "" }
                    }
                }
                """),
            RuleExample("""
                struct Note { var title = ""; var body = "" }
                @Observable @MainActor final class NoteEditorViewModel {
                    var note = Note()
                    func save() async {}
                }
                struct NoteEditor: View {
                    @Bindable var viewModel: NoteEditorViewModel
                    var body: some View { TextField("Title", text: $viewModel.note.title) }
                }
                """),
            RuleExample("""
                protocol Loading: AnyObject { var isLoading: Bool { get set } }
                @Observable @MainActor final class FeedViewModel: Loading {
                    var isLoading = false
                    let title = "Feed"
                }
                """),
            RuleExample("""
                @Observable @MainActor class BaseListViewModel {
                    var items: [String] = []
                }
                @Observable @MainActor final class TagsViewModel: BaseListViewModel {
                    func load() { items = ["swift"] }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class PlayerViewModel {
                    var volume = 0.5
                }
                ---
                final class PlayerViewModelTests: XCTestCase {
                    func testMute() { let model = PlayerViewModel(); model.volume = 0 }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                @Observable @MainActor final class InboxViewModel {
                    var messages: [String] = []
                    public var unread = 0
                    func load() async { messages = ["Welcome"]; unread = 1 }
                }
                @MainActor final class ScoreViewModel: ObservableObject {
                    @Published var total = 0
                    func add(_ points: Int) { total += points }
                }
                """, """
                @Observable @MainActor final class InboxViewModel {
                    private(set) var messages: [String] = []
                    public private(set) var unread = 0
                    func load() async { messages = ["Welcome"]; unread = 1 }
                }
                @MainActor final class ScoreViewModel: ObservableObject {
                    @Published private(set) var total = 0
                    func add(_ points: Int) { total += points }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        file.viewModels.compactMap { info -> Violation? in
            guard info.isClass, !file.index.types.hasProjectSubclass(info) else { return nil }
            let required = file.index.types.requiredProperties(of: info)
            let setElsewhere = file.index.dataflow.membersSetElsewhere
            let otherFileWrites = Set(info.scopes.filter { $0.file != info.file }.flatMap { ref in
                Array(ref.scope.usage.writes.keys) + ref.scope.usage.assignments.map(\.target)
            })
            let settable = info.declaration.scope.properties.filter { property in
                !property.isStatic && !property.isComputed && !property.isLet && !property.hasPrivateSetter
                    && property.wrappers.allSatisfy { $0.name == "Published" || $0.name == "ObservationIgnored" }
                    && !property.declaresSeveral && !setElsewhere.contains(property.name)
                    && !required.contains(property.name) && !otherFileWrites.contains(property.name)
            }
            guard let first = settable.first else { return nil }
            let names = settable.map { "`\($0.name)`" }
            let list = names.count > 4 ? names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more" : ListFormat.and(names)
            var violation = Violation(first.position, """
                view model `\(info.name)` lets anyone set \(list), which only it sets: declare \
                \(names.count == 1 ? "it" : "them") `private(set)` so views read state and send intents
                """, subject: .type(info.qualifiedName))
            violation.hint = .addPrivateSetter(properties: settable.map(\.position))
            if names.count > 4 { violation.notes = names }
            return violation
        }
    }
}
