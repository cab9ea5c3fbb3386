/// How a parent reaches a view it builds.
public enum EdgeKind: String, Sendable, Comparable, FactCodable {
    /// Placed in the parent's hierarchy: `body`, stacks, lists, overlays, toolbars, labels.
    case builds
    /// A child of a `TabView` or `Tab`.
    case tab
    /// A `NavigationLink` destination or `.navigationDestination` content.
    case navigates
    /// `.sheet`, `.fullScreenCover`, `.popover`, `.inspector` content.
    case presents

    public static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool {
        let order: [EdgeKind] = [.builds, .tab, .navigates, .presents]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}

/// A value handed to `.environment(_:)`, `.environmentObject(_:)` or a view, reduced to what the index needs
/// to find its type (`ValueResolver`). Locals and parameters are already replaced by what they were bound to.
public enum ValueFact: Hashable, Sendable, FactCodable {
    /// A value of a written type, then members read from it: `Store()`, a parameter `store: Store`.
    case typed(String, path: [ValueStep])
    /// Members of `self`: `store`, `self.store`, `model.store`, `router.build(route)`.
    case selfPath([ValueStep])
    /// Static members read from a type: `Store.shared`, `Store.preview.settings`, `Provider.shared.controller(for:)`.
    case staticMember(base: String, path: [ValueStep])
    /// Certainly not a project object: a literal, a closure, a key path, a `$` binding, a collection.
    case notAnObject
    case unknown
}

/// One step along a value: a property read, or a method called (whose declared return type it has).
public enum ValueStep: Hashable, Sendable, ExpressibleByStringLiteral, FactCodable {
    case property(String)
    case call(String)
    /// The value an enum case carries: `page` in `case let .settings(page)` is `.settings`'s value at 0.
    case associatedValue(case: String, index: Int)
    /// An element of a collection property: `$0` in `statuses.forEach { $0.cancel() }` is an element of
    /// `statuses`.
    case element(of: String)

    public init(stringLiteral name: String) { self = .property(name) }

    public var name: String {
        switch self {
        case .property(let name), .call(let name), .associatedValue(let name, _), .element(let name): return name
        }
    }
}

/// What a modifier does to the environment of the views it wraps.
public enum ModifierEffect: Hashable, Sendable, FactCodable {
    case none
    /// `.environment(object)` or `.environmentObject(object)`.
    case injectsObject(ValueFact, legacy: Bool)
    /// `.modelContainer(…)` or `.modelContext(…)`.
    case providesModelContainer
    /// `.modifier(T(…))`.
    case appliesModifier(String)
    /// `.modifier(value)` with a value that is not built on the spot (`.modifier(Previewer.allThemes())`).
    case appliesModifierValue(ValueFact)
}

public struct ModifierFact: Hashable, Sendable, FactCodable {
    public var name: String
    public var position: SourcePosition
    public var effect: ModifierEffect

    /// The modifier with `self` in its value read as a value of `owner` (a qualified type name): for modifiers
    /// a member applies to views it is handed, which are read where the member is called.
    func bindingSelf(to owner: String?) -> ModifierFact {
        guard let owner else { return self }
        var result = self
        switch effect {
        case .injectsObject(.selfPath(let path), let legacy): result.effect = .injectsObject(.typed(owner, path: path), legacy: legacy)
        case .appliesModifierValue(.selfPath(let path)): result.effect = .appliesModifierValue(.typed(owner, path: path))
        default: break
        }
        return result
    }
}

/// An argument of a view initialiser.
public struct ArgumentFact: Hashable, Sendable, FactCodable {
    public var label: String?
    /// The enclosing type's own property when the argument passes it on unchanged: `x`, `self.x`, `$x`.
    public var forwardedProperty: String?
    /// The enclosing type's own property whose member the argument reads: `model` in `model.title`,
    /// `self.model.user.name`.
    public var memberOfProperty: String? = nil
    public var isBinding: Bool
    /// A literal or an enum case (`3`, `"Title"`, `.compact`): a value that never changes between updates.
    public var isConstant: Bool
    /// `T` when the argument is `T(…)`: a value built for the child at the call site.
    public var constructedType: String?
    /// `true`, `false` or an enum case: what the child's property certainly holds when built here.
    public var constant: ConstantValue? = nil
}

/// One place where a view-building member builds something that may be a view.
public struct ViewUseFact: Sendable, FactCodable {
    public enum Target: Hashable, Sendable, FactCodable {
        /// An upper-case call: `FeedView(…)`, `WindowGroup { … }`, `VStack { … }`. The index keeps project views
        /// and scenes.
        case type(String)
        /// A member of the same type used as a view: `header`, `self.header`, `makeRow(item)`.
        case member(String)
        /// The wrapped view inside a `View` extension method (`self`) or a `ViewModifier` (`content`).
        case content
        /// A modifier call that may be a project `View` extension method (`.withRouter()`), or a view-building
        /// member of another project type (`tab.makeContentView()`, `route.destination`).
        case modifier(String)
        /// `.modifier(T(…))`.
        case viewModifier(String)
    }

