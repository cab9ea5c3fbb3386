struct LegacyPropertyWrapperRule: Rule {
    static let replacements: [String: String] = [
        "StateObject": "`@State private var` with an `@Observable` class",
        "ObservedObject": "a plain `var` (or `@Bindable` for bindings) with an `@Observable` class",
        "EnvironmentObject": "`@Environment(T.self)` with an `@Observable` class",
    ]

    static let description = RuleDescription(
        id: "legacy-property-wrapper",
        severity: .info,
        optIn: true,
        summary: "`@StateObject`, `@ObservedObject`, `@EnvironmentObject` or `.environmentObject` where Observation is available",
        rationale: """
            These wrappers exist for Combine-era `ObservableObject` classes. Once a class is `@Observable`, a view \
            owns it with `@State`, receives it as a plain property (`@Bindable` when it makes bindings), and reads \
            it from the environment with `@Environment(T.self)`, injected by `.environment(object)`. The `fix` \
            command migrates classes and their use sites together. \
            The rule is opt-in: the class's `legacy-observable-object` finding is the one to act on, and `fix` \
            rewrites every use site with it; on real apps a use site whose object Statecraft could not tie to one \
            class was often a package's type or a class that must stay an `ObservableObject`.
            """,
        exclusions: """
            Deployment targets older than Observation; objects whose class needs a manual migration (Combine \
            publishers), already reported by `legacy-observable-object`; project types that are no \
            `ObservableObject`. Use sites are information: the class's `legacy-observable-object` finding carries \
            the warning, `fix` rewrites them with it, and a use site whose object Statecraft cannot resolve (a \
            package's type, an `if let` binding) may hold a class that has to stay an `ObservableObject`.
            """,
        triggering: [
            RuleExample("""
                struct ListScreen: View {
                    ↓@StateObject private var model = ListModel()
                    ↓@EnvironmentObject private var session: Session
                    var body: some View { Row().↓environmentObject(model) }
                }
                """),
            RuleExample("""
                final class Basket: ObservableObject { @Published var items: [String] = [] }
                struct BasketScreen: View {
                    ↓@StateObject private var basket = Basket()
                    var body: some View { BasketList().↓environmentObject(basket) }
                }
                """),
            RuleExample("""
                protocol Launching: ObservableObject { var ready: Bool { get } }
                struct LaunchGate<Model: Launching>: View {
                    ↓@ObservedObject var model: Model
                    var body: some View { Text(model.ready ? "Ready" : "Waiting") }
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
            RuleExample("""
                import Combine
                final class Workspace: ObservableObject {
                    @Published var files: [String] = []
                    var cancellables = Set<AnyCancellable>()
                    init() { objectWillChange.sink { print("changing") }.store(in: &cancellables) }
                }
                struct WorkspaceWindow: View {
                    @StateObject private var workspace = Workspace()
                    var body: some View { Sidebar().environmentObject(workspace) }
                }
                struct Sidebar: View {
                    @EnvironmentObject private var workspace: Workspace
                    var body: some View { Text("\\(workspace.files.count)") }
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
        guard file.deploymentTargets.allowsObservation else { return [] }
        var violations: [Violation] = []
        var scopes: [(context: String?, scope: MemberScope)] = file.types.map { ($0.qualifiedName, $0.declaration.scope) }
        scopes += file.extensions.map { ($0.fact.extendedType, $0.fact.scope) }
        let injectionsByLine = Dictionary(grouping: file.facts.observation.injections, by: \.line)
        let sites = Dictionary(file.facts.observation.wrapperProperties.map { ("\($0.owner ?? "")|\($0.name)", $0) },
                               uniquingKeysWith: { first, _ in first })
        for (context, scope) in scopes {
            for property in scope.properties {
                guard let wrapper = property.wrappers.first(where: { Self.replacements[$0.name] != nil }) else { continue }
                // The project classes it may hold: the one its type names, or each platform twin of that name.
                let held = sites["\(context ?? "")|\(property.name)"].map { heldClasses($0, file) } ?? heldClasses(property, context: context, file)
                guard !held.contains(where: { staysLegacy(.project($0), file) }) else { continue }
                var violation = Violation(wrapper.position, """
                    `@\(wrapper.name)` is for Combine-era `ObservableObject`s; with Observation use \
                    \(Self.replacements[wrapper.name]!)
                    """)
                if held.isEmpty {
                    let owner = context.flatMap { file.index.types.resolve($0, from: nil, file: file.fileIndex).info }
                    violation.fixLeaves = Self.unresolvedReason(file.index.types.heldTypeName(property), owner: owner)
                }
                violations.append(violation)
            }
            for call in scope.usage.calls where call.name == "environmentObject" && call.isMethodOnExpression {
                let injected = (injectionsByLine[call.position.line] ?? []).map { injection -> [TypeInfo] in
                    switch file.index.values.resolve(injection.argument, in: file.fileIndex) {
                    case .project(let info): return [info]
                    case .ambiguous(let name): return file.index.types.bySimpleName[SyntaxReading.simpleName(name)] ?? []
                    default: return []
                    }
                }
                guard !injected.joined().contains(where: { staysLegacy(.project($0), file) }) else { continue }
                var violation = Violation(call.position, """
                    `.environmentObject(_:)` is for Combine-era `ObservableObject`s; with Observation inject an \
                    `@Observable` object with `.environment(_:)`
                    """)
                if injected.joined().isEmpty { violation.fixLeaves = Self.unresolvedReason(nil) }
                violations.append(violation)
            }
        }
        return violations
    }

    /// Why the migration, which rewrites a use site together with its class, leaves one it cannot tie to a class.
    static func unresolvedReason(_ typeName: String?, owner: TypeInfo? = nil) -> String {
        guard let typeName else { return "Statecraft cannot tell which class it holds, and the migration rewrites a use site with its class" }
        if let owner, owner.declaration.genericParameters.contains(typeName) {
            return "`\(typeName)` is a generic parameter of `\(owner.name)`, which the migration does not rewrite"
        }
        return "`\(typeName)` is not a class declared in this project, and the migration rewrites a use site with its class"
    }

    /// The project classes a wrapper property may hold, as the migration resolves it: the one it names or builds,
    /// each platform twin of that name, or every namesake (the verdict gives each a reason to stay).
    private func heldClasses(_ site: ObservationSiteFacts.WrapperProperty, _ file: FileContext) -> [TypeInfo] {
        switch file.index.values.held(by: site, in: file.fileIndex) {
        case .project(let info): return [info]
        case .ambiguous(let name): return file.index.types.bySimpleName[SyntaxReading.simpleName(name)] ?? []
        default: return []
        }
    }

    /// The project classes a property that is no wrapper may hold: the one its type or shared instance names, or each platform
    /// twin of that name.
    private func heldClasses(_ property: PropertyFact, context: String?, _ file: FileContext) -> [TypeInfo] {
        guard let name = file.index.types.heldTypeName(property) ?? SharedInstanceRole.sharedInstanceType(of: property) else {
            return []
        }
        switch file.index.values.typeNamed(name, context: context, file: file.fileIndex) {
        case .project(let info): return [info]
        case .ambiguous: return file.index.types.bySimpleName[SyntaxReading.simpleName(name)] ?? []
        default: return []
        }
    }

    /// An object that keeps its Combine-era wrapper: a project class `fix` cannot move to `@Observable`
    /// (`legacy-observable-object` says why, once, at the class), or a project type that is no `ObservableObject`.
    private func staysLegacy(_ resolution: ObjectResolution?, _ file: FileContext) -> Bool {
        switch resolution {
        case .project(let info)?:
            return !(info.isClass && file.index.types.observability(of: info) == .observableObject)
                || !file.index.roles.migrationBlockers.reasons(info).isEmpty
        default: return false
        }
    }
}

extension LegacyPropertyWrapperRule: CorrectableRule {
    static let correction = Correction.migration
}
