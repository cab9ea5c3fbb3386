struct TaskInOnAppearRule: Rule {
    static let description = RuleDescription(
        id: "task-in-onappear",
        severity: .info,
        summary: "`.onAppear { Task { … } }` should be `.task { … }`",
        rationale: """
            A `Task` started in `.onAppear` is not tied to the view: it keeps running after the view disappears \
            and can write results into a view that is gone. `.task { … }` runs the same async work when the view \
            appears and cancels it automatically when the view disappears (`.task(id:)` also restarts it when a \
            value changes). Work that should outlive the view on purpose (a page fetch started by a list's last \
            row, a menu that fills a long-lived model) is the exception, so the finding is information.
            """,
        exclusions: "`.task { }`; `.onAppear` closures that do not start with a `Task`; tasks kept in a variable for manual cancellation.",
        triggering: [
            RuleExample("""
                struct FeedView: View {
                    @Environment(FeedStore.self) private var store
                    var body: some View {
                        List(store.posts) { Text($0.title) }
                            .↓onAppear { Task { await store.load() } }
                    }
                }
                """),
            RuleExample("""
                struct FeedView: View {
                    var body: some View {
                        Text("Feed").↓onAppear(perform: {
                            Task.detached { await Analytics.track("feed") }
                            print("appeared")
                        })
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct FeedView: View {
                    @Environment(FeedStore.self) private var store
                    @State private var count = 0
                    @State private var loader: Task<Void, Never>?
                    var body: some View {
                        List(store.posts) { Text($0.title) }
                            .task { await store.load() }
                            .onAppear { count += 1 }
                            .onAppear { loader = Task { await store.load() } }
                    }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                struct InboxView: View {
                    @Environment(Mailbox.self) private var mailbox
                    var body: some View {
                        Text("Inbox")
                            .onAppear { Task(priority: .high) { await mailbox.refresh() } }
                    }
                }
                """, """
                struct InboxView: View {
                    @Environment(Mailbox.self) private var mailbox
                    var body: some View {
                        Text("Inbox")
                            .task(priority: .high) { await mailbox.refresh() }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for scope in file.allScopes {
            for call in scope.usage.calls where call.name == "onAppear" && (call.isMethodOnExpression || call.path == "onAppear") {
                guard let closure = call.closure, let first = closure.firstStatementCall,
                      first == "Task" || first == "Task.detached" else { continue }
                let advice = closure.statementCount == 1
                    ? "replace it with `.task { … }`, which SwiftUI cancels when the view disappears"
                    : "move the async work into `.task { … }`, which SwiftUI cancels when the view disappears"
                violations.append(Violation(call.position, """
                    `.onAppear { \(first) { … } }` starts work that outlives the view; \(advice)
                    """))
            }
        }
        return violations
    }
}
