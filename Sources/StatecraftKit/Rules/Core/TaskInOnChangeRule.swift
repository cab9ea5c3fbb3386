struct TaskInOnChangeRule: Rule {
    static let description = RuleDescription(
        id: "task-in-onchange",
        severity: .info,
        summary: "`.onChange(of: x) { Task { … } }` that stores what it awaits should be `.task(id: x)`",
        rationale: """
            A `Task` started in `.onChange` is not tied to the view or to the value: when the value changes again \
            before it finishes, the older run keeps going and can finish last, writing a stale result over a newer \
            one (a search for "ca" landing after the one for "cat"), and it keeps running after the view \
            disappears. `.task(id: x)` runs the same work when `x` changes, cancels the run still going, and \
            cancels the last one when the view disappears. It also runs when the view appears, as \
            `.onChange(of:initial: true)` does: guard the body if that first run is not wanted.
            """,
        exclusions: """
            `.onChange` closures doing anything besides starting the task (the reaction is more than the async \
            work); tasks that do not store what they await: a setting saved or an action sent on each change \
            (`.task(id:)` would also send it when the view appears) and a short delay before some code; tasks kept \
            in a variable for manual cancellation; menu content.
            """,
        triggering: [
            RuleExample("""
                struct SearchScreen: View {
                    @Environment(Catalog.self) private var catalog
                    @State private var query = ""
                    @State private var hits: [Hit] = []
                    var body: some View {
                        List(hits) { Text($0.title) }
                            .searchable(text: $query)
                            .↓onChange(of: query) { Task { hits = await catalog.search(query) } }
                    }
                }
                """),
            RuleExample("""
                struct WeatherCard: View {
                    let city: City
                    @State private var forecast: Forecast?
                    var body: some View {
                        ForecastView(forecast: forecast)
                            .↓onChange(of: city, initial: true) { _, newCity in
                                Task { @MainActor in
                                    forecast = try? await WeatherService.live.forecast(for: newCity)
                                }
                            }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct SearchScreen: View {
                    @Environment(Catalog.self) private var catalog
                    @State private var query = ""
                    @State private var hits: [Hit] = []
                    var body: some View {
                        List(hits) { Text($0.title) }
                            .searchable(text: $query)
                            .task(id: query) { hits = await catalog.search(query) }
                    }
                }
                """),
            RuleExample("""
                struct EditorScreen: View {
                    @Environment(Drafts.self) private var drafts
                    @State private var text = ""
                    @State private var saver: Task<Void, Never>?
                    @State private var isDirty = false
                    var body: some View {
                        TextEditor(text: $text)
                            .onChange(of: text) {
                                drafts.markDirty()
                                Task { await drafts.save(text) }
                            }
                            .onChange(of: text) { saver = Task { await drafts.save(text) } }
                            .onChange(of: text) { Task { drafts.count = text.count } }
                            .onChange(of: text) { Task { await drafts.save(text) } }
                            .onChange(of: text) { Task { try? await Task.sleep(for: .seconds(1)); isDirty = false } }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for scope in file.allScopes {
            for call in scope.usage.calls where call.name == "onChange" && call.isMethodOnExpression && !call.inMenuContent {
                guard let closure = call.closure, closure.statementCount == 1, closure.storesAwaitedResult,
                      closure.firstStatementCall == "Task" || closure.firstStatementCall == "Task.detached" else { continue }
                violations.append(Violation(call.position, """
                    `.onChange(of:) { Task { … } }` stores what it awaits, and a run started before the value \
                    changed again can finish last and overwrite the newer result; `.task(id:)` on the same value \
                    cancels the previous run (and the last when the view disappears)
                    """))
            }
        }
        return violations
    }
}
