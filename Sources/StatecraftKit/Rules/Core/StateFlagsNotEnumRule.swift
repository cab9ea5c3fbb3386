struct StateFlagsNotEnumRule: Rule {
    /// `isLoading`, `isImporting`, `isSaving`: a process that ends with a result or an error.
    static func isProcessFlag(_ name: String) -> Bool {
        if Vocabulary.loadingFlagNames.contains(name) { return true }
        guard name.hasPrefix("is"), name.hasSuffix("ing"), !Vocabulary.uiFlagNames.contains(name) else { return false }
        let word = name.dropFirst(2)
        guard let first = word.first, first.isUppercase else { return false }
        return !word.dropFirst().contains { $0.isUppercase }
    }

    static let description = RuleDescription(
        id: "state-flags-not-enum",
        severity: .info,
        optIn: true,
        summary: "A loading flag, an optional error and a payload set together: one enum of states would do",
        rationale: """
            `isLoading`, `error` and `items` kept side by side allow combinations that mean nothing (loading with \
            an error, an error with stale items), and every method must remember to reset the other two. One \
            enum — `idle`, `loading`, `loaded([Item])`, `failed(Error)` — makes those combinations impossible and \
            lets the view `switch` over exactly the cases that exist. \
            The rule is opt-in: on real apps a cached payload kept beside a refresh error, or an error that belongs \
            to another action than the load, is deliberate more often than not, and only a reader can tell.
            """,
        exclusions: """
            Types without all three (a loading flag, an optional error that some method sets, an optional or \
            collection payload); flags that no single piece of async work sets together with the payload (a submit \
            with no result, a re-entrancy guard); task handles and subscriptions; values set only in `init`.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class ↓FeedViewModel {
                    var isLoading = false
                    var error: Error?
                    var posts: [String] = []
                    func load() async {
                        isLoading = true
                        error = nil
                        do { posts = try await fetch() } catch { self.error = error }
                        isLoading = false
                    }
                }
                """),
            RuleExample("""
                struct ↓ProfileView: View {
                    @State private var isLoading = false
                    @State private var errorMessage: String?
                    @State private var profile: Profile?
                    var body: some View {
                        Text(profile?.name ?? "").task {
                            isLoading = true
                            profile = try? await Profile.load()
                            isLoading = false
                            errorMessage = profile == nil ? "Failed" : nil
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class FeedViewModel {
                    enum Phase { case idle, loading, loaded([String]), failed(String) }
                    var phase = Phase.idle
                    var isShowingComposer = false
                }
                """),
            RuleExample("""
                struct UploadView: View {
                    @State private var isLoading = false
                    @State private var isShowingPicker = false
                    @State private var selection: String?
                    var body: some View { Button("Pick") { isShowingPicker = true } }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        file.types.compactMap { info in
            guard info.kind == .class || info.kind == .struct || info.kind == .actor else { return nil }
            let stored = info.storedProperties.filter { !$0.isLet }
            guard let flag = stored.first(where: { Self.isProcessFlag($0.name) && isBool($0) }),
                  let error = stored.first(where: { $0.name.lowercased().contains("error") && ($0.type?.isOptional ?? false) })
            else { return nil }
            // Assignments outside initialisers, by member: what each method or closure sets.
            var byMember: [String: Set<String>] = [:]
            var asyncMembers = Set<String>()
            var assigned = Set<String>()
            for scope in info.scopes {
                for assignment in scope.scope.usage.assignments where !assignment.inInitializer {
                    guard let member = assignment.member else { continue }
                    let key = "\(scope.file):\(scope.isDeclaration):\(member)"
                    byMember[key, default: []].insert(assignment.target)
                    assigned.insert(assignment.target)
                    // The result of awaited work: an awaited value, a `Task`/`.task` closure or an async method.
                    var isAsync = assignment.valueHasAwait || assignment.enclosingCalls.contains { $0 == "Task" || $0 == "task" }
                    if case .function(let index) = member, scope.scope.functions[index].isAsync { isAsync = true }
                    if isAsync { asyncMembers.insert(key) }
                }
            }
            guard assigned.contains(error.name) else { return nil }
            let payloads = stored.filter { property in
                property.name != flag.name && property.name != error.name && !Self.isProcessFlag(property.name)
                    && !property.name.lowercased().contains("error") && isPayload(property)
            }
            // Set together: one method sets the flag and the payload (the result of the process).
            guard let together = byMember.first(where: { key, targets in
                asyncMembers.contains(key) && targets.contains(flag.name) && payloads.contains { targets.contains($0.name) }
            })?.value else { return nil }
            guard let payload = payloads.first(where: { together.contains($0.name) }) else { return nil }
            return Violation(info.declaration.position, """
                `\(info.name)` tracks one process in `\(flag.name)`, `\(error.name)` and `\(payload.name)`, set \
                together: one enum of states (loading, loaded, failed) rules out the combinations that mean nothing
                """)
        }
    }

    private func isBool(_ property: PropertyFact) -> Bool {
        if let type = property.type { return type.text == "Bool" }
        return property.initializer == .literal(.boolean)
    }

    /// The result of the process: an optional value or a collection.
    private func isPayload(_ property: PropertyFact) -> Bool {
        if property.wrappers.contains(where: { $0.name != "State" && $0.name != "Published" }) { return false }
        if let type = property.type {
            if type.text == "Bool" || type.text.contains("Task") || type.text.contains("Cancellable")
                || type.text.contains("Timer") { return false }
            return type.isOptional || type.isCollectionOrTuple
        }
        if case .literal(let kind)? = property.initializer { return kind == .array || kind == .dictionary }
        return false
    }
}
