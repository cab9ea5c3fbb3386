struct ViewModelInMVRule: Rule {
    static let description = RuleDescription(
        id: "view-model-in-mv",
        pack: .mv,
        severity: .warning,
        summary: "A screen owning a view model in an MV codebase",
        rationale: """
            In MV, a screen keeps its own UI state (`@State`, an enum of loading states) and calls services it \
            reads from the environment; there is no per-screen object in between. A view model here is a second \
            place for state and logic that the rest of the codebase does not have. Move the state into the view \
            and the logic into a service injected with `@Environment`.
            """,
        exclusions: """
            Objects read from or injected into the environment (services); SwiftData `@Model` types; components \
            (only screens are checked); a controller the screen only hands on to a component; classes matching \
            the `allow` patterns (default `*Player*`, `*Paginator*`), even when named as view models. With \
            `architecture: auto` the rule runs when a clear majority of screens (60%) follows MV, says so, and \
            reports only view models the screen owns and their author named as such (`…ViewModel`, `…VM`, or \
            named for the screen): a helper one screen creates (`LocationManager`) may be the reusable controller \
            it looks like.
            """,
        options: [OptionSpec("allow", .strings, "Name patterns of reusable controllers that are not view models (default: *Player*, *Paginator*)")],
        triggering: [
            RuleExample("""
                @Observable final class CheckoutViewModel {
                    var total = 0
                    func pay() async {}
                }
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { CheckoutView() } }
                }
                struct CheckoutView: View {
                    @State private var ↓viewModel = CheckoutViewModel()
                    var body: some View { Text("\\(viewModel.total)").task { await viewModel.pay() } }
                }
                """),
            RuleExample("""
                final class SignupForm: ObservableObject {
                    @Published var email = ""
                }
                struct WelcomeView: View {
                    @State private var showsSignup = false
                    var body: some View {
                        Button("Sign up") { showsSignup = true }
                            .sheet(isPresented: $showsSignup) { SignupView(form: SignupForm()) }
                    }
                }
                struct SignupView: View {
                    @ObservedObject var ↓form: SignupForm
                    var body: some View { TextField("Email", text: $form.email) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class Cart { var items: [String] = [] }
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { RootView() } }
                }
                struct RootView: View {
                    @State private var cart = Cart()
                    var body: some View { CartView().environment(cart) }
                }
                struct CartView: View {
                    @Environment(Cart.self) private var cart
                    var body: some View { Text("\\(cart.items.count)") }
                }
                """),
            RuleExample("""
                @Observable final class ClipPlayer { var isPlaying = false }
                @Observable final class FeedPaginator { var page = 0 }
                @Observable @MainActor final class TrailerPlayerViewModel { var position = 0.0 }
                @main struct ClipsApp: App {
                    var body: some Scene { WindowGroup { ClipScreen() } }
                }
                struct ClipScreen: View {
                    @State private var player = ClipPlayer()
                    @State private var pages = FeedPaginator()
                    @State private var trailer = TrailerPlayerViewModel()
                    @State private var transport = Transport()
                    var body: some View {
                        VStack {
                            Text("\\(pages.page)").onTapGesture { player.isPlaying.toggle() }
                            Text("\\(trailer.position)")
                            TransportBar(transport: transport)
                        }
                    }
                }
                @Observable final class Transport { var position = 0.0 }
                struct TransportBar: View {
                    let transport: Transport
                    var body: some View { Text("\\(transport.position)") }
                }
                """),
            RuleExample("""
                import SwiftData
                @Model final class Trip { var name = "" }
                @main struct TripsApp: App {
                    var body: some Scene { WindowGroup { TripView(trip: Trip()) } }
                }
                struct TripView: View {
                    let trip: Trip
                    var body: some View { Text(trip.name) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let summary = file.architecture.summary
        var violations: [Violation] = []
        for view in file.views {
            guard let screen = file.architecture.model.screen(for: view), screen.style == .mvvm else { continue }
            var held = screen.viewModels
            // Detected, not declared: only objects the screen owns and that their author named as view models
            // (`CheckoutViewModel`, `SearchVM`, or named for the screen) are certainly a second architecture. A
            // `LocationManager` or `ColorHistoryController` one screen creates may be the reusable helper it looks like.
            if summary.mode == .auto {
                held = held.filter { $0.isOwned && (ViewModelRole.hasViewModelName($0.object.name) || ViewModelRole.isNamed(for: view, $0.object)) }
            }
            guard let first = held.first else { continue }
            let names = ListFormat.and(Self.unique(held.map { "`\($0.object.name)`" }))
            let how = held.contains { $0.mode == .created } ? "owns" : "holds"
            let noun = Set(held.map(\.object.name)).count == 1 ? "the view model" : "the view models"
            violations.append(Violation(first.property.position, """
                `\(view.name)` \(how) \(noun) \(names)\(majorityContext(summary)): in MV, keep the screen's state in \
                the view (`@State`, an enum of states) and move its logic into a service read with `@Environment`
                """))
        }
        return violations
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// `, but 9 of 11 screens here follow MV` when the architecture was detected rather than configured.
    private func majorityContext(_ summary: ArchitectureSummary) -> String {
        guard summary.mode == .auto else { return "" }
        return ", but \(summary.screens[.mv] ?? 0) of \(summary.countedScreens) screens here follow MV"
    }
}
