struct ViewModelHoldsRouterRule: Rule {
    static let description = RuleDescription(
        id: "view-model-holds-router",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A view model storing a router, coordinator or navigation controller",
        rationale: """
            In the MVVM layout the view model owns a screen's navigation *state* (the selected item, the \
            presented sheet) and leaves the navigation *layer* to others: where a screen leads is handed in as \
            closures (`onOpen: (Order) -> Void`). A view model that stores the app's router or coordinator knows \
            every screen it can reach, is tied to how the app navigates, and needs that router, or a fake of it, in \
            each test. Pass the view model the closures it calls, and let the view or the coordinator that builds \
            it decide what they do.
            """,
        exclusions: """
            Navigation state the view model owns (`NavigationPath`, a selected route, a presented item); a \
            representable's `Coordinator`; a coordinator that is not seen navigating (no `push`, `present`, `pop`, \
            `dismiss` or `navigate` call, no navigation controller or path held: a refresh or web-view \
            coordinator); routers and coordinators themselves (a router holding each feature's \
            router); types from outside the project other than UIKit's and AppKit's \
            navigation controllers; view models used by several screens as shared controllers; a router whose type \
            is not written (`let router = resolve(\\.router)`). Opt-in: a coordinator-driven MVVM (MVVM-C) stores \
            its coordinator on purpose. Measured on 119 open-source apps: 9 findings in 5 apps, all true.
            """,
        triggering: [
            RuleExample("""
                @Observable final class AppRouter {
                    var path: [Route] = []
                    func open(_ route: Route) { path.append(route) }
                }
                @Observable @MainActor final class OrdersViewModel {
                    private let ↓router: AppRouter
                    var orders: [Order] = []
                    init(router: AppRouter) { self.router = router }
                    func select(_ order: Order) { router.open(.order(order.id)) }
                }
                struct OrdersView: View {
                    @State private var model: OrdersViewModel
                    init(router: AppRouter) { _model = State(initialValue: OrdersViewModel(router: router)) }
                    var body: some View { List(model.orders) { Text($0.title) } }
                }
                """),
            RuleExample("""
                @MainActor final class CheckoutViewModel: ObservableObject {
                    weak var ↓navigationController: UINavigationController?
                    @Published var total = 0
                    func pay() { navigationController?.popViewController(animated: true) }
                }
                struct CheckoutView: View {
                    @StateObject private var model = CheckoutViewModel()
                    var body: some View { Text("\\(model.total)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class OrdersViewModel {
                    var orders: [Order] = []
                    var selected: Order?
                    var path = NavigationPath()
                    private let onOpen: (Order) -> Void
                    init(onOpen: @escaping (Order) -> Void) { self.onOpen = onOpen }
                    func select(_ order: Order) { onOpen(order) }
                }
                struct OrdersView: View {
                    @State private var model = OrdersViewModel(onOpen: { _ in })
                    var body: some View { List(model.orders) { Text($0.title) } }
                }
                """),
            RuleExample("""
                final class RefreshCoordinator {
                    private var timer: Timer?
                    func start(every seconds: TimeInterval, _ work: @escaping () -> Void) {
                        timer = Timer.scheduledTimer(withTimeInterval: seconds, repeats: true) { _ in work() }
                    }
                }
                @Observable @MainActor final class InboxViewModel {
                    private let refresher = RefreshCoordinator()
                    var messages: [String] = []
                    func appear() { refresher.start(every: 60) { } }
                }
                struct InboxView: View {
                    @State private var model = InboxViewModel()
                    var body: some View { List(model.messages, id: \\.self) { Text($0) }.onAppear { model.appear() } }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let roles = file.index.roles.viewModels
        var violations: [Violation] = []
        // A router holding the routers of each feature is the navigation layer itself.
        for info in file.viewModels where roles.isScreenViewModel(info) && !Self.isNavigationLayerName(info.name) {
            for property in info.storedProperties {
                guard let held = navigationLayer(held: property, in: info, file.index.types) else { continue }
                violations.append(Violation(property.position, """
                    view model `\(info.name)` holds `\(held)` in `\(property.name)`: hand it the navigation it \
                    needs as closures (`onOpen: (Item) -> Void`) so it does not depend on the navigation layer, \
                    and its tests need no \(SyntaxReading.simpleName(held))
                    """))
            }
        }
        return violations
    }

    private func navigationLayer(held property: PropertyFact, in info: TypeInfo, _ types: TypeTable) -> String? {
        guard let name = types.heldTypeName(property) else { return nil }
        let simple = SyntaxReading.simpleName(name)
        switch types.resolve(name, from: info.qualifiedName, file: info.file) {
        case .project(let type):
            guard type !== info, !types.isView(type), Self.isNavigationLayerName(type.name) else { return nil }
            // A coordinator may coordinate anything (a refresh, a web view's loads): it must be seen navigating.
            if type.name.hasSuffix("Coordinator"), !Self.navigates(type) { return nil }
            return type.name
        default:
            return Vocabulary.navigationControllerTypes.contains(simple) ? simple : nil
        }
    }

    /// Declares or calls a navigation method (`push`, `present`, `pop`, `dismiss`, `navigate`), or holds a
    /// navigation container, a path or routes (`[Route]`).
    private static func navigates(_ type: TypeInfo) -> Bool {
        func isNavigation(_ name: String) -> Bool {
            Vocabulary.navigationCalls.contains(name) || name.hasPrefix("push") || name.hasPrefix("present")
        }
        return type.scopes.contains { ref in
            ref.scope.usage.calls.contains { isNavigation($0.name) } || ref.scope.functions.contains { isNavigation($0.name) }
                || ref.scope.properties.contains { property in
                    let held = property.type?.nominal.map(SyntaxReading.simpleName) ?? ""
                    return Vocabulary.navigationControllerTypes.contains(held) || held == "NavigationPath"
                        || (property.type?.text.contains("Route") ?? false)
                }
        }
    }

    /// `AppRouter`, `OrdersCoordinator`, `MainNavigator`; not a representable's own `Coordinator`.
    static func isNavigationLayerName(_ name: String) -> Bool {
        guard name != "Coordinator" else { return false }
        return ["Router", "Coordinator", "Navigator"].contains { name.hasSuffix($0) }
    }
}
