/// Screens, view models and services: what the `mv`, `mvvm` and `auto` rules and the architecture detection read.
///
/// - A *screen* is a view that a scene shows, a tab holds, a navigation stack or split view column starts with,
///   a navigation destination, or presented content. Other views are components.
/// - A *service* is an object some view reads from, or some code injects into, the environment.
/// - A *view model* is an observable class that is neither a service nor a SwiftData model, and that is named
///   `…ViewModel`/`…VM` or that a view owns (creates, or has built for it by its caller) and uses itself.
public final class ArchitectureModel: @unchecked Sendable {
    public enum ScreenStyle: String, CaseIterable, Sendable {
        /// State in the view, logic in environment services.
        case mv
        /// Owns or receives a view model.
        case mvvm
        /// Holds a store of The Composable Architecture.
        case tca
    }

    /// An observable object held in a stored property of a view.
    public struct Holding: Sendable {
        public enum Mode: Sendable {
            /// The view creates it: `@State var vm = VM()`, `@StateObject`, `_vm = State(initialValue: VM(…))`.
            case created
            /// The caller builds it for the view: `DetailView(viewModel: DetailViewModel(…))`, or a `@State` the
            /// caller seeds.
            case handedIn
            /// The caller passes an object it already has, or no call site says.
            case received
        }

        public var view: TypeInfo
        public var property: PropertyFact
        public var object: TypeInfo
        public var mode: Mode
        /// The callers' properties it is passed from: `(ListView, viewModel)` for `EditView(viewModel: viewModel)`.
        public var passedFrom: [(view: TypeInfo, property: String)]
        /// The view only hands it on to child views and never uses it itself.
        public var onlyForwarded: Bool

        public var isOwned: Bool { mode != .received }
    }

    public struct Screen: Sendable {
        public var view: TypeInfo
        /// `nil` for a screen with no state of its own (it fits either architecture and is not counted).
        public var style: ScreenStyle?
        /// The view models it holds.
        public var viewModels: [Holding]
    }

    public let screens: [Screen]
    public let counts: [ScreenStyle: Int]
    /// Screens with no state, services or view model: compatible with both styles, so not counted.
    public let statelessScreens: Int
    /// Simple names of the types read from or injected into the environment.
    public let services: Set<String>
    /// Test files among the checked files, and the type names their code mentions.
    public let testFileCount: Int
    public let testMentions: Set<String>

    private let screenIndex: [ObjectIdentifier: Int]
    private let viewModelIDs: Set<ObjectIdentifier>
    private let holdingsByView: [ObjectIdentifier: [Holding]]
    private let holdingsByObject: [ObjectIdentifier: [Holding]]

