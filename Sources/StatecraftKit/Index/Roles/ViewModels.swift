/// What a view model is, defined once: an observable class that is neither an environment service, a
/// SwiftData model nor a reusable controller (`*Player*`), and that is named `…ViewModel`/`…VM`, or that
/// exactly one view owns (creates, or has built for it by its caller) and uses itself. A class its author names
/// a view model is one whatever the controller patterns say (`FilmPlayerViewModel`); MV reads such a class as
/// the reusable controller it is (`isReusableController`).
public struct ViewModelRole: Sendable {
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

    private let viewModelIDs: Set<ObjectIdentifier>
    private let controllerIDs: Set<ObjectIdentifier>
    private let holdingsByView: [ObjectIdentifier: [Holding]]
    private let holdingsByObject: [ObjectIdentifier: [Holding]]

    /// `controllerPatterns`: names of classes that are reusable controllers, never view models.
    init(types: TypeTable, dataflow: Dataflow, services: ServiceRole, controllerPatterns: [String]) {
        let controllers = controllerPatterns.map(Glob.init)
        let matchesController: (TypeInfo) -> Bool = { info in controllers.contains { $0.matches(info.name) } }
        let isExcluded: (TypeInfo) -> Bool = { info in
            services.isEnvironmentService(info.name)
                || (matchesController(info) && !Self.hasViewModelName(info.name))
                || Self.isRepresentableCoordinator(info, types: types)
                || (Self.isPreferencesWrapper(info) && !Self.hasViewModelName(info.name))
        }
        var byView: [ObjectIdentifier: [Holding]] = [:]
        var byObject: [ObjectIdentifier: [Holding]] = [:]
        for view in types.all where types.isView(view) {
            for holding in Self.holdings(of: view, types: types, dataflow: dataflow) {
                byView[ObjectIdentifier(view), default: []].append(holding)
                byObject[ObjectIdentifier(holding.object), default: []].append(holding)
            }
        }
        holdingsByView = byView
        holdingsByObject = byObject

        var viewModels = Set<ObjectIdentifier>()
        for (id, holdings) in byObject {
            let object = holdings[0].object
            guard !isExcluded(object) else { continue }
            if Self.hasViewModelName(object.name) || Self.isScreenStore(object, types: types) {
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
            // A `Codable` class is data the screen edits, not its view model.
            guard !Self.isDomainModel(object, types: types) else { continue }
            // Several views creating a `…Model` each (a history screen and its entry sheet) still hold view models.
            if owners.count == 1 || (owners.count > 1 && ServiceRole.hasModelName(object.name)) { viewModels.insert(id) }
        }
        // Named view models that no view holds (yet) are still view models.
        for info in types.all where info.isClass && Self.hasViewModelName(info.name) {
            guard !isExcluded(info), types.isObservableObjectType(info) else { continue }
            viewModels.insert(ObjectIdentifier(info))
        }
        viewModelIDs = viewModels
        controllerIDs = Set(types.all.filter { viewModels.contains(ObjectIdentifier($0)) && matchesController($0) }
            .map(ObjectIdentifier.init))
    }

    public func isViewModel(_ info: TypeInfo) -> Bool { viewModelIDs.contains(ObjectIdentifier(info)) }

    /// A view model whose name matches the controller patterns (`FilmPlayerViewModel`): MVVM rules check it like
    /// any view model; in MV it is the reusable component controller the patterns allow, not a screen's view model.
    public func isReusableController(_ info: TypeInfo) -> Bool { controllerIDs.contains(ObjectIdentifier(info)) }

    /// A view model that makes its screen MVVM: not one of the reusable controllers MV allows.
    public func isScreenViewModel(_ info: TypeInfo) -> Bool { isViewModel(info) && !isReusableController(info) }

    /// A store of a screen's state that takes its actions: a class with a `state` or `viewState` property and a
    /// `send(…)` method (`Context` wrapping a view state and `send(viewAction:)`, a generic `Store<State, Action>`),
    /// declared in it or in a project superclass. Each screen holds its own, whatever its name.
    static func isScreenStore(_ info: TypeInfo, types: TypeTable) -> Bool {
        let chain = types.classChain(of: info)
        let sends = chain.contains { $0.allFunctions.contains { $0.name == "send" && !$0.parameterNames.isEmpty && !$0.isStatic } }
        guard sends else { return false }
        return chain.contains { $0.allProperties.contains { !$0.isStatic && ($0.name == "state" || $0.name == "viewState") } }
    }

    /// A class that only exposes stored preferences (`@AppStorage(\.showsBadge) var showsBadge`) and takes no
    /// actions: a view holds it to bind its controls to the user's defaults, not to keep a screen's state.
    static func isPreferencesWrapper(_ info: TypeInfo) -> Bool {
        let stored = info.storedProperties.filter { !$0.isLet }
        guard !stored.isEmpty, stored.allSatisfy({ property in property.wrappers.contains { Vocabulary.storageWrappers.contains($0.name) } })
        else { return false }
        return !info.allFunctions.contains { $0.kind == .function && !$0.isStatic }
    }

    /// A class that is data: it is coded (`Codable`, `Decodable`, `Encodable`). `Identifiable` alone says nothing:
    /// editor stores are identified too.
    static func isDomainModel(_ info: TypeInfo, types: TypeTable) -> Bool {
        types.conforms(info, toAny: ["Codable", "Decodable", "Encodable"])
    }

    /// The coordinator of a UIKit or AppKit representable (`_CropView.Coordinator`): a delegate bridge to a
    /// controller, whatever holds it.
    static func isRepresentableCoordinator(_ info: TypeInfo, types: TypeTable) -> Bool {
        guard let parent = info.declaration.parent, let bridge = types.resolve(parent, from: nil).info else { return false }
        return types.conforms(bridge, toAny: Vocabulary.representables)
            || bridge.inherited.contains { Vocabulary.looksRepresentable(SyntaxReading.simpleName($0)) }
    }

    /// The observable objects `view` holds in stored properties.
    public func holdings(in view: TypeInfo) -> [Holding] { holdingsByView[ObjectIdentifier(view)] ?? [] }

    /// The views that hold `object`.
    public func holders(of object: TypeInfo) -> [Holding] { holdingsByObject[ObjectIdentifier(object)] ?? [] }

    /// `ShopViewModel`, `ShopVM`.
    public static func hasViewModelName(_ name: String) -> Bool {
        if name.hasSuffix("ViewModel") { return true }
        guard name.hasSuffix("VM"), name.count > 2 else { return false }
        let before = name[name.index(name.endIndex, offsetBy: -3)]
        return before.isLowercase || before.isNumber
    }

    /// `FeedViewModel` for `FeedView` or `FeedScreen`: the view model is named for the view.
    public static func isNamed(for view: TypeInfo, _ object: TypeInfo) -> Bool {
        func stem(_ name: String) -> String {
            for suffix in Vocabulary.screenNameSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
                return String(name.dropLast(suffix.count))
            }
            return name
        }
        return stem(view.name) == stem(object.name)
    }

