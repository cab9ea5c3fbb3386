import XCTest
@testable import StatecraftKit

/// The environment SwiftUI gives views it shows apart from where they are declared: pushed destinations get
/// their navigation container's, sheets the one where they are attached, a context menu's preview none. Each
/// case crashes where an injection is missing and is fixed by its twin.
final class PresentationEnvironmentTests: XCTestCase {
    private let models = """
        @Observable final class Library { var books: [String] = [] }
        final class Reader: ObservableObject { @Published var page = 0 }
        struct BookView: View {
            @Environment(Library.self) private var library
            var body: some View { Text("\\(library.books.count)") }
        }
        """

    private func app(_ root: String) -> String {
        """
        @main struct ShelfApp: App {
            var body: some Scene { WindowGroup { \(root) } }
        }
        """
    }

    /// "Root › … › View: Type" for each app-path gap, and whether its message explains the push.
    private func gaps(_ sources: [String]) -> [String] {
        let analysis = makeIndex(sources + [models]).environmentAnalysis
        return analysis.appGaps.map {
            let note = $0.pushedPastInjection ? " (pushed past)" : $0.entersApart ? " (apart)" : ""
            return "\(analysis.graph.describe(path: $0.path)): \($0.requirement.key.typeName ?? "container")\(note)"
        }.sorted()
    }

    // MARK: Pushed destinations

