struct UntestedViewModelRule: Rule {
    static let description = RuleDescription(
        id: "untested-view-model",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A view model that no test file mentions",
        rationale: """
            A view model is where an MVVM screen keeps its logic, and the reason to have one is that the logic \
            can be tested without the UI. A view model that no test mentions is logic nobody checks.
            """,
        exclusions: """
            Test files are files under a `Tests` (or `…Tests`) folder, named `…Tests.swift`, `…Test.swift` or \
            `…Spec.swift`, or importing XCTest or Testing; they must be among the checked paths. A mention is the \
            type's name used in a test's code or as a property type.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class ↓CartViewModel { var total = 0 }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class CartViewModel { var total = 0 }
                ---
                import Testing
                @Test func emptyCartCostsNothing() { #expect(CartViewModel().total == 0) }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard !file.facts.isTestFile else { return [] }
        let tests = file.index.roles.tests
        return file.viewModels.compactMap { info in
            guard !tests.mentions(info.name) else { return nil }
            return Violation(info.declaration.position, """
                no test mentions view model `\(info.name)` (\(tests.testFileCount) test file\(tests.testFileCount == 1 ? "" : "s") checked): \
                its logic is untested
                """)
        }
    }
}
