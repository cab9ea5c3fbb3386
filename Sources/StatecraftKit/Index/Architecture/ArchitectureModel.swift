/// Screens and the style each follows: what the `mv`, `mvvm` and `auto` rules and the architecture detection
/// read. Services and view models are roles (`Index/Roles`); this pass only places them on screens.
///
/// A *screen* is a view that a scene shows, a tab holds, a navigation stack or split view column starts with,
/// a navigation destination, or presented content, or a view UIKit/AppKit code hosts. Other views are components.
public final class ArchitectureModel: Sendable {
    public enum ScreenStyle: String, CaseIterable, Sendable {
        /// State in the view, logic in environment services.
        case mv
        /// Owns or receives a view model.
        case mvvm
        /// Holds a store of The Composable Architecture.
        case tca
    }

    public struct Screen: Sendable {
        public var view: TypeInfo
        /// `nil` for a screen with no state of its own (it fits either architecture and is not counted).
        public var style: ScreenStyle?
        /// The view models it holds.
        public var viewModels: [Holding]
    }

    public typealias Holding = ViewModelRole.Holding

    public let screens: [Screen]
    public let counts: [ScreenStyle: Int]
    /// Screens with no state, services or view model: compatible with both styles, so not counted.
    public let statelessScreens: Int

    private let screenIndex: [ObjectIdentifier: Int]

    /// The architecture pass: reads the view graph, the files' types, the services and the view models.
    init(files: [FileFacts], types: TypeTable, graph: ViewGraph, services: ServiceRole, viewModels: ViewModelRole) {
        var screens: [Screen] = []
        var screenIndex: [ObjectIdentifier: Int] = [:]
        let isShell: (TypeInfo) -> Bool = { view in
            !viewModels.holdings(in: view).contains { viewModels.isScreenViewModel($0.object) }
                && !Self.hasOwnState(view, types: types, services: services)
        }
        for view in Self.screenViews(graph: graph, types: types, isShell: isShell) + Self.hostedViews(graph: graph, types: types) {
            guard screenIndex[ObjectIdentifier(view)] == nil else { continue }
            // A view model the screen only hands on to a child (`RowViewModel` for a row) is the child's, unless
            // it is named for the screen (`FeedViewModel` that `FeedScreen` creates for its content view).
            let held = viewModels.holdings(in: view).filter {
                viewModels.isScreenViewModel($0.object) && (!$0.onlyForwarded || ViewModelRole.isNamed(for: view, $0.object))
            }
            let style: ScreenStyle?
            if !held.isEmpty {
                style = .mvvm
            } else if Self.holdsComposableStore(view, files: files, types: types) {
                style = .tca
            } else if Self.hasOwnState(view, types: types, services: services) {
                style = .mv
            } else {
                style = nil
            }
            screenIndex[ObjectIdentifier(view)] = screens.count
            screens.append(Screen(view: view, style: style, viewModels: held))
        }
        // With no view model and no store anywhere, a screen that keeps only UI state and reads the app's shared
        // state from the environment (`@Environment(AppState.self)`) is MV: that is where MV keeps state.
        if !screens.contains(where: { $0.style == .mvvm || $0.style == .tca }) {
            for index in screens.indices where screens[index].style == nil
                && Self.readsSharedState(screens[index].view, types: types) {
                screens[index].style = .mv
            }
        }
        self.screens = screens
        self.screenIndex = screenIndex
        var counts: [ScreenStyle: Int] = [:]
        for screen in screens { if let style = screen.style { counts[style, default: 0] += 1 } }
        self.counts = counts
        statelessScreens = screens.filter { $0.style == nil }.count
    }

    // MARK: Queries

    public func screen(for view: TypeInfo) -> Screen? { screenIndex[ObjectIdentifier(view)].map { screens[$0] } }

    public func isScreen(_ view: TypeInfo) -> Bool { screenIndex[ObjectIdentifier(view)] != nil }

