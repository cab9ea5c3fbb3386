struct EnvironmentReadInInitRule: Rule {
    static let description = RuleDescription(
        id: "environment-read-in-init",
        severity: .error,
        summary: "An environment value read in a view's `init`, before SwiftUI has provided it",
        rationale: """
            SwiftUI installs a view's environment after the view is initialised, just before `body` runs. In \
            `init`, `@Environment` returns its default value and `@EnvironmentObject` crashes. Read environment \
            values in `body`, `.task`, or methods called from them.
            """,
        exclusions: "Reads in `body`, modifiers and methods; init parameters or locals that share the property's name.",
        triggering: [
            RuleExample("""
                struct ExpiryLabel: View {
                    @Environment(\\.calendar) private var calendar
                    private let days: Int
                    init(date: Date) {
                        days = ↓calendar.dateComponents([.day], from: .now, to: date).day ?? 0
                    }
                    var body: some View { Text("\\(days) days") }
                }
                """),
            RuleExample("""
                struct ProfileHeader: View {
                    @EnvironmentObject private var session: Session
                    private let greeting: String
                    init() { greeting = "Hi " + self.↓session.name }
                    var body: some View { Text(greeting) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ExpiryLabel: View {
                    @Environment(\\.calendar) private var calendar
                    let date: Date
                    init(date: Date, calendar: Calendar = .current) {
                        self.date = date
                        _ = calendar.startOfDay(for: date)
                    }
                    var body: some View { Text("\\(calendar.component(.day, from: date))") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views {
            let environmentNames = Set(view.allProperties.filter {
                $0.hasWrapper("Environment") || $0.hasWrapper("EnvironmentObject")
            }.map(\.name))
            guard !environmentNames.isEmpty else { continue }
            for scopeRef in view.scopes {
                for function in scopeRef.scope.functions where function.kind == .initializer {
                    var reported = Set<String>()
                    for read in function.propertyReads where environmentNames.contains(read.name) {
                        guard reported.insert(read.name).inserted else { continue }
                        violations.append(Violation(read.position, """
                            `\(read.name)` is an environment value read in `init`, before SwiftUI provides it: it \
                            holds the default value (or crashes for `@EnvironmentObject`); read it in `body` or `.task`
                            """))
                    }
                }
            }
        }
        return violations
    }
}
