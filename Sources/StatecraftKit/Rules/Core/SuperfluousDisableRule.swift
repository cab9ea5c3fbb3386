/// Reads the `statecraft:disable` comments themselves: the linter reports them after every other rule ran, since
/// whether a comment silenced anything is known only then (`Linter.commentFindings`).
struct SuperfluousDisableRule: Rule {
    static let description = RuleDescription(
        id: "superfluous-disable",
        severity: .warning,
        summary: "A `statecraft:disable` comment names an unknown rule, or silences nothing",
        rationale: """
            A control comment with a misspelt rule id silences nothing, so the finding it was written for still \
            shows, and the comment misleads the next reader. One that names a real rule but no longer covers any \
            finding of it (the code changed, or the rule learnt the case) hides the next real finding on that line. \
            Fix the id, or remove the comment. A misspelt id is a warning; a comment that silences nothing is \
            information.
            """,
        exclusions: """
            `all`; rules that did not run (disabled, opt-in and not enabled, of another pack, or left out by \
            `--rule`), whose comments may be meant for another configuration.
            """,
        triggering: [
            RuleExample("""
                struct Badge: View {
                    ↓// statecraft:disable:next state-not-privat - set by the previews
                    @State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Badge: View {
                    // statecraft:disable:next state-not-private - set by the previews
                    @State var count = 0
                    // statecraft:disable:next all
                    var body: some View { Text("\\(count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] { [] }
}
