import XCTest
@testable import StatecraftKit

/// Paths no caller can take are not reported: a branch on a fixed property that every caller on the path sets
/// to a constant that rules it out, directly, by default or passed on through other views. What changes while
/// the view lives (`@State` set to anything but constants, bindings) is never pruned, and the path a finding
/// shows is one that can happen.
final class PathPruningTests: XCTestCase {
    private let models = """
        final class Store: ObservableObject { @Published var total = 0 }
        struct Checkout: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("\\(store.total)") }
        }
        """

    private func gaps(_ sources: [String]) -> [String] {
        let analysis = makeIndex(sources + [models]).environmentAnalysis
        return analysis.appGaps.map {
            "\(analysis.graph.describe(path: $0.path)): \($0.requirement.key.typeName ?? "container")"
        }.sorted()
    }

    private func app(_ root: String) -> String {
        "@main struct ShopApp: App { var body: some Scene { WindowGroup { \(root) } } }"
    }

    private let card = """
        struct OfferCard: View {
            let showsBuyButton: Bool
            var body: some View {
                VStack {
                    Text("Offer")
                    if showsBuyButton { Checkout() }
                }
            }
        }
        """

    func testAConstantArgumentRulesOutTheBranch() {
        XCTAssertEqual(gaps([app("OfferCard(showsBuyButton: false)"), card]), [])
        XCTAssertEqual(gaps([app("OfferCard(showsBuyButton: true)"), card]), ["ShopApp › WindowGroup › OfferCard › Checkout: Store"])
        // The `else` branch holds the opposite.
        let inverted = card.replacingOccurrences(of: "if showsBuyButton { Checkout() }",
                                                 with: "if showsBuyButton { Text(\"Buy\") } else { Checkout() }")
        XCTAssertEqual(gaps([app("OfferCard(showsBuyButton: true)"), inverted]), [])
        XCTAssertEqual(gaps([app("OfferCard(showsBuyButton: false)"), inverted]), ["ShopApp › WindowGroup › OfferCard › Checkout: Store"])
    }

    func testAReadInsideAGuardedMemberIsGuardedToo() {
        let banner = """
            struct Banner: View {
                @EnvironmentObject var store: Store
                var showsBuyButton = false
                var body: some View {
                    VStack {
                        Text("Plus")
                        if !showsBuyButton { EmptyView() } else { buyButton }
                    }
                }
                private var buyButton: some View {
                    Button("Buy") { store.total += 1 }
                }
            }
            """
        // Left out, the property keeps its constant default.
        XCTAssertEqual(gaps([app("Banner()"), banner]), [])
        XCTAssertEqual(gaps([app("Banner(showsBuyButton: false)"), banner]), [])
        XCTAssertEqual(gaps([app("Banner(showsBuyButton: true)"), banner]), ["ShopApp › WindowGroup › Banner: Store"])
    }

    func testAValuePassedOnIsDecidedByTheCallerAbove() {
        let carousel = """
            struct Carousel: View {
                let showsInlineButton: Bool
                var body: some View { ScrollView { OfferCard(showsBuyButton: showsInlineButton) } }
            }
            struct Landing: View {
                var body: some View { Carousel(showsInlineButton: false) }
            }
            struct Prompt: View {
                var body: some View { Carousel(showsInlineButton: true) }
            }
            """
        XCTAssertEqual(gaps([app("Landing()"), carousel, card]), [])
        XCTAssertEqual(gaps([app("Prompt()"), carousel, card]), ["ShopApp › WindowGroup › Prompt › Carousel › OfferCard › Checkout: Store"])
        // Both on the app's path: the finding shows the path that can happen, not the shorter one that cannot.
        let both = """
            struct Home: View {
                var body: some View {
                    Carousel(showsInlineButton: false)
                    NavigationStack { Prompt() }
                }
            }
            """
        XCTAssertEqual(gaps([app("Home()"), both, carousel, card]),
                       ["ShopApp › WindowGroup › Home › Prompt › Carousel › OfferCard › Checkout: Store"])
    }

    func testASwitchOverACaseEveryCallerFixes() {
        let screen = """
            enum Layout { case compact, full }
            struct Summary: View {
                let layout: Layout
                var body: some View {
                    switch layout {
                    case .compact: Text("Total")
                    case .full: Checkout()
                    }
                }
            }
            """
        XCTAssertEqual(gaps([app("Summary(layout: .compact)"), screen]), [])
        XCTAssertEqual(gaps([app("Summary(layout: .full)"), screen]), ["ShopApp › WindowGroup › Summary › Checkout: Store"])
        let compared = screen.replacingOccurrences(of: """
                    switch layout {
                    case .compact: Text("Total")
                    case .full: Checkout()
                    }
            """, with: """
                    if layout == .full { Checkout() }
            """)
        XCTAssertEqual(gaps([app("Summary(layout: .compact)"), compared]), [])
    }