    // MARK: Holdings

    private static func holdings(of view: TypeInfo, types: TypeTable, dataflow: Dataflow) -> [Holding] {
        var result: [Holding] = []
        for property in view.storedProperties {
            guard !property.hasWrapper("Environment"), !property.hasWrapper("EnvironmentObject"),
                  let typeName = types.heldTypeName(property) ?? SharedInstanceRole.sharedInstanceType(of: property),
                  case .project(let object) = types.resolve(typeName, from: view.qualifiedName),
                  types.isObservableObjectType(object) else { continue }
            let sites = dataflow.arguments(passedTo: view, label: property.name)
            let mode = holdingMode(property, object: object, view: view, sites: sites, types: types)
            let passedFrom = sites.compactMap { site -> (view: TypeInfo, property: String)? in
                guard let caller = site.caller, let forwarded = site.argument.forwardedProperty else { return nil }
                return (caller, forwarded)
            }
            result.append(Holding(view: view, property: property, object: object, mode: mode, passedFrom: passedFrom,
                                  onlyForwarded: dataflow.onlyForwards(property.name, in: view)))
        }
        return result
    }

    private static func holdingMode(_ property: PropertyFact, object: TypeInfo, view: TypeInfo,
                                    sites: [(caller: TypeInfo?, argument: ArgumentFact)], types: TypeTable) -> Holding.Mode {
        if case .construction? = property.initializer { return .created }
        if SharedInstanceRole.sharedInstanceType(of: property) != nil { return .received }
        let constructsObject: (String?) -> Bool = { name in
            guard let name else { return false }
            return types.resolve(name, from: view.qualifiedName).info === object
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
        // A preview that builds the object for the view (`EditView(model: Model())`) is the canvas's fixture:
        // it says nothing about who owns the object in the app.
        let isPreview: (TypeInfo?) -> Bool = { caller in caller.map(types.isPreviewCode) ?? true }
        if sites.contains(where: { !isPreview($0.caller) && constructsObject($0.argument.constructedType) }) { return .handedIn }
        return .received
    }
}