    /// The style a clear majority (`threshold` of the counted screens) follows, or nil when none does.
    public func majority(threshold: Double = 0.6) -> ScreenStyle? {
        let total = counts.values.reduce(0, +)
        guard total > 0, let top = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }) else { return nil }
        return Double(top.value) >= threshold * Double(total) ? top.key : nil
    }

    // MARK: Building

    /// Views that a scene shows, a tab holds, a link or destination opens, or a presentation shows; and the
    /// first view inside a navigation stack or split view column when the view around it is a stateless shell
    /// (`ContentView { NavigationStack { HomeView() } }`). Builders of other types in between
    /// (`route.destination`) pass screen-ness on.
    private static func screenViews(graph: ViewGraph, types: TypeTable, isShell: (TypeInfo) -> Bool) -> [TypeInfo] {
        var screens: [Int] = []
        var seen = Set<Int>()
        func mark(_ node: Int, visiting: inout Set<Int>) {
            switch graph.nodes[node].kind {
            case .view:
                if seen.insert(node).inserted { screens.append(node) }
            case .factory:
                guard visiting.insert(node).inserted else { return }
                for edge in graph.outgoing[node] where graph.edges[edge].kind == .builds {
                    mark(graph.edges[edge].to, visiting: &visiting)
                }
            default:
                break
            }
        }
        for edge in graph.edges where graph.nodes[edge.from].kind != .preview && !(graph.nodes[edge.from].type.map(types.isPreviewCode) ?? false) {
            var opensScreen = edge.kind != .builds || graph.nodes[edge.from].kind == .scene
            if !opensScreen, edge.containerName.map(Vocabulary.navigationContainers.contains) == true {
                opensScreen = graph.nodes[edge.from].type.map(isShell) ?? true
            }
            guard opensScreen else { continue }
            var visiting = Set<Int>()
            mark(edge.to, visiting: &visiting)
        }
        return screens.compactMap { graph.nodes[$0].type }.filter { !types.isPreviewCode($0) }
            .sorted { ($0.file, $0.declaration.position) < ($1.file, $1.declaration.position) }
    }

    /// Views that UIKit or AppKit controllers host: `UIHostingController(rootView: FeedView(…))`. A view hosted in
    /// a view (`NSHostingView` in a toolbar, `UIHostingConfiguration` in a cell) is a component of that screen.
    private static func hostedViews(graph: ViewGraph, types: TypeTable) -> [TypeInfo] {
        // "UIHostingController in CapsuleSlider": a controller made inside a UIKit view or control (a slider's
        // thumb, a cell) hosts a component of that view.
        let controllers = graph.hostingRoots.filter { host in
            let words = graph.nodes[host].name.components(separatedBy: " in ")
            guard words[0].hasSuffix("Controller") else { return false }
            guard words.count > 1, let owner = types.resolve(words[1], from: nil).info else { return true }
            return !types.classChain(of: owner).flatMap(\.inherited).map(SyntaxReading.simpleName).contains { name in
                !name.hasSuffix("Controller") && ["View", "Control", "Cell", "Slider", "Button"].contains { name.hasSuffix($0) }
                    && Vocabulary.uiFrameworkPrefixes.contains { name.hasPrefix($0) }
            }
        }
        let views = controllers.flatMap { graph.outgoing[$0] }.map { graph.edges[$0].to }
            .filter { graph.nodes[$0].kind == .view }.compactMap { graph.nodes[$0].type }
        return views.sorted { ($0.file, $0.declaration.position) < ($1.file, $1.declaration.position) }
    }

    /// `let store: StoreOf<Feature>` (The Composable Architecture), a type the project does not declare.
    private static func holdsComposableStore(_ view: TypeInfo, files: [FileFacts], types: TypeTable) -> Bool {
        let importsTCA = files[view.file].imports.contains { $0.module == Vocabulary.composableModule }
        return view.declaration.scope.properties.contains { property in
            guard !property.isStatic, !property.isComputed, let nominal = property.type?.nominal else { return false }
            let name = SyntaxReading.simpleName(nominal)
            guard Vocabulary.composableStoreTypes.contains(name)
                    || (importsTCA && Vocabulary.composableGenericStoreTypes.contains(name)) else { return false }
            return types.resolve(nominal, from: view.qualifiedName).info == nil
        }
    }

    /// Screen state of its own, the MV way: services read from the environment that do work (or held as shared
    /// instances), SwiftData queries, or `@State` holding data (collections, project models). `@State` for UI
    /// alone (flags, form fields, selections) and `@AppStorage` fit MVVM screens as well, so they do not count.
    private static func hasOwnState(_ view: TypeInfo, types: TypeTable, services: ServiceRole) -> Bool {
        // An environment object that does no work for the screen (a theme, a router, settings) is ambient: reading
        // it says nothing about where the screen keeps its state.
        func isWorkingService(_ name: String?) -> Bool {
            guard let name, case .project(let info) = types.resolve(name, from: view.qualifiedName) else { return true }
            return services.isService(info, countingThrowing: true)
        }
        for property in view.storedProperties {
            if property.hasWrapper("Query") { return true }
            if property.hasWrapper("EnvironmentObject"), isWorkingService(property.type?.nominal) { return true }
            if let environment = property.wrapper("Environment") {
                if environment.keyPathArgument == "modelContext" { return true }
                if let type = environment.typeArgument, isWorkingService(type) { return true }
            }
            if let held = types.heldTypeName(property), services.isEnvironmentService(SyntaxReading.simpleName(held)),
               isWorkingService(held) { return true }
            if let base = SharedInstanceRole.sharedInstanceType(of: property), services.isEnvironmentService(base),
               isWorkingService(base) { return true }
            if property.hasWrapper("State"), holdsData(property, in: view, types: types) { return true }
        }
        // `@State var palette = AppDefaults.shared.palette`: the screen keeps its own copy of a shared object's state.
        for ref in view.scopes {
            for access in ref.scope.usage.staticAccesses where SharedInstanceRole.isSharedInstanceMember(access.member) {
                guard case .property(let index)? = access.enclosingMember, index < ref.scope.properties.count,
                      ref.scope.properties[index].hasWrapper("State"),
                      case .project(let shared) = types.resolve(access.base, from: view.qualifiedName), shared.isClass else { continue }
                return true
            }
        }
        return false
    }

    /// Reads a project's observable object from the environment (`@Environment(AppState.self)`,
    /// `@EnvironmentObject var store: Store`).
    private static func readsSharedState(_ view: TypeInfo, types: TypeTable) -> Bool {
        view.storedProperties.contains { property in
            let name = property.wrapper("Environment")?.typeArgument
                ?? (property.hasWrapper("EnvironmentObject") ? property.type?.nominal : nil)
            guard let name, case .project(let info) = types.resolve(name, from: view.qualifiedName) else { return false }
            return info.isClass
        }
    }

    /// A collection, or a project struct or class (optional or not): data rather than a UI flag.
    private static func holdsData(_ property: PropertyFact, in view: TypeInfo, types: TypeTable) -> Bool {
        if property.type?.isCollectionOrTuple == true { return true }
        if case .literal(let kind)? = property.initializer, kind == .array || kind == .dictionary { return true }
        guard let name = types.heldTypeName(property), case .project(let type) = types.resolve(name, from: view.qualifiedName) else {
            return false
        }
        return type.kind == .struct || (type.kind == .class && !types.isObservableObjectType(type))
    }
}