    /// `controllerPatterns`: names of classes that are reusable controllers, never view models (`*Player*`).
    public init(index: ProjectIndex, controllerPatterns: [String] = ArchitectureModel.defaultControllerPatterns) {
        let graph = index.viewGraph
        let controllers = controllerPatterns.map(Glob.init)
        let testFiles = index.files.filter(\.isTestFile)
        testFileCount = testFiles.count
        testMentions = testFiles.reduce(into: Set<String>()) { $0.formUnion($1.mentionedTypeNames) }
        let services = Self.serviceNames(index: index, graph: graph)
        self.services = services

        let views = index.types.all.filter { index.isView($0) }
        let callSites = Self.callSites(index: index, graph: graph)

        var byView: [ObjectIdentifier: [Holding]] = [:]
        var byObject: [ObjectIdentifier: [Holding]] = [:]
        for view in views {
            for holding in Self.holdings(of: view, index: index, callSites: callSites) {
                byView[ObjectIdentifier(view), default: []].append(holding)
                byObject[ObjectIdentifier(holding.object), default: []].append(holding)
            }
        }
        holdingsByView = byView
        holdingsByObject = byObject

        var viewModels = Set<ObjectIdentifier>()
        for (id, holdings) in byObject {
            let object = holdings[0].object
            guard !services.contains(object.name), !controllers.contains(where: { $0.matches(object.name) }) else { continue }
            if Self.hasViewModelName(object.name) {
                viewModels.insert(id)
                continue
            }
            // Owned and used by one view. An object that several kinds of views each create for themselves
            // (`KeyboardObserver`, `ImageLoader`) is a reusable controller, not a view model; so is one a view
            // keeps next to its named view model.
            let owners = Set(holdings.filter { holding in
                holding.isOwned && !holding.onlyForwarded
                    && !(byView[ObjectIdentifier(holding.view)] ?? []).contains { Self.hasViewModelName($0.object.name) }
            }.map { ObjectIdentifier($0.view) })
            if owners.count == 1 { viewModels.insert(id) }
        }
        // Named view models that no view holds (yet) are still view models.
        for info in index.types.all where info.isClass && Self.hasViewModelName(info.name) {
            guard !services.contains(info.name), !controllers.contains(where: { $0.matches(info.name) }),
                  Self.isObservableObjectType(info, index: index) else { continue }
            viewModels.insert(ObjectIdentifier(info))
        }
        viewModelIDs = viewModels

        var screens: [Screen] = []
        var screenIndex: [ObjectIdentifier: Int] = [:]
        let isShell: (TypeInfo) -> Bool = { view in
            !(byView[ObjectIdentifier(view)] ?? []).contains { viewModels.contains(ObjectIdentifier($0.object)) }
                && !Self.hasOwnState(view, index: index, services: services)
        }
        for view in Self.screenViews(graph: graph, isShell: isShell) + Self.hostedViews(index: index, graph: graph) {
            guard screenIndex[ObjectIdentifier(view)] == nil else { continue }
            // A view model the screen only hands on to a child (`RowViewModel` for a row) is the child's, unless
            // it is named for the screen (`FeedViewModel` that `FeedScreen` creates for its content view).
            let held = (byView[ObjectIdentifier(view)] ?? []).filter {
                viewModels.contains(ObjectIdentifier($0.object)) && (!$0.onlyForwarded || Self.isNamed(for: view, $0.object))
            }
            let style: ScreenStyle?
            if !held.isEmpty {
                style = .mvvm
            } else if Self.holdsComposableStore(view, index: index) {
                style = .tca
            } else if Self.hasOwnState(view, index: index, services: services) {
                style = .mv
            } else {
                style = nil
            }
            screenIndex[ObjectIdentifier(view)] = screens.count
            screens.append(Screen(view: view, style: style, viewModels: held))
        }
        self.screens = screens
        self.screenIndex = screenIndex
        var counts: [ScreenStyle: Int] = [:]
        for screen in screens { if let style = screen.style { counts[style, default: 0] += 1 } }
        self.counts = counts
        statelessScreens = screens.filter { $0.style == nil }.count
    }

    public static let defaultControllerPatterns = ["*Player*", "*Paginator*"]

    // MARK: Queries

    public func isViewModel(_ info: TypeInfo) -> Bool { viewModelIDs.contains(ObjectIdentifier(info)) }

    public func screen(for view: TypeInfo) -> Screen? { screenIndex[ObjectIdentifier(view)].map { screens[$0] } }

    public func isScreen(_ view: TypeInfo) -> Bool { screenIndex[ObjectIdentifier(view)] != nil }

    public func holdings(in view: TypeInfo) -> [Holding] { holdingsByView[ObjectIdentifier(view)] ?? [] }

    public func holders(of object: TypeInfo) -> [Holding] { holdingsByObject[ObjectIdentifier(object)] ?? [] }

    /// The style a clear majority (`threshold` of the counted screens) follows, or nil when none does.
    public func majority(threshold: Double = 0.6) -> ScreenStyle? {
        let total = counts.values.reduce(0, +)
        guard total > 0, let top = counts.max(by: { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }) else { return nil }
        return Double(top.value) >= threshold * Double(total) ? top.key : nil
    }

