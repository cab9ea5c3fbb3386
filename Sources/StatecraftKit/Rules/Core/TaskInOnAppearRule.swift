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
        exclusions: """
            `.task { }`; `.onAppear` closures that do not start with a `Task`; tasks kept in a variable for manual \
            cancellation; menu content (`.contextMenu`, `Menu`), which fills a model that outlives the menu; a \
            next-page fetch (`fetchNextPage`, `loadMore`, also behind a check in the `Task`) that must finish when \
            its row scrolls away; a `Task` that awaits nothing (`Task { @MainActor in selection = first }`), which \
            runs to its end in one step, so cancelling it would change nothing; an `.onAppear` beside a `.task` on the same view, which the author added to re-run \
            on every appearance; a file where an `.onAppear` closure opens with a comment about the task (the author \
            explains the choice).
            """,
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
            RuleExample("""
                struct InboxView: View {
                    @Environment(Mailbox.self) private var mailbox
                    var body: some View {
                        List {
                            ForEach(mailbox.threads) { thread in
                                Text(thread.subject).contextMenu {
                                    Button("Mark read") { mailbox.markRead(thread) }
                                        .onAppear { Task { await mailbox.loadFlags(thread) } }
                                }
                            }
                            ProgressView().onAppear { Task { await mailbox.fetchNextPage() } }
                            Color.clear.onAppear {
                                Task {
                                    guard !mailbox.isLoading else { return }
                                    await mailbox.loadMoreThreads()
                                }
                            }
                        }
                        .task { await mailbox.refresh() }
                        .onAppear { Task { await mailbox.refresh() } }
                    }
                }
                """),
            RuleExample("""
                struct ReceiptView: View {
                    @Environment(Mailbox.self) private var mailbox
                    var body: some View {
                        Text("Sent")
                            .onAppear {
                                // A Task rather than .task: this must finish even if the view goes away.
                                Task { await mailbox.markSeen() }
                            }
                        Text("Read").onAppear { Task { await mailbox.markRead() } }
                    }
                }
                """),
            RuleExample("""
                struct ThreadList: View {
                    @State private var selection: Thread.ID?
                    let threads: [Thread]
                    var body: some View {
                        List(threads, selection: $selection) { Text($0.subject) }
                            .onAppear { Task { @MainActor in selection = threads.first?.id } }
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
        let onAppears = file.allScopes.map { scope in
            scope.usage.calls.filter { $0.name == "onAppear" && ($0.isMethodOnExpression || $0.path == "onAppear") }
        }
        // An author who explains choosing `.onAppear` with a `Task` in one place of a file chose it for the file.
        if onAppears.joined().contains(where: { $0.closure?.commentMentionsTask == true }) { return [] }
        // By position: most scopes have no `.onAppear`, and a scope read out of the array would be a copy.
        for (position, calls) in onAppears.enumerated() where !calls.isEmpty {
            for call in calls {
                guard let closure = call.closure, let first = closure.firstStatementCall,
                      first == "Task" || first == "Task.detached", closure.awaits, !call.inMenuContent,
                      !fetchesNextPage(closure), !hasTaskBeside(call, in: file.allScopes[position]) else { continue }
                let advice = closure.statementCount == 1
                    ? "replace it with `.task { … }`, which SwiftUI cancels when the view disappears"
                    : "move the async work into `.task { … }`, which SwiftUI cancels when the view disappears"
                var violation = Violation(call.position, """
                    `.onAppear { \(first) { … } }` starts work that outlives the view; \(advice)
                    """)
                if let reason = call.rewriteBlocker { violation.fixLeaves = reason } else { violation.hint = .rewriteAsTask }
                violations.append(violation)
            }
        }
        return violations
    }

    /// The `Task` fetches a next page (`loadMore`, `fetchNextPage`), first thing or behind a check
    /// (`guard !isLoading else { return }`, `if row == items.last { … }`).
    private func fetchesNextPage(_ closure: ClosureSummary) -> Bool {
        closure.taskCalls.contains { callee in
            let name = callee.lowercased()
            return Vocabulary.paginationWords.contains { name.contains($0) }
        }
    }

    /// `.task { … }` right before or after this `.onAppear` in the same modifier chain.
    private func hasTaskBeside(_ call: CallFact, in scope: MemberScope) -> Bool {
        guard let (modifiers, index) = scope.modifierChain(of: call) else { return false }
        return [index - 1, index + 1].contains { modifiers.indices.contains($0) && modifiers[$0].name == "task" }
    }
}