    public var target: Target
    public var position: SourcePosition
    public var edge: EdgeKind
    /// The modifiers whose result contains this use, outermost first. For `.modifier` and `.viewModifier`
    /// uses: the modifiers applied on top of that one.
    public var modifiers: [ModifierFact]
    /// The nearest enclosing `.type` use whose arguments or closures hold this one (an index into the tree).
    public var container: Int?
    /// For `.type` uses: the initialiser's arguments.
    public var arguments: [ArgumentFact]
    /// For `.modifier` uses: the value whose member is called or read (`router.homeRouter` in
    /// `router.homeRouter.build(route)`, `HomeBuilder` in `HomeBuilder().make()`), when it is not the view itself.
    public var receiver: ValueFact? = nil
    /// For `.modifier` uses called on a parameter of the enclosing member (`screen.view()` in `func view(for
    /// screen: Screen)`): that parameter's name, so the member's callers decide the value.
    public var receiverParameter: String? = nil
    /// Shown apart from the view that declares it, with none of its environment: a context menu's `preview:`.
    public var hostedApart = false
    /// Among a menu's items (`Menu { … }`, `.contextMenu { … }`): built when the menu opens, not when the view is
    /// drawn.
    public var inMenu = false
    /// In a `.toolbar { … }`: drawn only inside a navigation container (or a window's toolbar).
    public var inToolbar = false
    /// How many of `modifiers` are applied outside the edge: around the `NavigationLink`, `.sheet` or context
    /// menu rather than inside its destination or content.
    public var edgeStart = 0
    /// Tests on the enclosing type's own properties that hold where the use is (`if isExpanded { Details() }`).
    public var conditions: [ConditionFact] = []
    /// The platforms the `#if` clauses inside the member around the use allow.
    public var platforms: Platforms = .all
}

/// The views one member builds: a `body`, a `some View` property or function, a `@ViewBuilder`, a scene body,
/// a `ViewModifier`'s `body(content:)`, a `View` extension method, a preview.
public struct ViewTreeFact: Sendable, FactCodable {
    public var member: String
    public var position: SourcePosition
    public var isStatic: Bool
    public var uses: [ViewUseFact]
    /// The platforms the `#if` clauses around the member allow.
    public var platforms: Platforms = .all
}

/// A `#Preview` macro.
public struct PreviewFact: Sendable, FactCodable {
    public var name: String?
    public var position: SourcePosition
    public var tree: ViewTreeFact
    /// `.modifier(T())` preview traits: types whose `body(content:context:)` wraps the preview.
    public var traitModifiers: [String]
    /// A trait the analysis cannot read (a custom static trait), which may set up the environment.
    public var hasUnknownTraits: Bool
    /// The types the preview's code builds (`FeedModel`, `APIClient`) and the shared instances it reads
    /// (`APIClient.shared` gives `APIClient`).
    public var constructedTypes: [String] = []
    public var sharedInstances: [String] = []
}

/// A value the code spells out: `true`, `false`, an enum case written without its type (`.compact`).
public enum ConstantValue: Hashable, Sendable, FactCodable {
    case bool(Bool)
    case enumCase(String)
}

/// A test on one of the enclosing type's own properties that holds wherever some code runs: `if isExpanded`
/// (`isExpanded == true`), `if !isExpanded`, `if style == .compact`, `if case .compact = style`, `case .compact:`
/// in `switch style`, and their `else` branches.
public struct ConditionFact: Hashable, Sendable, FactCodable {
    public var property: String
    public var value: ConstantValue
    /// `property == value` when true, `property != value` when false.
    public var equals: Bool
    /// For an `equals` test on an enum case, the other cases that pass it too: reads under `case .touchId:` and
    /// `case .faceId:` of one `switch` hold when the property is either.
    public var alternatives: [ConstantValue] = []

    public var negated: ConditionFact {
        if case .bool(let flag) = value { return ConditionFact(property: property, value: .bool(!flag), equals: equals) }
        return ConditionFact(property: property, value: value, equals: !equals)
    }

    /// Whether the condition cannot hold when the property has `constant`.
    public func isFalse(for constant: ConstantValue) -> Bool {
        switch (value, constant) {
        case (.bool(let expected), .bool(let actual)): return equals ? expected != actual : expected == actual
        case (.enumCase(let expected), .enumCase(let actual)):
            return equals ? expected != actual && !alternatives.contains(constant) : expected == actual
        default: return false
        }
    }

    /// The enum cases an `equals` test on a case lets through, nil for other tests.
    var passingCases: Set<ConstantValue>? {
        guard isCaseTest else { return nil }
        return Set([value] + alternatives)
    }

    private var isCaseTest: Bool {
        guard equals, case .enumCase = value else { return false }
        return true
    }

    /// Beyond this many cases a widened test is dropped: it says little, and merging it costs.
    private static let maximumAlternatives = 8

    /// The tests among `tests` that also hold wherever `others` hold, where a test on the same property for
    /// another case widens to both (`tip == .touchId` and `tip == .faceId` give `tip` is either).
    static func common(_ tests: [ConditionFact], _ others: [ConditionFact]) -> [ConditionFact] {
        // Most reads repeat the conditions of the one before: this runs for each of them.
        if tests.allSatisfy(others.contains) { return tests }
        return tests.compactMap { test in
            if others.contains(test) { return test }
            guard test.isCaseTest, let other = others.first(where: { $0.property == test.property && $0.isCaseTest }) else { return nil }
            var widened = test
            for value in [other.value] + other.alternatives where value != test.value && !widened.alternatives.contains(value) {
                widened.alternatives.append(value)
            }
            return widened.alternatives.count <= maximumAlternatives ? widened : nil
        }
    }
}