    /// `FeedViewModel` for `FeedView` or `FeedScreen`.
    static func isNamed(for view: TypeInfo, _ object: TypeInfo) -> Bool {
        func stem(_ name: String) -> String {
            for suffix in ["ViewModel", "VM", "Model", "View", "Screen", "Page"] where name.hasSuffix(suffix) && name.count > suffix.count {
                return String(name.dropLast(suffix.count))
            }
            return name
        }
        return stem(view.name) == stem(object.name)
    }

    /// `ShopViewModel`, `ShopVM`.
    static func hasViewModelName(_ name: String) -> Bool {
        if name.hasSuffix("ViewModel") { return true }
        guard name.hasSuffix("VM"), name.count > 2 else { return false }
        let before = name[name.index(name.endIndex, offsetBy: -3)]
        return before.isLowercase || before.isNumber
    }

    // MARK: Building

    static func isObservableObjectType(_ info: TypeInfo, index: ProjectIndex) -> Bool {
        guard info.isClass, !isSwiftDataModel(info, index: index) else { return false }
        switch index.observability(of: info) {
        case .observable, .observableObject: return true
        default: return false
        }
    }

    static func isSwiftDataModel(_ info: TypeInfo, index: ProjectIndex) -> Bool {
        index.chainHasAttribute(info, "Model")
    }

    /// Every type read from the environment anywhere, or injected by any edge of the view graph.
    private static func serviceNames(index: ProjectIndex, graph: ViewGraph) -> Set<String> {
        var names = Set<String>()
        for node in graph.nodes {
            names.formUnion(node.requirements.compactMap(\.key.typeName))
            names.formUnion(node.rootProvision.objects)
        }
        for edge in graph.edges { names.formUnion(edge.provision.objects) }
        for info in index.types.all {
            // A class that is its own app-wide instance (`static let shared = Session()`) is a service.
            if info.isClass, !hasViewModelName(info.name), info.declaration.scope.properties.contains(where: { property in
                guard property.isStatic, singletonMembers.contains(property.name) else { return false }
                let held = index.heldTypeName(property).map(SyntaxReading.simpleName)
                return held == info.name || held == "Self"
            }) {
                names.insert(info.name)
            }
            for property in info.declaration.scope.properties {
                if let type = property.wrapper("Environment")?.typeArgument {
                    names.insert(SyntaxReading.simpleName(type))
                } else if property.hasWrapper("EnvironmentObject"), let nominal = property.type?.nominal {
                    names.insert(SyntaxReading.simpleName(nominal))
                }
            }
        }
        return names
    }

    /// For each view and property label: what its callers pass (`(EditView, "viewModel")` → arguments).
    private static func callSites(index: ProjectIndex, graph: ViewGraph) -> [String: [(caller: TypeInfo?, argument: ArgumentFact)]] {
        var result: [String: [(caller: TypeInfo?, argument: ArgumentFact)]] = [:]
        for edge in graph.edges {
            guard let target = graph.nodes[edge.to].type, graph.nodes[edge.to].kind == .view else { continue }
            let caller = graph.nodes[edge.from].type
            for argument in edge.arguments {
                guard let label = argument.label else { continue }
                result[target.qualifiedName + "." + label, default: []].append((caller, argument))
            }
        }
        return result
    }