    func testStateThatChangesIsNeverPruned() {
        let toggled = """
            struct Basket: View {
                @State private var showsCheckout = false
                var body: some View {
                    Button("Pay") { showsCheckout = true }
                    if showsCheckout { Checkout() }
                }
            }
            """
        XCTAssertEqual(gaps([app("Basket()"), toggled]), ["ShopApp › WindowGroup › Basket › Checkout: Store"])
        // A caller's variable decides nothing.
        let passed = """
            struct Home: View {
                @State private var isMember = false
                var body: some View { OfferCard(showsBuyButton: isMember) }
            }
            """
        XCTAssertEqual(gaps([app("Home()"), passed, card]), ["ShopApp › WindowGroup › Home › OfferCard › Checkout: Store"])
    }

    func testAPreviewShowsWhatItsConstantsSelect() {
        func previewGaps(_ argument: String) -> Int {
            makeIndex([card + "\n#Preview { OfferCard(showsBuyButton: \(argument)) }", models]).environmentAnalysis.previewGaps.count
        }
        XCTAssertEqual(previewGaps("false"), 0)
        XCTAssertEqual(previewGaps("true"), 1)
    }

    // MARK: Routes

    private let router = """
        enum Route: Hashable { case cart, checkout, receipt(Int) }
        struct Router {
            @ViewBuilder func build(_ route: Route) -> some View {
                switch route {
                case .cart: Text("Cart")
                case .checkout: Checkout()
                case .receipt: Text("Receipt")
                }
            }
        }
        """

    func testABuilderCalledWithOneRouteBuildsOnlyThatCase() {
        func gaps(building route: String) -> [String] {
            let tabs = """
                struct Tabs: View {
                    let router = Router()
                    var body: some View {
                        TabView { router.build(\(route)).tabItem { Text("Shop") } }
                    }
                }
                """
            return self.gaps([app("Tabs()"), tabs, router])
        }
        XCTAssertEqual(gaps(building: ".cart"), [])
        XCTAssertEqual(gaps(building: ".receipt(7)"), [])
        XCTAssertEqual(gaps(building: ".checkout"), ["ShopApp › WindowGroup › Tabs › Router.build › Checkout: Store"])
        // A route only known at run time may be any case.
        XCTAssertEqual(gaps(building: "Route.checkout").count, 1)
    }

    func testAMemberFunctionCalledWithAConstantIsExpandedForThatCase() {
        let screen = """
            struct Summary: View {
                var body: some View {
                    VStack { section(for: .cart); section(for: .receipt(1)) }
                }
                @ViewBuilder private func section(for route: Route) -> some View {
                    switch route {
                    case .checkout: Checkout()
                    default: Text("Other")
                    }
                }
            }
            """
        XCTAssertEqual(gaps([app("Summary()"), screen, router]), [])
        let reaching = screen.replacingOccurrences(of: "section(for: .receipt(1))", with: "section(for: .checkout)")
        XCTAssertEqual(gaps([app("Summary()"), reaching, router]), ["ShopApp › WindowGroup › Summary › Checkout: Store"])
    }

    func testASheetShowsOnlyTheRoutesItsStateIsSetTo() {
        let screen = """
            struct Basket: View {
                @State private var sheet: Route?
                var body: some View {
                    Button("Cart") { sheet = .cart }
                    Button("Receipt") { sheet = .receipt(1) }
                        .sheet(item: $sheet) { route in
                            switch route {
                            case .checkout: Checkout()
                            default: Text("Other")
                            }
                        }
                }
            }
            """
        XCTAssertEqual(gaps([app("Basket()"), screen, router]), [])
        let reaching = screen.replacingOccurrences(of: "sheet = .receipt(1)", with: "sheet = .checkout")
        XCTAssertEqual(gaps([app("Basket()"), reaching, router]), ["ShopApp › WindowGroup › Basket › Checkout: Store"])
        // A binding handed to a child may set any route.
        let handedOut = screen.replacingOccurrences(of: "Button(\"Cart\") { sheet = .cart }", with: "RoutePicker(route: $sheet)")
        XCTAssertEqual(gaps([app("Basket()"), handedOut, router]), ["ShopApp › WindowGroup › Basket › Checkout: Store"])
        // A flag only ever set to its initial value never shows its branch; one that is toggled may.
        let flag = """
            struct Tip: View {
                @State private var showsCheckout = false
                var body: some View {
                    Button("Hide") { showsCheckout = false }
                    if showsCheckout { Checkout() }
                }
            }
            """
        XCTAssertEqual(gaps([app("Tip()"), flag]), [])
        let toggled = flag.replacingOccurrences(of: "showsCheckout = false }", with: "showsCheckout.toggle() }")
        XCTAssertEqual(gaps([app("Tip()"), toggled]), ["ShopApp › WindowGroup › Tip › Checkout: Store"])
    }
}
