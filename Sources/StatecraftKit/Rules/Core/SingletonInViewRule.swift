struct SingletonInViewRule: Rule {
    static let description = RuleDescription(
        id: "singleton-in-view",
        severity: .info,
        optIn: true,
        summary: "A view reaching a service through a singleton or constructing it itself",
        rationale: """
            `Service.shared` or a `let api = APIClient()` inside a view hides the dependency: previews and tests \
            get the real service, and the view cannot be reused with another one. Inject the service instead — \
            with `@Environment` (MV) or through the view model's initialiser (MVVM). Whether injecting an app-wide \
            manager pays off is the team's call: in five labelled samples on real apps a quarter to a third of the \
            findings were debug screens, root wiring and preference wrappers that reach the real instance on \
            purpose. So the rule is opt-in, and information when enabled.
            """,
        exclusions: """
            Types from outside the project (`URLSession.shared`, `UIApplication.shared`); value types; classes \
            that do not look like services (no async methods, no Service/Client/Store/Manager… suffix), view models; \
            `@Environment` reads; `static let` formatters and constants; haptics, sound effects, analytics and \
            logging (`HapticManager.shared.tap()`), which a view fires and forgets; a shared instance the view puts into \
            the environment (`.environment(Store.shared)`), which is the injection the rule asks for; observable \
            app state whose initialisers are all private (no other instance can exist to inject); a private method \
            or a stored property nothing uses; a shared instance handed to an initialiser (`FeedViewModel(store: \
            Store.shared)`) or kept in a `var` the memberwise initialiser lets callers replace.
            """,
        triggering: [
            RuleExample("""
                final class TrailAPI { static let shared = TrailAPI() }
                struct TrailList: View {
                    var body: some View { Text("Trails").task { await ↓TrailAPI.shared.refresh() } }
                }
                """),
            RuleExample("""
                final class WeatherClient { func forecast() async throws -> String { "" } }
                struct Forecast: View {
                    private let ↓client = WeatherClient()
                    var body: some View { Text("Forecast") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                final class TrailAPI { static let shared = TrailAPI() }
                struct Units { static let shared = Units() }
                final class Palette { static let shared = Palette() }
                struct TrailList: View {
                    @Environment(TrailAPI.self) private var api
                    private static let formatter = DateFormatter()
                    var body: some View {
                        Text(Units.shared.name).foregroundStyle(Palette.shared.accent).onTapGesture { UIApplication.shared.open(url) }
                    }
                }
                """),
            RuleExample("""
                @Observable final class CurrentUser {
                    static let shared = CurrentUser()
                    var name = ""
                    private init() {}
                    func reload() async {}
                }
                final class FeedService { static let shared = FeedService(); func load() async {} }
                struct Greeting: View {
                    var feed = FeedService.shared
                    private let spare = FeedService.shared
                    @State private var model = FeedViewModel(service: FeedService.shared)
                    var body: some View { Text(CurrentUser.shared.name).task { await feed.load() } }
                    private func unused() async { await FeedService.shared.load() }
                }
                """),
            RuleExample("""
                final class StatusStore {
                    static let shared = StatusStore()
                    func refresh() async {}
                }
                struct ShareCard: View {
                    var body: some View { StatusSnapshot().environment(StatusStore.shared) }
                }
                """),
            RuleExample("""
                final class HapticManager {
                    static let shared = HapticManager()
                    private let generator = UIImpactFeedbackGenerator()
                    func tap() { generator.impactOccurred() }
                }
                final class AnalyticsService {
                    static let shared = AnalyticsService()
                    func track(_ event: String) async {}
                }
                struct SaveButton: View {
                    var body: some View {
                        Button("Save") {
                            HapticManager.shared.tap()
                            Task { await AnalyticsService.shared.track("save") }
                        }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        // One finding per view and service, whichever of the view's scopes in this file reaches it first.
        var reported = Set<String>()
        for (view, scope) in file.viewScopes {
            // Injecting the shared instance (`.environment(Store.shared)`) is what the rule asks for.
            for access in scope.usage.staticAccesses.sorted(by: { $0.position < $1.position }) where !access.isInjected {
                guard !scope.isStatic(access.enclosingMember), !isUncalledPrivateFunction(access.enclosingMember, scope, of: view),
                      !isUnusedOrInjectableProperty(access.enclosingMember, scope, of: view),
                      case .project(let info) = file.index.types.resolve(access.base, from: view.qualifiedName), info.isClass || info.kind == .actor,
                      file.index.roles.services.isService(info), !Self.isFireAndForget(info),
                      !isOnlyInstanceOfState(info, file),
                      reported.insert(view.qualifiedName + ">" + info.qualifiedName).inserted else { continue }
                violations.append(Violation(access.position, """
                    `\(view.name)` reaches `\(access.base).\(access.member)` directly: the dependency is hidden and \
                    cannot be replaced in previews or tests; inject it (`@Environment` or an initialiser)
                    """))
            }
            for property in scope.properties where property.wrappers.isEmpty && !property.isStatic && !property.isComputed {
                guard case .construction(let typeName?)? = property.initializer,
                      !isInjectable(property, of: view),
                      case .project(let info) = file.index.types.resolve(typeName, from: view.qualifiedName),
                      info.isClass || info.kind == .actor, file.index.roles.services.isService(info), !Self.isFireAndForget(info),
                      reported.insert(view.qualifiedName + ">" + info.qualifiedName).inserted else { continue }
                violations.append(Violation(property.position, """
                    `\(view.name)` constructs its own `\(info.name)`: the dependency is hidden and cannot be replaced \
                    in previews or tests; inject it (`@Environment` or an initialiser)
                    """))
            }
        }
        return violations
    }

    /// App-wide observable state that cannot be built twice (every initialiser private, `CurrentAccount.shared`):
    /// no preview or test could hand the view another instance, so injecting it changes nothing.
    private func isOnlyInstanceOfState(_ info: TypeInfo, _ file: FileContext) -> Bool {
        let initializers = info.scopes.flatMap(\.scope.functions).filter { $0.kind == .initializer }
        guard !initializers.isEmpty, initializers.allSatisfy({ ($0.access ?? .internal) == .private }) else { return false }
        let observability = file.index.types.observability(of: info)
        return observability == .observable || observability == .observableObject
    }

    /// `let api = API.shared` that nothing reads (dead code), or `var api = API.shared` that the memberwise
    /// initialiser already lets a caller replace.
    private func isUnusedOrInjectableProperty(_ member: MemberRef?, _ scope: MemberScope, of view: TypeInfo) -> Bool {
        guard case .property(let index)? = member, !scope.properties[index].isComputed else { return false }
        let property = scope.properties[index]
        if !view.reads(property.name) { return true }
        return isInjectable(property, of: view)
    }

    /// A stored property of a struct view the memberwise initialiser takes: callers can pass another value.
    private func isInjectable(_ property: PropertyFact, of view: TypeInfo) -> Bool {
        let hasExplicitInit = view.declaration.scope.functions.contains { $0.kind == .initializer }
        // The memberwise initialiser takes a plain `var`, an `@ObservedObject`'s object and a `@State`'s value.
        let passable = property.wrappers.isEmpty || property.hasWrapper("ObservedObject") || property.hasWrapper("State")
        return !view.isClass && !property.isLet && !property.isPrivate && passable && !hasExplicitInit
    }

    /// A private method nothing in the view calls: dead code, not a dependency in use.
    private func isUncalledPrivateFunction(_ member: MemberRef?, _ scope: MemberScope, of view: TypeInfo) -> Bool {
        guard case .function(let index)? = member, scope.functions[index].kind == .function,
              (scope.functions[index].access ?? .internal) <= .fileprivate else { return false }
        let name = scope.functions[index].name
        return !view.scopes.contains { ref in
            ref.scope.usage.calls.contains { $0.name == name } || ref.scope.usage.reads[name] != nil
        }
    }

    /// Haptics, sound effects, analytics and logging: calls a view fires and forgets. Nothing in a preview or a
    /// test depends on them, so reaching the shared instance hides nothing worth injecting.
    static func isFireAndForget(_ info: TypeInfo) -> Bool {
        Vocabulary.fireAndForgetServiceWords.contains { info.name.contains($0) }
    }
}