    private static func holdings(of view: TypeInfo, index: ProjectIndex,
                                 callSites: [String: [(caller: TypeInfo?, argument: ArgumentFact)]]) -> [Holding] {
        var result: [Holding] = []
        let forwards = forwardCounts(of: view)
        for property in view.declaration.scope.properties where !property.isStatic && !property.isComputed {
            guard !property.hasWrapper("Environment"), !property.hasWrapper("EnvironmentObject"),
                  let typeName = index.heldTypeName(property) ?? singletonType(of: property),
                  case .project(let object) = index.resolve(typeName, from: view.qualifiedName),
                  isObservableObjectType(object, index: index) else { continue }
            let sites = callSites[view.qualifiedName + "." + property.name] ?? []
            let mode = holdingMode(property, object: object, view: view, sites: sites, index: index)
            let passedFrom = sites.compactMap { site -> (view: TypeInfo, property: String)? in
                guard let caller = site.caller, let forwarded = site.argument.forwardedProperty else { return nil }
                return (caller, forwarded)
            }
            let reads = view.scopes.reduce(0) { $0 + ($1.scope.usage.reads[property.name] ?? 0) }
            let forwarded = forwards[property.name] ?? 0
            result.append(Holding(view: view, property: property, object: object, mode: mode, passedFrom: passedFrom,
                                  onlyForwarded: forwarded > 0 && reads <= forwarded))
        }
        return result
    }

    /// `UserSession.shared` held as `@ObservedObject var session = UserSession.shared`.
    private static func singletonType(of property: PropertyFact) -> String? {
        guard case .staticMember(let base, let member)? = property.initializer, singletonMembers.contains(member) else { return nil }
        return base
    }

    static let singletonMembers: Set<String> = ["shared", "default", "instance", "current", "main"]

    private static func holdingMode(_ property: PropertyFact, object: TypeInfo, view: TypeInfo,
                                    sites: [(caller: TypeInfo?, argument: ArgumentFact)], index: ProjectIndex) -> Holding.Mode {
        if case .construction? = property.initializer { return .created }
        if singletonType(of: property) != nil { return .received }
        let constructsObject: (String?) -> Bool = { name in
            guard let name else { return false }
            return index.resolve(name, from: view.qualifiedName).info === object
        }
        // `self.viewModel = ViewModel(…)` in an initialiser, or `viewModel = ViewModel()` in `.task` for an optional.
        if view.allAssignments.contains(where: { $0.target == property.name && constructsObject($0.valueConstruction) }) {
            return .created
        }
        // `_viewModel = State(initialValue: ViewModel(…))`: the initialiser constructs the object.
        if view.accessesStorage(property.name) {
            for scope in view.scopes {
                for call in scope.scope.usage.calls {
                    guard case .function(let member)? = call.member, scope.scope.functions[member].kind == .initializer,
                          call.path.map(SyntaxReading.simpleName) == object.name else { continue }
                    return .created
                }
            }
        }
        if sites.contains(where: { constructsObject($0.argument.constructedType) }) { return .handedIn }
        return .received
    }

    /// How often each property is passed unchanged to a child view.
    private static func forwardCounts(of view: TypeInfo) -> [String: Int] {
        var counts: [String: Int] = [:]
        for scope in view.scopes {
            for tree in scope.scope.viewTrees {
                for use in tree.uses {
                    for argument in use.arguments {
                        if let name = argument.forwardedProperty { counts[name, default: 0] += 1 }
                    }
                }
            }
        }
        return counts
    }

    /// Views that a scene shows, a tab holds, a link or destination opens, or a presentation shows; and the
    /// first view inside a navigation stack or split view column when the view around it is a stateless shell
    /// (`ContentView { NavigationStack { HomeView() } }`). Builders of other types in between
    /// (`route.destination`) pass screen-ness on.
    private static func screenViews(graph: ViewGraph, isShell: (TypeInfo) -> Bool) -> [TypeInfo] {
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
        for edge in graph.edges where graph.nodes[edge.from].kind != .preview && !isPreviewSupport(graph.nodes[edge.from].type) {
            var opensScreen = edge.kind != .builds || graph.nodes[edge.from].kind == .scene
            if !opensScreen, edge.containerName.map(stackContainers.contains) == true {
                opensScreen = graph.nodes[edge.from].type.map(isShell) ?? true
            }
            guard opensScreen else { continue }
            var visiting = Set<Int>()
            mark(edge.to, visiting: &visiting)
        }
        return screens.compactMap { graph.nodes[$0].type }.filter { !isPreviewSupport($0) }
            .sorted { ($0.file, $0.declaration.position) < ($1.file, $1.declaration.position) }
    }

