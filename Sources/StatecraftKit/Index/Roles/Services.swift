/// What a service is, defined once. A *service* is a project class or actor that does work for the screens —
/// named as one (`…Service`, `…Client`, `…Repository`, `…Store`, `…Manager`, `…API`, `…Gateway`) or doing
/// async work — and is not a model or view model by name. Rules that need a narrower notion compose it from the
/// facets below and say so in their exclusions.
public struct ServiceRole: Sendable {
    /// Simple names of the *environment services*: types read from or injected into the environment anywhere,
    /// and classes that are their own app-wide shared instance.
    public let environmentServices: Set<String>

    init(types: TypeTable, graph: ViewGraph, sharedInstances: SharedInstanceRole) {
        var names = Set<String>()
        for node in graph.nodes {
            names.formUnion(node.requirements.compactMap(\.key.typeName))
            names.formUnion(node.rootProvision.objects)
        }
        // An object a screen creates and injects for its own subtree stays that screen's (its view model); one
        // injected anywhere else (by the App, a scene's root shell, a hosting controller) is app-wide.
        var appWide = Set<String>(), screenScoped = Set<String>()
        for edge in graph.edges where !edge.provision.objects.isEmpty {
            let injector = graph.nodes[edge.from]
            let isRootShell = graph.incoming[edge.from].contains { [.app, .scene, .host].contains(graph.nodes[graph.edges[$0].from].kind) }
            for name in edge.provision.objects {
                if injector.kind == .view, !isRootShell, let view = injector.type, Self.creates(view, name) {
                    screenScoped.insert(name)
                } else {
                    appWide.insert(name)
                }
            }
        }
        names.formUnion(appWide)
        for info in types.all {
            if sharedInstances.isOwnSharedInstance(info), !ViewModelRole.hasViewModelName(info.name) { names.insert(info.name) }
            for property in info.declaration.scope.properties {
                if let type = property.wrapper("Environment")?.typeArgument {
                    names.insert(SyntaxReading.simpleName(type))
                } else if property.hasWrapper("EnvironmentObject"), let nominal = property.type?.nominal {
                    names.insert(SyntaxReading.simpleName(nominal))
                }
            }
        }
        environmentServices = names.subtracting(screenScoped.subtracting(appWide))
    }

    /// `@State private var model = FeedModel()` (or `@StateObject`) in `view`.
    private static func creates(_ view: TypeInfo, _ name: String) -> Bool {
        view.storedProperties.contains { property in
            guard property.hasWrapper("State") || property.hasWrapper("StateObject"),
                  case .construction(let type?)? = property.initializer else { return false }
            return SyntaxReading.simpleName(type) == name
        }
    }

    /// `APIClient`, `NotesRepository`, `SessionStore`.
    public static func hasServiceName(_ name: String) -> Bool {
        Vocabulary.serviceNameSuffixes.contains { name.hasSuffix($0) }
    }

    /// `ProfileViewModel`, `ShopVM`, `TrailModel`: models are never services.
    public static func hasModelName(_ name: String) -> Bool {
        Vocabulary.modelNameSuffixes.contains { name.hasSuffix($0) }
    }

    /// The shared definition: a class or actor, not named as a model, with a service name or async methods
    /// (with `countingThrowing`, throwing methods count as work too).
    public func isService(_ info: TypeInfo, countingThrowing: Bool = false) -> Bool {
        guard info.isClass || info.kind == .actor, !Self.hasModelName(info.name) else { return false }
        return Self.hasServiceName(info.name) || doesWork(info, countingThrowing: countingThrowing, instanceOnly: false)
    }

    /// Has async (or, with `countingThrowing`, throwing) methods; with `instanceOnly`, instance methods only.
    public func doesWork(_ info: TypeInfo, countingThrowing: Bool, instanceOnly: Bool) -> Bool {
        info.allFunctions.contains {
            $0.kind == .function && (!instanceOnly || !$0.isStatic) && ($0.isAsync || (countingThrowing && $0.isThrowing))
        }
    }

    /// Stored properties, all `let`: the dependencies it was built with, and no state of its own.
    public func holdsOnlyDependencies(_ info: TypeInfo) -> Bool {
        let stored = info.storedProperties
        return !stored.isEmpty && stored.allSatisfy(\.isLet)
    }

    /// No stored state and no async or throwing instance work, and not an actor: a pure utility
    /// (`Formatters.shared.name(for:)`), even when named as a service.
    public func isUtility(_ info: TypeInfo) -> Bool {
        info.kind != .actor && info.storedProperties.isEmpty && !doesWork(info, countingThrowing: true, instanceOnly: true)
    }

    /// The data layer under the view models: repositories and API clients. Not enums, not UIKit/AppKit
    /// subclasses (those adapt a UI framework).
    public func isDataLayer(_ info: TypeInfo) -> Bool {
        guard info.kind != .enum, !info.inherited.contains(where: { name in Vocabulary.uiFrameworkPrefixes.contains { name.hasPrefix($0) } }) else { return false }
        return Vocabulary.dataLayerNameSuffixes.contains { info.name.hasSuffix($0) }
    }

    /// A type read from or injected into the environment, or its own shared instance.
    public func isEnvironmentService(_ name: String) -> Bool {
        environmentServices.contains(name)
    }
}

extension TypeInfo {
    /// Whether any of the type's code (its declaration and every extension tied to it) reads `name`.
    public func reads(_ name: String) -> Bool {
        scopes.contains { $0.scope.usage.reads[name] != nil }
    }

    /// Stored instance properties, declared in the type body (extensions cannot add stored properties).
    public var storedProperties: [PropertyFact] {
        declaration.scope.properties.filter { !$0.isStatic && !$0.isComputed }
    }

    /// Stored `var`s: the state an object keeps. Dependencies and constants in `let`s, subscriptions, observer
    /// tokens, data sources and task handles are not state.
    public var stateProperties: [PropertyFact] {
        storedProperties.filter { property in
            guard !property.isLet else { return false }
            let text = property.type?.text ?? ""
            let handles = ["Cancellable", "DisposeBag", "Task<", "NSObjectProtocol", "Observation", "Token", "DataSource"]
            return !handles.contains { utf8Contains(text, $0) }
                && !["cancellables", "disposeBag", "subscriptions", "observers"].contains(property.name)
        }
    }
}