    func testALinkInsideTheStackDoesNotSeeWhatIsInjectedAroundIt() {
        let crashes = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Open") { BookView() } }
                            .environment(library)
                    }
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), crashes]), ["ShelfApp › WindowGroup › ShelfView › BookView: Library (pushed past)"])
        let fixed = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Open") { BookView() } }
                    }
                    .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), fixed]), [])
        let message = EnvironmentGapReport.violations(makeIndex([app("ShelfView()"), crashes, models]), keys: { _ in true })
        XCTAssertEqual(message.count, 1)
        XCTAssertTrue(message[0].violation.message.contains("a pushed view receives the container's environment"), message[0].violation.message)
    }

    func testNavigationDestinationContentGetsTheContainersEnvironment() {
        let crashes = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Open", value: 1) }
                            .navigationDestination(for: Int.self) { _ in BookView() }
                            .environment(library)
                    }
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), crashes]), ["ShelfApp › WindowGroup › ShelfView › BookView: Library (pushed past)"])
        // Injected on the destination itself, the pushed view has it.
        let fixed = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Open", value: 1) }
                            .navigationDestination(for: Int.self) { _ in BookView().environment(library) }
                    }
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), fixed]), [])
    }

    func testALinkInAChildPushesOntoTheAncestorsStack() {
        // The child injects around its own content, inside the stack its parent holds: the pushed view misses it.
        let crashes = """
            struct RootView: View {
                var body: some View { NavigationStack { ShelfView() } }
            }
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    List { NavigationLink("Open") { BookView() } }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("RootView()"), crashes]),
                       ["ShelfApp › WindowGroup › RootView › ShelfView › BookView: Library (pushed past)"])
        let fixed = """
            struct RootView: View {
                @State private var library = Library()
                var body: some View { NavigationStack { ShelfView() }.environment(library) }
            }
            struct ShelfView: View {
                var body: some View {
                    List { NavigationLink("Open") { BookView() } }
                }
            }
            """
        XCTAssertEqual(gaps([app("RootView()"), fixed]), [])
    }

    func testAPushedViewPushesOntoTheSameStack() {
        // `ShelfView` is itself pushed; what it injects around its links stays inside the stack.
        let crashes = """
            struct RootView: View {
                var body: some View { NavigationStack { NavigationLink("Shelf") { ShelfView() } } }
            }
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationLink("Open") { BookView() }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("RootView()"), crashes]),
                       ["ShelfApp › WindowGroup › RootView › ShelfView › BookView: Library (pushed past)"])
        // A stack of its own inside a sheet starts with the sheet's environment, which has the injection.
        let fixed = """
            struct RootView: View {
                @State private var library = Library()
                @State private var isOpen = false
                var body: some View {
                    Button("Shelf") { isOpen = true }
                        .sheet(isPresented: $isOpen) { NavigationStack { ShelfView() } }
                        .environment(library)
                }
            }
            struct ShelfView: View {
                var body: some View { NavigationLink("Open") { BookView() } }
            }
            """
        XCTAssertEqual(gaps([app("RootView()"), fixed]), [])
    }

    func testALinkWithNoContainerTheModelSeesKeepsTheEnvironmentAtTheLink() {
        // Hosted by UIKit, the link's container is not in the model: the injection at the link counts.
        let hosted = """
            final class ShelfController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let host = UIHostingController(rootView: ShelfView())
                    addChild(host)
                }
            }
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    List { NavigationLink("Open") { BookView() } }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([hosted]), [])
    }

    func testMembersExpandedInsideALinkArePushed() {
        let crashes = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    NavigationStack {
                        NavigationLink("Open") { destination }
                            .environment(library)
                    }
                }
                private var destination: some View { BookView() }
            }
            """
        let graph = makeIndex([app("ShelfView()"), crashes, models]).viewGraph
        let kinds = graph.edges.filter { graph.nodes[$0.to].name == "BookView" }.map(\.kind)
        XCTAssertEqual(kinds, [.navigates])
        XCTAssertEqual(gaps([app("ShelfView()"), crashes]), ["ShelfApp › WindowGroup › ShelfView › BookView: Library (pushed past)"])
    }

    // MARK: Sheets, separate scenes, context menus

    func testSheetsInheritTheEnvironmentWhereTheyAreAttached() {
        let fixed = """
            struct ShelfView: View {
                @State private var library = Library()
                @State private var isOpen = false
                var body: some View {
                    Button("Open") { isOpen = true }
                        .sheet(isPresented: $isOpen) { BookView() }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), fixed]), [])
        let crashes = fixed.replacingOccurrences(of: """
                        .sheet(isPresented: $isOpen) { BookView() }
                        .environment(library)
            """, with: """
                        .environment(library)
                        .sheet(isPresented: $isOpen) { BookView() }
            """)
        XCTAssertEqual(gaps([app("ShelfView()"), crashes]), ["ShelfApp › WindowGroup › ShelfView › BookView: Library"])
    }

    /// A preview's canvas renders what the view places; pushed and presented views appear only after a tap.
    func testAPreviewReportsOnlyWhatItsCanvasRenders() {
        let shelf = """
            struct ShelfView: View {
                @State private var isOpen = false
                var body: some View {
                    NavigationStack {
                        Button("Open") { isOpen = true }
                            .sheet(isPresented: $isOpen) { BookView() }
                        NavigationLink("Details") { BookView() }
                    }
                }
            }
            #Preview { ShelfView() }
            """
        func previewGaps(_ sources: [String]) -> [String] {
            let analysis = makeIndex(sources + [models]).environmentAnalysis
            return analysis.previewGaps.flatMap { gap in gap.missing.map { analysis.graph.describe(path: $0.path) } }
        }
        XCTAssertEqual(previewGaps([shelf]), [])
        let placed = shelf.replacingOccurrences(of: "NavigationLink(\"Details\") { BookView() }", with: "BookView()")
        XCTAssertEqual(previewGaps([placed]), ["#Preview › ShelfView › BookView"])
        // A menu's items are built when it opens; its label is drawn.
        for menu in ["Menu(\"More\") { BookView() }", "Menu { BookView() } label: { Text(\"More\") }",
                     "Text(\"Shelf\").contextMenu { BookView() }", "Text(\"Shelf\").contextMenu(menuItems: { BookView() })"] {
            let inMenu = shelf.replacingOccurrences(of: "NavigationLink(\"Details\") { BookView() }", with: menu)
            XCTAssertEqual(previewGaps([inMenu]), [], menu)
        }
        let labelled = shelf.replacingOccurrences(of: "NavigationLink(\"Details\") { BookView() }",
                                                  with: "Menu { Text(\"Sort\") } label: { BookView() }")
        XCTAssertEqual(previewGaps([labelled]), ["#Preview › ShelfView › BookView"])
        // A project's own presentation helper presents too.
        let helper = """
            extension View {
                func bottomSheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                    sheet(isPresented: isPresented, content: content)
                }
            }
            """
        let helped = placed.replacingOccurrences(of: "BookView()\n", with: "Text(\"Shelf\").bottomSheet(isPresented: $isOpen) { BookView() }\n")
        XCTAssertNotEqual(helped, placed)
        XCTAssertEqual(previewGaps([helped, helper]), [])
    }

    /// A toolbar is drawn inside a navigation container: a preview of a view with none around it draws no
    /// toolbar, so what only the toolbar shows cannot crash the canvas.
    func testAPreviewDrawsAToolbarOnlyInsideANavigationContainer() {
        func previewGaps(view body: String, preview: String) -> [String] {
            let shelf = """
                struct ShelfView: View {
                    var body: some View { \(body) }
                }
                struct ShelfScreen: View {
                    var body: some View { ShelfView() }
                }
                #Preview { \(preview) }
                """
            let analysis = makeIndex([shelf, models]).environmentAnalysis
            return analysis.previewGaps.flatMap { gap in gap.missing.map { analysis.graph.describe(path: $0.path) } }
        }
        let toolbar = #"List { Text("a") }.toolbar { ToolbarItem { BookView() } }"#
        XCTAssertEqual(previewGaps(view: toolbar, preview: "ShelfView()"), [])
        XCTAssertEqual(previewGaps(view: toolbar, preview: "ShelfScreen()"), [])
        XCTAssertEqual(previewGaps(view: toolbar, preview: "NavigationStack { ShelfView() }"), ["#Preview › ShelfView › BookView"])
        XCTAssertEqual(previewGaps(view: "NavigationStack { \(toolbar) }", preview: "ShelfView()"), ["#Preview › ShelfView › BookView"])
        XCTAssertEqual(previewGaps(view: toolbar, preview: "NavigationView { ShelfScreen() }"), ["#Preview › ShelfScreen › ShelfView › BookView"])
    }

    /// A canvas draws a view and runs its `.task`; a button's action runs only when someone taps it, an
    /// `.onChange` only when a value changes. A preview whose missing object only such events read is
    /// information, not a warning.
    func testAPreviewMissingAnObjectOnlyActionsReadIsInformation() {
        func previewSeverities(reading read: String) -> [Severity] {
            let reader = """
                struct ShelfView: View {
                    @Environment(Library.self) private var library
                    var body: some View {
                        \(read)
                    }
                    private func sort() { library.books.sort() }
                    private func tidy() { sort() }
                    private func drop(_ offsets: IndexSet) { library.books.remove(atOffsets: offsets) }
                    private func handleScan(_ code: some Any) -> some View { sort(); return Text("") }
                    private func tidyButton() -> some View { Text("\\(library.books.count)") }
                }
                #Preview { ShelfView() }
                """
            return findings([reader, models], rules: ["missing-environment-object"]).map(\.severity)
        }
        XCTAssertEqual(previewSeverities(reading: #"Text("\(library.books.count)")"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").task { sort() }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"Button("Sort") { sort() }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Button("Clear") { library.books = [] }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").onTapGesture { sort() }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").onChange(of: 1) { sort() }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"PrimaryButton(title: "Sort") { sort() }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Button("Tidy") { tidy() }"#), [.info])
        // With the action passed as an argument, the trailing closure is the label, drawn at once.
        XCTAssertEqual(previewSeverities(reading: #"Button(action: tidy) { Text("\(library.books.count)") }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"Button(role: .destructive, action: { }) { Text("\(library.books.count)") }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"PrimaryButton(action: { sort() }) { Text("Sort") }"#), [.info])
        // A menu's items are built when it opens; its label is drawn.
        XCTAssertEqual(previewSeverities(reading: #"Menu("Sort") { if library.books.isEmpty { Text("None") } }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Menu { Text("\(library.books.count)") } label: { Text("Sort") }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Menu { Text("Sort") } label: { Text("\(library.books.count)") }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").contextMenu { Text("\(library.books.count)") }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").contextMenu(menuItems: { tidyButton() })"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"ChoiceRow { sort() } onCancel: { }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Section { sort() } footer: { }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"CodeScanner(isActive: true) { code in handleScan(code) }"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"ForEach(0..<3) { index in handleScan(index) }"#), [.warning])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").task { tidy() }"#), [.warning])
        // A method named as the handler, not called in a closure.
        XCTAssertEqual(previewSeverities(reading: #"Button("Tidy", action: tidy)"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"List { Text("a") }.onDelete(perform: drop)"#), [.info])
        XCTAssertEqual(previewSeverities(reading: #"Text("Shelf").onAppear(perform: tidy)"#), [.warning])
    }

    /// Whether a preview's canvas reaches SwiftData code usually depends on the preview's data: previews are
    /// checked only when the rule's `previews` option is on, as information, which the `previews` setting caps.
    func testPreviewsWithoutAModelContainerAreCheckedOnRequestAsInformation() {
        let list = """
            struct ItemList: View {
                @Query private var items: [Item]
                var body: some View { List(items) { Text($0.name) } }
            }
            #Preview { ItemList() }
            """
        XCTAssertEqual(findings([list], rules: ["missing-model-container"]).count, 0)
        var checked = Configuration()
        checked.ruleOptions["missing-model-container"] = RuleOptions(["previews": .bool(true)])
        let found = findings([list], rules: ["missing-model-container"], configuration: checked)
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found.first?.message.contains("may depend on the preview's data") == true, found.first?.message ?? "")
        checked.previewSeverity = nil
        XCTAssertEqual(findings([list], rules: ["missing-model-container"], configuration: checked).count, 0)
    }

    /// A project modifier that shows its view only when a flag holds (`.showIf(isEditing)`) is read like an
    /// `if`: a preview passing the constant `false` never shows what it wraps.
    func testAVisibilityModifierIsACondition() {
        func previewFindings(editing: String) -> Int {
            let row = """
                struct ShelfRow: View {
                    let isEditing: Bool
                    var body: some View {
                        HStack {
                            Text("Shelf")
                            BookView().showIf(isEditing)
                        }
                    }
                }
                #Preview { ShelfRow(isEditing: \(editing)) }
                """
            return findings([row, models], rules: ["missing-environment-object"]).count
        }
        XCTAssertEqual(previewFindings(editing: "true"), 1)
        XCTAssertEqual(previewFindings(editing: "false"), 0)
    }

    func testAContextMenuPreviewGetsNoEnvironment() {
        let crashes = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    Text("Dune")
                        .contextMenu {
                            Button("Read") {}
                        } preview: {
                            BookView()
                        }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), crashes]), ["ShelfApp › WindowGroup › ShelfView › BookView: Library (apart)"])
        let fixed = crashes.replacingOccurrences(of: "BookView()\n", with: "BookView().environment(library)\n")
        XCTAssertEqual(gaps([app("ShelfView()"), fixed]), [])
        // The menu's items are part of the view and see its environment.
        let items = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    Text("Dune")
                        .contextMenu { BookView() }
                        .environment(library)
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), items]), [])
    }

    func testAContextMenuPreviewCannotBeTapped() {
        // The preview draws `ShelfCard`, whose only read of the library is in a button's action: nobody can tap it
        // there. `BookView` reads it while drawing, and crashes as soon as the menu opens.
        let preview = """
            struct ShelfView: View {
                @State private var library = Library()
                var body: some View {
                    Text("Dune").contextMenu(menuItems: { Button("Read") {} }, preview: { ShelfCard() }).environment(library)
                }
            }
            struct ShelfCard: View {
                @Environment(Library.self) private var library
                @State private var isReading = false
                var body: some View {
                    VStack {
                        Button("Clear") { library.books.removeAll() }
                        Button("Read") { isReading = true }
                    }
                    .sheet(isPresented: $isReading) { BookView() }
                }
            }
            """
        XCTAssertEqual(gaps([app("ShelfView()"), preview]), [], "an action's read and a sheet in a preview never run")
        let drawn = preview.replacingOccurrences(of: "Button(\"Read\") { isReading = true }", with: "BookView()")
        XCTAssertEqual(gaps([app("ShelfView()"), drawn]), ["ShelfApp › WindowGroup › ShelfView › ShelfCard › BookView: Library (apart)"])
    }

    func testAContextMenuPreviewOfAViewTheAppNeverShowsIsNotReported() {
        let unreached = """
            struct ShelfView: View {
                var body: some View {
                    Text("Dune").contextMenu(menuItems: { Button("Read") {} }, preview: { BookView() })
                }
            }
            """
        XCTAssertEqual(gaps([app("Text(\"Home\")"), unreached]), [])
    }
}
