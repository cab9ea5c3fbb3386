struct ViewModelForStaticScreenRule: Rule {
    static let description = RuleDescription(
        id: "view-model-for-static-screen",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A view model with no async work, no dependencies and at most two simple properties",
        rationale: """
            A view model earns its place by holding a screen's logic: loading, saving, talking to services. One \
            that holds a couple of plain values and nothing else is overhead: another type, another file, another \
            indirection for what `@State` in the view does directly. \
            The rule is opt-in: dependencies reached through service locators and asynchronous work through \
            completion handlers, promises or dispatch queues are common, and the rule cannot yet see them all.
            """,
        exclusions: """
            View models with async methods or tasks, any dependency (an `init` parameter, a stored object or \
            protocol-typed property), more than two stored properties, or a property whose type is not a plain value.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class ↓AboutViewModel {
                    var showsLicenses = false
                    var version = "1.0"
                    func toggleLicenses() { showsLicenses.toggle() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class AboutViewModel {
                    var version = ""
                    private let bundle: BundleInfo
                    init(bundle: BundleInfo) { self.bundle = bundle }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class ReleaseNotesViewModel {
                    var notes = ""
                    func load() async { notes = "…" }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        file.viewModels.compactMap { info in
            let stored = info.storedProperties
            guard stored.count <= 2,
                  stored.allSatisfy({ file.index.types.isCertainlyValue($0, context: info.qualifiedName) }),
                  !info.allFunctions.contains(where: { $0.isAsync || ($0.kind == .initializer && !$0.parameterNames.isEmpty) }),
                  !info.scopes.contains(where: { scope in
                      scope.scope.usage.calls.contains { $0.name == "Task" || $0.name == "sink" || $0.name == "assign" }
                          || scope.scope.usage.assignments.contains(where: \.valueHasAwait)
                  }) else { return nil }
            let names = stored.map { "`\($0.name)`" }
            return Violation(info.declaration.position, """
                view model `\(info.name)` has no async work, no dependencies and \
                \(names.isEmpty ? "no stored state" : "only \(ListFormat.and(names))"): hold that in `@State` in the view
                """)
        }
    }
}
