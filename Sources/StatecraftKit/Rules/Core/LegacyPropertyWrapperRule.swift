struct LegacyPropertyWrapperRule: Rule {
    static let replacements: [String: String] = [
        "StateObject": "`@State private var` with an `@Observable` class",
        "ObservedObject": "a plain `var` (or `@Bindable` for bindings) with an `@Observable` class",
        "EnvironmentObject": "`@Environment(T.self)` with an `@Observable` class",
    ]

    static let description = RuleDescription(
        id: "legacy-property-wrapper",
        severity: .warning,
        summary: "`@StateObject`, `@ObservedObject`, `@EnvironmentObject` or `.environmentObject` where Observation is available",
        rationale: """
            These wrappers exist for Combine-era `ObservableObject` classes. Once a class is `@Observable`, a view \
            owns it with `@State`, receives it as a plain property (`@Bindable` when it makes bindings), and reads \
            it from the environment with `@Environment(T.self)`, injected by `.environment(object)`. The `fix` \
            command migrates classes and their use sites together.
            """,
        exclusions: """
            Deployment targets older than Observation; objects whose class needs a manual migration (Combine \
            publishers), already reported by `legacy-observable-object`.
            """,
        triggering: [
            RuleExample("""
                struct ListScreen: View {
                    ↓@StateObject private var model = ListModel()
                    ↓@EnvironmentObject private var session: Session
                    var body: some View { Row().↓environmentObject(model) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ListScreen: View {
                    @State private var model = ListModel()
                    @Environment(Session.self) private var session
                    var body: some View { Row().environment(model) }
                }
                """),
            RuleExample("""
                struct ListScreen: View {
                    @StateObject private var model = ListModel()
                    var body: some View { Row().environmentObject(model) }
                }
                """, deploymentTarget: [.iOS: OSVersion(15, 0)]),
            RuleExample("""
                final class Ticker: ObservableObject {
                    @Published var value = 0
                    func poke() { objectWillChange.send() }
                }
                struct TickerView: View {
                    @StateObject private var ticker = Ticker()
                    var body: some View { Text("\\(ticker.value)") }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                import SwiftUI

                final class Session: ObservableObject {
                    @Published var user = ""
                }
                struct RootView: View {
                    @StateObject private var session = Session()
                    var body: some View { AccountView().environmentObject(session) }
                }
                struct AccountView: View {
                    @EnvironmentObject private var session: Session
                    var body: some View { Text(session.user) }
                }
                """, """
                import SwiftUI

                @Observable final class Session {
                    var user = ""
                }
                struct RootView: View {
                    @State private var session = Session()
                    var body: some View { AccountView().environment(session) }
                }
                struct AccountView: View {
                    @Environment(Session.self) private var session
                    var body: some View { Text(session.user) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard file.index.deploymentTargets.allowsObservation else { return [] }
        var violations: [Violation] = []
        var scopes: [(context: String?, scope: MemberScope)] = file.types.map { ($0.qualifiedName, $0.declaration.scope) }
        scopes += file.extensions.map { ($0.fact.extendedType, $0.fact.scope) }
        for (context, scope) in scopes {
            for property in scope.properties {
                guard let wrapper = property.wrappers.first(where: { Self.replacements[$0.name] != nil }),
                      !needsManualMigration(file.index.types.heldTypeName(property), from: context, index: file.index) else { continue }
                violations.append(Violation(wrapper.position, """
                    `@\(wrapper.name)` is for Combine-era `ObservableObject`s; with Observation use \
                    \(Self.replacements[wrapper.name]!)
                    """))
            }
            for call in scope.usage.calls where call.name == "environmentObject" && call.isMethodOnExpression {
                violations.append(Violation(call.position, """
                    `.environmentObject(_:)` is for Combine-era `ObservableObject`s; with Observation inject an \
                    `@Observable` object with `.environment(_:)`
                    """))
            }
        }
        return violations
    }

    private func needsManualMigration(_ typeName: String?, from context: String?, index: ProjectIndex) -> Bool {
        guard let typeName, case .project(let info) = index.types.resolve(typeName, from: context) else { return false }
        return !index.roles.migrationBlockers.reasons(info).isEmpty
    }
}

extension LegacyPropertyWrapperRule: CorrectableRule {
    static let correction = Correction.migration
}