    /// Views that UIKit or AppKit code hosts: `UIHostingController(rootView: FeedView(…))`.
    private static func hostedViews(index: ProjectIndex, graph: ViewGraph) -> [TypeInfo] {
        var result: [TypeInfo] = []
        var scopes: [(scope: MemberScope, context: String?)] = index.files.map { ($0.fileScope, nil) }
        for info in index.types.all {
            scopes += info.scopes.map { ($0.scope, info.qualifiedName) }
        }
        scopes += index.types.externalExtensions.values.flatMap { $0 }.map { ($0.scope, nil) }
        for (scope, context) in scopes {
            for name in scope.usage.hostedViews {
                if let view = index.resolve(name, from: context).info, graph.node(for: view) != nil { result.append(view) }
            }
        }
        return result.sorted { ($0.file, $0.declaration.position) < ($1.file, $1.declaration.position) }
    }

    /// A view that only previews use: declared inside a `PreviewProvider`, or named `…Preview(s)`.
    private static func isPreviewSupport(_ type: TypeInfo?) -> Bool {
        guard let type else { return false }
        if type.name.hasSuffix("Preview") || type.name.hasSuffix("Previews") { return true }
        return type.declaration.parent.map { $0.hasSuffix("Previews") || $0.hasSuffix("Preview") } ?? false
    }

    static let stackContainers: Set<String> = ["NavigationStack", "NavigationSplitView", "NavigationView"]

    private static let storeTypes: Set<String> = ["StoreOf", "ViewStoreOf"]
    private static let genericStoreTypes: Set<String> = ["Store", "ViewStore"]

    /// `let store: StoreOf<Feature>` (The Composable Architecture), a type the project does not declare.
    private static func holdsComposableStore(_ view: TypeInfo, index: ProjectIndex) -> Bool {
        let importsTCA = index.files[view.file].imports.contains { $0.module == "ComposableArchitecture" }
        return view.declaration.scope.properties.contains { property in
            guard !property.isStatic, !property.isComputed, let nominal = property.type?.nominal else { return false }
            let name = SyntaxReading.simpleName(nominal)
            guard storeTypes.contains(name) || (importsTCA && genericStoreTypes.contains(name)) else { return false }
            return index.resolve(nominal, from: view.qualifiedName).info == nil
        }
    }

    /// Screen state of its own, the MV way: services read from the environment (or held as shared
    /// instances), SwiftData queries, or `@State` holding data (collections, project models). `@State` for UI
    /// alone (flags, form fields, selections) and `@AppStorage` fit MVVM screens as well, so they do not count.
    private static func hasOwnState(_ view: TypeInfo, index: ProjectIndex, services: Set<String>) -> Bool {
        for property in view.storedProperties {
            if property.hasWrapper("EnvironmentObject") || property.hasWrapper("Query") { return true }
            if let environment = property.wrapper("Environment"),
               environment.typeArgument != nil || environment.keyPathArgument == "modelContext" { return true }
            if let held = index.heldTypeName(property), services.contains(SyntaxReading.simpleName(held)) { return true }
            if case .staticMember(let base, let member)? = property.initializer, singletonMembers.contains(member),
               services.contains(base) { return true }
            if property.hasWrapper("State"), holdsData(property, in: view, index: index) { return true }
        }
        return false
    }

    /// A collection, or a project struct or class (optional or not): data rather than a UI flag.
    private static func holdsData(_ property: PropertyFact, in view: TypeInfo, index: ProjectIndex) -> Bool {
        if property.type?.isCollectionOrTuple == true { return true }
        if case .literal(let kind)? = property.initializer, kind == .array || kind == .dictionary { return true }
        guard let name = index.heldTypeName(property), case .project(let type) = index.resolve(name, from: view.qualifiedName) else {
            return false
        }
        return type.kind == .struct || (type.kind == .class && !isObservableObjectType(type, index: index))
    }
}
