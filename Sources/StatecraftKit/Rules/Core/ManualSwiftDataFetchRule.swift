struct ManualSwiftDataFetchRule: Rule {
    static let description = RuleDescription(
        id: "manual-swiftdata-fetch",
        severity: .warning,
        summary: "A class that fetches SwiftData models by hand and re-fetches after every insert or delete",
        rationale: """
            A class that holds the main `ModelContext`, fetches with `FetchDescriptor` into an array and calls its \
            fetch again after each `insert` or `delete` re-implements `@Query`, badly: changes made elsewhere \
            (another screen, a sync, an undo) never show up, and every mutation pays for a full fetch. Read the \
            models with `@Query` in the view, and keep only the mutations in the class.
            """,
        exclusions: """
            `@Query` in views; actors and `@ModelActor` types; classes that create their own `ModelContext` \
            (background or batch work off the main context); sync code that fetches into locals and then \
            inserts or deletes; classes that fetch without fetching into their state again after a mutation.
            """,
        triggering: [
            RuleExample("""
                import SwiftData
                @Observable @MainActor final class ↓TaskListViewModel {
                    private let context: ModelContext
                    var tasks: [TodoItem] = []
                    init(context: ModelContext) { self.context = context }
                    func fetchTasks() {
                        tasks = (try? context.fetch(FetchDescriptor<TodoItem>(sortBy: [SortDescriptor(\\.created)]))) ?? []
                    }
                    func add(_ title: String) {
                        context.insert(TodoItem(title: title))
                        fetchTasks()
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                import SwiftData
                struct TaskList: View {
                    @Query(sort: \\TodoItem.created) private var tasks: [TodoItem]
                    @Environment(\\.modelContext) private var context
                    var body: some View { List(tasks) { Text($0.title) }.toolbar { Button("Add") { context.insert(TodoItem(title: "")) } } }
                }
                """),
            RuleExample("""
                import SwiftData
                @ModelActor actor ImportService {
                    func importAll(_ titles: [String]) throws {
                        for title in titles { modelContext.insert(TodoItem(title: title)) }
                        let count = try modelContext.fetch(FetchDescriptor<TodoItem>()).count
                        print(count)
                    }
                }
                @Observable @MainActor final class SyncService {
                    private let modelContext: ModelContext
                    private(set) var lastSync: Date?
                    init(modelContext: ModelContext) { self.modelContext = modelContext }
                    func merge(_ remote: [TodoItem]) throws {
                        let existing = try modelContext.fetch(FetchDescriptor<TodoItem>())
                        for item in existing { modelContext.delete(item) }
                        for item in remote { modelContext.insert(item) }
                        lastSync = .now
                    }
                }
                final class Exporter {
                    private let context: ModelContext
                    init(container: ModelContainer) { context = ModelContext(container) }
                    func export() throws -> [TodoItem] {
                        context.delete(model: TodoItem.self)
                        return try context.fetch(FetchDescriptor<TodoItem>())
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        file.types.compactMap { info in
            guard info.isClass, !info.attributes.contains("ModelActor") else { return nil }
            let contexts = Set(info.allProperties.filter { property in
                property.type.flatMap(\.nominal).map(SyntaxReading.simpleName) == "ModelContext"
                    || property.wrapper("Environment")?.keyPathArgument == "modelContext"
            }.map(\.name))
            guard !contexts.isEmpty else { return nil }
            let calls = info.scopes.flatMap { scope in scope.scope.usage.calls.map { (scope: scope, call: $0) } }
            // A context of its own (`ModelContext(container)`) is background work off the main context.
            guard !calls.contains(where: { $0.call.path == "ModelContext" }) else { return nil }
            let onContext: (CallFact, Set<String>) -> Bool = { call, names in
                guard names.contains(call.name), let path = call.path else { return false }
                let parts = path.split(separator: ".").map(String.init).filter { $0 != "self" }
                return parts.count == 2 && contexts.contains(parts[0])
            }
            let stored = Set(info.storedProperties.map(\.name))
            // Fetches into the class's state: `items = try context.fetch(…)`.
            let fetchesIntoState: (AssignmentFact) -> Bool = { stored.contains($0.target) && !$0.valueNames.isDisjoint(with: contexts) }
            var fetchers = Set<String>()
            for scope in info.scopes {
                for assignment in scope.scope.usage.assignments where fetchesIntoState(assignment) {
                    if case .function(let index)? = assignment.member { fetchers.insert(scope.scope.functions[index].name) }
                }
            }
            guard !fetchers.isEmpty else { return nil }
            // A method that inserts or deletes and afterwards fetches into state again, directly or through a
            // fetching method. Sync code that fetches into locals before it mutates is batch work.
            let refetches = info.scopes.contains { scope in
                let usage = scope.scope.usage
                return usage.calls.contains { mutation in
                    guard onContext(mutation, Vocabulary.modelContextMutations), case .function(let member)? = mutation.member else { return false }
                    let laterCall = usage.calls.contains { call in
                        guard call.member == .function(member), call.position > mutation.position,
                              let callee = call.path?.split(separator: ".").filter({ $0 != "self" }).map(String.init),
                              callee.count == 1 else { return false }
                        return fetchers.contains(callee[0])
                    }
                    let laterFetch = usage.assignments.contains {
                        $0.member == .function(member) && $0.position > mutation.position && fetchesIntoState($0)
                    }
                    return laterCall || laterFetch
                }
            }
            guard refetches else { return nil }
            return Violation(info.declaration.position, """
                `\(info.name)` fetches SwiftData models with `FetchDescriptor` and fetches again after inserting or \
                deleting: that re-implements `@Query` and misses changes made elsewhere; read the models with \
                `@Query` in the view and keep only the mutations here
                """)
        }
    }
}
