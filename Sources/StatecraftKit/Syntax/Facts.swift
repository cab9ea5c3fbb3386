/// Plain-value facts extracted from one parsed file. Rules read these, never the syntax tree, so a file's
/// tree can be released as soon as its facts are built and every rule shares one pass over each file.
public struct FileFacts: Sendable, FactCodable {
    public var path: String
    public var lineCount = 0
    /// The lines that hold code, not only blanks or comments.
    public var codeLines = CodeLines()
    public var imports: [ImportFact] = []
    /// Every nominal type declared in the file, nested ones included (see `TypeFact.parent`).
    public var types: [TypeFact] = []
    public var extensions: [ExtensionFact] = []
    /// Code outside any type: global functions, `#Preview` bodies, top-level statements.
    public var fileScope = MemberScope()
    public var previews: [PreviewFact] = []
    public var suppressions = SuppressionMap()

    /// Every scope of the file, each with the name of the type it belongs to: type bodies (qualified name),
    /// extensions (the extended type) and the code outside any type (nil).
    public var scopes: [(owner: String?, scope: MemberScope)] {
        types.map { ($0.qualifiedName, $0.scope) } + extensions.map { ($0.extendedType, $0.scope) } + [(nil, fileScope)]
    }

    /// Whether some scope (a type's, an extension's, the top level's), with its owner, satisfies `predicate`,
    /// read in place: `scopes` copies every scope, which loops over all files cannot afford.
    func someScope(_ predicate: (_ owner: String?, _ scope: MemberScope) -> Bool) -> Bool {
        // Through buffer pointers: an array's subscript returns a copy of the element, a buffer's is borrowed.
        let inTypes = types.withUnsafeBufferPointer { types in
            types.indices.contains { predicate(types[$0].qualifiedName, types[$0].scope) }
        }
        if inTypes { return true }
        let inExtensions = extensions.withUnsafeBufferPointer { extensions in
            extensions.indices.contains { predicate(extensions[$0].extendedType, extensions[$0].scope) }
        }
        return inExtensions || predicate(nil, fileScope)
    }

    /// Each scope with its owner, read in place (see `someScope`).
    func forEachScope(_ body: (_ owner: String?, _ scope: MemberScope) -> Void) {
        _ = someScope { owner, scope in
            body(owner, scope)
            return false
        }
    }


    /// Parser diagnostics count; facts are still extracted from what parsed.
    public var syntaxErrorCount = 0
    /// A test file: under a `Tests` folder, named `…Tests.swift`, or importing XCTest or Testing.
    public var isTestFile = false
    /// In test files only: the upper-case names the code mentions (types it constructs, declares or calls).
    public var mentionedTypeNames: Set<String> = []
    /// `typealias Store = AppStore`, anywhere in the file.
    public var typeAliases: [TypeAliasFact] = []
    /// Code that runs only below the versions an availability check names.
    public var availabilityFallbacks: [AvailabilityFallbackFact] = []
    /// `configuration.delegateClass = SceneDelegate.self`: scene delegate classes that SwiftUI creates and, when
    /// they are observable, puts in the environment of their scenes.
    public var sceneDelegateTypes: [String] = []
    /// Where the file holds, builds, injects or signals an `ObservableObject`, in source order (the migration
    /// verdict reads them).
    public var observation = ObservationSiteFacts()
    /// Type declarations whose attributes stand on lines of their own, and on the declaration's line: `fix` adds
    /// attributes in the project's majority style.
    public var attributeLines = AttributeLineCounts()
    /// Calls that may host SwiftUI in UIKit or AppKit: `…(rootView:)` and `UIHostingConfiguration { … }`. The
    /// index keeps those whose type is a hosting type.
    public var hostings: [HostingFact] = []
    /// Members that host the view they are given or used on, and the views handed to members outside view code.
    public var hostingMembers: [HostingMemberFact] = []
    public var viewHandOffs: [ViewHandOffFact] = []
    public var contentConstructions: [ContentConstructionFact] = []
    public var typeArgumentConstructions: [TypeArgumentFact] = []
    /// Initialisers that hand their content parameter on to another type's initialiser
    /// (`FluidMenuBarExtraWindow(title: title, content: content)` in `FluidMenuBarExtra.init`).
    public var contentForwards: [ContentForwardFact] = []

    public init(path: String) {
        self.path = path
    }
}

/// `UIHostingController(rootView: FeedView())`, `super.init(rootView: .init(model: model))` in a hosting
/// subclass, `UIHostingConfiguration { Row() }`.
public struct HostingFact: Sendable, FactCodable {
    /// As called: `UIHostingController`, `ThemedHostingController`, `super.init`.
    public var host: String
    /// The qualified name of the enclosing type.
    public var owner: String?
    public var position: SourcePosition
    /// What the root expression builds, with the modifiers applied to it. Inside an initialiser the parameters
    /// are content: `super.init(rootView: rootView.environmentObject(theme))` wraps what the callers pass.
    public var tree: ViewTreeFact
    /// Types constructed in the host's other arguments (`modifier: ThemedEnvironment()`).
    public var otherConstructions: [String]
    /// A package's type built with a closure of views outside view code (`Settings.Pane(…) { GeneralPane() }`):
    /// it shows them where Statecraft cannot see, so their environment may hold anything.
    public var isPackageHost = false
    /// Its enclosing type is one nothing in the project names (`UncreatedHostStage`): set once every file is read.
    public var ownerNamedNowhere = false
}

/// A member that hosts the view it is given or used on: a `View` extension's `var themedUIView: UIView`, or a
/// function whose first parameter is the content it hosts (`static func present(_ content: some View, in:)`).
public struct HostingMemberFact: Sendable, FactCodable {
    public var member: String
    /// The hosting call inside it, whose root is the content.
    public var hosting: HostingFact
    /// What the member applies around the content (`ThemedHostingController(rootView: self.environmentObject(theme))`).
    public var contentModifiers: [ModifierFact]
    /// A function called with the view as its first argument, rather than a member used on the view.
    public var isFunction = false
    /// An initialiser of the type `member` names (qualified), which hosts the content its constructions pass.
    public var isInitializer = false
}

/// A view built on the spot and then handed to a member outside any view code: `Header().themedUIView`,
/// `let header = Header(); header.themedUIView`. The index makes it a hosting root when the member hosts.
public struct ViewHandOffFact: Sendable, FactCodable {
    public var member: String
    public var owner: String?
    public var position: SourcePosition
    /// What the expression the member is used on builds.
    public var tree: ViewTreeFact
    /// Handed to a function as its first argument (`presentModal(view)`), not used with a member (`view.hosted`).
    public var isArgument = false
}

/// A value of a project type built with a closure of views outside view code (`Route(id: "detail") {
/// DetailView(item: item) }`): the views a builder of that type may show when it places the view it keeps.
public struct ContentConstructionFact: Sendable, FactCodable {
    public var type: String
    public var tree: ViewTreeFact
    /// The label of the argument that passes the views (`header:` in `Config(header: { … })`): the memberwise
    /// initialiser's name for the property that keeps them. Nil for a trailing closure.
    public var label: String? = nil
    /// Handed to a member reached from the type's name (`WindowManager.shared.open(with: view)`), not to its
    /// initialiser.
    public var viaStaticMember = false
    /// Handed to a function (`openWindow { SessionView() }`), not to a type's initialiser: `type` is its name path.
    public var viaFunction = false
    /// The qualified name of the enclosing type.
    public var owner: String? = nil
    public var position = SourcePosition(line: 0, column: 0)
}

/// `SheetController(content: Picker.self)` or `Host<Picker>(…)` outside view code: a generic type built with the
/// types it is given. The index makes each a root when the type hosts its generic parameter.
public struct TypeArgumentFact: Sendable, FactCodable {
    public var type: String
    public var typeArguments: [String]
    /// The qualified name of the enclosing type.
    public var owner: String?
    public var position: SourcePosition
}

/// A type whose initialiser passes the content it is given to the initialiser of `type`: it hosts that content
/// wherever `type` hosts what it is given.
public struct ContentForwardFact: Sendable, FactCodable {
    /// The qualified name of the type whose initialiser forwards.
    public var owner: String
    public var type: String
}

public struct AttributeLineCounts: Sendable, FactCodable {
    public var ownLine = 0
    public var sameLine = 0
}

/// `typealias Name = Target`: the alias's simple name and the nominal type it names (nil for function types,
/// tuples and other shapes).
public struct TypeAliasFact: Hashable, Sendable, FactCodable {
    public var name: String
    public var target: String?
    /// The parts of a composition: `View & Identifiable`.
    public var composition: [String] = []
    /// The qualified name of the type or extended type the alias is declared in; nil at file level.
    public var scope: String? = nil
    /// Seen from this file only: `private` or `fileprivate` at file level.
    public var isFilePrivate = false
    /// Declared inside a function or closure body: seen there only, never by a type's declaration.
    public var isLocal = false
    /// For an alias of a function type, what the function returns: `AnyView` in `typealias RowBuilder =
    /// (Item) -> AnyView`.
    public var functionResult: String? = nil
}

public struct ImportFact: Hashable, Sendable, FactCodable {
    public var module: String
    public var position: SourcePosition
    /// The platforms whose build has the import: `#if os(tvOS) import TVLibrary #endif` is tvOS only.
    public var platforms: Platforms = .all
}

public enum TypeKind: String, Sendable, FactCodable {
    case `class`, `struct`, `enum`, actor, `protocol`
}

public enum AccessLevel: Int, Comparable, Sendable, FactCodable {
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    init?(keyword: String) {
        switch keyword {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }

    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct TypeFact: Sendable, FactCodable {
    public var kind: TypeKind
    public var name: String
    /// `Outer.Inner` for nested types.
    public var qualifiedName: String
    /// Qualified name of the enclosing type, or the extended type for types declared in an extension.
    public var parent: String?
    public var position: SourcePosition
    public var endLine: Int
    public var attributes: [String]
    public var modifiers: [String]
    /// Inherited types as written, without generic arguments (`View`, `SwiftUI.View`, `ObservableObject`).
    public var inherited: [String]
    public var isGeneric: Bool
    public var genericParameters: [String]
    /// Each generic parameter's first constraint, as a simple name (`Tab: WorkspacePanelTab` → `WorkspacePanelTab`).
    public var genericConstraints: [String: String] = [:]
    /// Every protocol each generic parameter must conform to, inline and in the `where` clause, as simple names
    /// (`F: Fetching & Sendable` → `F: [Fetching, Sendable]`).
    public var genericRequirements: [String: [String]] = [:]
    /// Declared inside a function, closure or `#Preview` body: visible there only.
    public var isLocal = false
    public var scope: MemberScope
    /// For classes: what the declaration says about moving it to `@Observable`.
    public var shape: ClassShapeFact? = nil
    /// `$name` projections in the declaration and in its `body`.
    public var projections = ProjectionCounts()
    /// Classes: the generic arguments of the first inherited type, as written (`FeedView` in
    /// `: UIHostingController<FeedView>`).
    public var superclassArguments: [String] = []
    /// Enums: the types each case carries, by case name (`settings: [SettingsPage]` for `case settings(SettingsPage)`).
    public var caseValueTypes: [String: [String?]] = [:]
    /// The platforms the `#if` clauses around the declaration allow.
    public var platforms: Platforms = .all
}

/// How often each `$name` projection occurs in a type declaration (nested types included) and in its `body`,
/// when `body` is a getter without `get` that has statements: a `@Bindable` copy opening `body` then serves every
/// binding the declaration makes.
public struct ProjectionCounts: Sendable, FactCodable {
    public var total: [String: Int] = [:]
    /// In members of the declaration where a local `@Bindable` copy can serve them (`SyntaxReading.bindingScope`).
    public var inBindingScopes: [String: Int] = [:]

    /// Every projection of `name` in the declaration is in such a member.
    public func onlyInBindingScopes(_ name: String) -> Bool {
        guard let inScopes = inBindingScopes[name], inScopes > 0 else { return false }
        return inScopes == total[name]
    }
}

public struct ExtensionFact: Sendable, FactCodable {
    public var extendedType: String
    public var position: SourcePosition
    public var endLine: Int
    public var inherited: [String]
    public var scope: MemberScope
    /// The platforms the `#if` clauses around the extension allow.
    public var platforms: Platforms = .all
}

/// The members of one type body or extension body, and what the code in it does.
public struct MemberScope: Sendable, FactCodable {
    public var properties: [PropertyFact] = []
    public var functions: [FunctionFact] = []
    public var usage: UsageFacts {
        _read { yield usageStorage.value }
        _modify { yield &usageStorage.value }
    }
    /// Boxed: scopes are copied into types, extensions and the index's lookups, and the usage facts are most of
    /// a scope's size. Internal rather than private: the facts cache's generated coding writes it.
    var usageStorage = CopyOnWrite(UsageFacts())
    /// What each view-building member builds (`body`, `some View` members, scene bodies, previews).
    public var viewTrees: [ViewTreeFact] = []
    /// `nonisolated` methods and convenience initialisers, with the names they refer to outside main-actor
    /// closures: plain storage today, main-actor accessors once a class is `@Observable`.
    public var nonisolatedMembers: [NonisolatedMember] = []

    public struct NonisolatedMember: Sendable, FactCodable {
        public var member: String
        public var references: Set<String>
    }

    public init() {}

    public func name(of member: MemberRef) -> String {
        switch member {
        case .function(let index): return functions[index].name
        case .property(let index): return properties[index].name
        }
    }

    /// The modifier chain a modifier call sits in (outermost first) and its place there: what `.onAppear`
    /// is chained with (`.task`, `.allowsHitTesting`).
    public func modifierChain(of call: CallFact) -> (modifiers: [ModifierFact], index: Int)? {
        for tree in viewTrees {
            for use in tree.uses {
                if let index = use.modifiers.firstIndex(where: { $0.position == call.position }) { return (use.modifiers, index) }
            }
        }
        return nil
    }

    public func isStatic(_ member: MemberRef?) -> Bool {
        switch member {
        case .function(let index)?: return functions[index].isStatic
        case .property(let index)?: return properties[index].isStatic
        case nil: return false
        }
    }
}

public struct AttributeFact: Hashable, Sendable, FactCodable {
    /// `State`, `Environment`, `Published`… (module prefix dropped).
    public var name: String
    /// For `@Environment(Store.self)`: `Store`; for `@Environment(\.dismiss)`: nil.
    public var typeArgument: String?
    /// For `@Environment(\.dismiss)`: `dismiss`.
    public var keyPathArgument: String?
    public var position: SourcePosition
}

/// A written type, reduced to what rules ask about it.
public struct TypeRef: Hashable, Sendable, FactCodable {
    /// The type as written, trimmed.
    public var text: String
    /// The nominal type at the core: `Store` for `Store`, `Store?`, `Store!`, `Foo.Store`; nil for
    /// collections, tuples, functions and `some`/`any` types.
    public var nominal: String?
    public var isOptional: Bool
    /// `[T]`, `[K: V]`, `Set<T>`, tuples and other shapes known to be values.
    public var isCollectionOrTuple: Bool
}

public enum InitializerFact: Hashable, Sendable, FactCodable {
    /// `T()`, `T.init()`, `T(arg: …)`; `typeName` nil for `.init()`.
    case construction(typeName: String?)
    /// A literal: number, string, boolean, array, dictionary, `nil`.
    case literal(LiteralKind)
    /// `T.shared`, `T.default`…
    case staticMember(base: String, member: String)
    case other

    public enum LiteralKind: String, Sendable, FactCodable { case integer, float, string, boolean, array, dictionary, `nil` }
}

public struct PropertyFact: Sendable, FactCodable {
    public var name: String
    public var position: SourcePosition
    public var isLet: Bool
    public var isStatic: Bool
    public var isLazy: Bool
    public var isComputed: Bool
    public var access: AccessLevel?
    public var wrappers: [AttributeFact]
    public var type: TypeRef?
    public var initializer: InitializerFact?
    /// With no written type, an initial value that reads members: of `self` (`previewData.relayService`, a
    /// `.selfPath`), or of a value built in place (`DependencyValues().pushService`, a `.typed` with a path).
    public var initialMemberChain: ValueFact? = nil
    /// The initial value when it is `true`, `false` or an enum case: what the property holds when no caller
    /// passes it.
    public var initialConstant: ConstantValue? = nil
    /// Has a `didSet` or `willSet` observer; calls made in it carry this property as their member.
    public var hasObservers = false
    /// `private(set)`, `fileprivate(set)`, or a private property: only its own type can assign it.
    public var hasPrivateSetter = false
    /// The platforms the `#if` clauses around the declaration allow.
    public var platforms: Platforms = .all
    /// `K` for a computed property in an extension that only reads and writes `self[K.self]` (the accessor of an
    /// `EnvironmentKey`).
    public var keyedAccessor: String? = nil
    /// One of several names one declaration introduces (`var width, height: Double`).
    public var declaresSeveral = false
    /// A setter access level is written: `private(set)`, `internal(set)`, `public(set)`.
    public var hasSetterAccess = false

    public func wrapper(_ name: String) -> AttributeFact? { wrappers.first { $0.name == name } }
    public func hasWrapper(_ name: String) -> Bool { wrapper(name) != nil }
    /// An explicit initial value, or the implicit `nil` of an optional `var`.
    public var hasInitialValue: Bool { initializer != nil || (!isLet && type?.isOptional == true) }
    /// `private` or `fileprivate`.
    public var isPrivate: Bool { (access ?? .internal) <= .fileprivate }
}

public struct FunctionFact: Sendable, FactCodable {
    public enum Kind: Sendable, FactCodable { case function, initializer }

    public var kind: Kind
    public var name: String
    public var position: SourcePosition
    public var access: AccessLevel?
    public var isStatic: Bool
    public var parameterNames: [String]
    public var isAsync: Bool
    public var isThrowing = false
    /// Returns `some View` or is marked `@ViewBuilder`.
    public var buildsViews: Bool
    /// Statements in the body, nested blocks and closures included.
    public var statementCount: Int
    public var isMutating = false
    /// The declared return type, when there is one.
    public var returnType: TypeRef? = nil
    /// The argument label of each parameter, nil for `_`.
    public var parameterLabels: [String?] = []
    /// The written type of each parameter (`[UIImage]`, `@escaping () -> Void`).
    public var parameterTypes: [String] = []
    /// For initialisers: stored properties of the type read in the body (`x` unshadowed, or `self.x`).
    public var propertyReads: [NameReference] = []
    /// The names the body's leading exits test (`guard !isLoading else { return }`): what it checks before working.
    public var earlyExitReads: Set<String> = []
    /// For functions named as loading a next page (`loadMore`, `fetchNextPage`): the work they do, read for the
    /// in-flight guard a pagination trigger needs.
    public var paging: PagingWork? = nil
}

public struct NameReference: Hashable, Sendable, FactCodable {
    public var name: String
    public var position: SourcePosition
}

/// What a paging function (`loadNextPage`) does besides its checks.
public struct PagingWork: Sendable, FactCodable {
    /// It starts a `Task`, so a second call can begin before the first ends (an `async` function does by being one).
    public var startsTask: Bool
    /// The plain names its body reads: the scope's own methods it hands the work to.
    public var references: Set<String>
}

/// How one member reads one name.
public struct MemberReads: Sendable, FactCodable {
    /// The tests on the type's own properties that hold at every read (`if showsBuyButton { buyButton }` reads
    /// `buyButton` under `showsBuyButton`).
    public var conditions: [ConditionFact]
    /// Some read sits outside closures that run only on an event (`CallFact.onEvent`).
    public var outsideEvents: Bool
    /// The platforms some read is compiled for: a read only under `#if !os(watchOS)` reads nothing on watchOS.
    public var platforms: Platforms = .all
}

/// Which member of a scope a piece of code sits in: the index into `functions` or `properties`.
public enum MemberRef: Hashable, Sendable, FactCodable {
    case function(Int)
    case property(Int)
}

/// What the code of one scope does, in the terms rules ask about.
public struct UsageFacts: Sendable, FactCodable {
    /// Names possibly mutated: assigned (`x = `, `x += `, `x.y = `, `x[i] = `, `self.x = `), passed `inout`
    /// (`&x`), or receiving a method call (`x.append(…)`), which may mutate.
    public var writes: [String: [SourcePosition]] = [:]
    /// Methods called on a name (`x.format()` → `x: [format]`): a write unless the method is known not to mutate.
    public var methodCalls: [String: [String]] = [:]
    /// `$x` projections (bindings to the scope's own state, or publishers inside an `ObservableObject`).
    public var projections: [String: SourcePosition] = [:]
    /// `$x` (or `self.$x`) read as a value: inside an `ObservableObject`, its publisher.
    public var readProjections: Set<String> = []
    /// `$x` as the target of `publisher.assign(to: &$x)`.
    public var assignedProjections: Set<String> = []
    /// `&$x` passed anywhere but to `assign(to:)`.
    public var inOutProjections: Set<String> = []
    /// `object.$x` projections: the Combine publisher of another object's `@Published` property.
    public var memberProjections: Set<String> = []
    /// Each `object.$x` with what `object` is, for the migration to find whose publisher it is.
    public var publisherUses: [PublisherUseFact] = []
    /// `_x` storage accesses (`_x = State(initialValue: …)`).
    public var storageAccesses: [String: [SourcePosition]] = [:]
    public var assignments: [AssignmentFact] = []
    public var calls: [CallFact] = []
    /// `T.shared`, `T.default`, `T.standard` with an upper-case `T`.
    public var staticAccesses: [StaticAccessFact] = []
    /// Any mention of `objectWillChange`: its own (sends, subscriptions) or another object's.
    public var usesObjectWillChange = false
    /// `objectWillChange.send()` statements that the migration can delete.
    public var objectWillChangeSends: [ObjectWillChangeSendFact] = []
    /// Mentions of `objectWillChange` other than those sends.
    public var otherObjectWillChangeUses = 0
    /// How often each name is read outside initialisers (`x`, `self.x`, `$x` all count for `x`).
    public var reads: [String: Int] = [:]
    /// `$x` passed as the `item:` of a presentation (`.sheet(item: $route)`), which only resets it to `nil`.
    public var presentedItems: [String: Int] = [:]
    /// `.sheet(isPresented: $flag) { if let item { … } }`: a presentation driven by a flag whose content unwraps
    /// an optional.
    public var flagPresentations: [FlagPresentationFact] = []
    /// `books.filter { … }` on one of the scope's own properties, with the names the predicate reads.
    public var collectionFilters: [CollectionFilterFact] = []
    /// Properties of other values set to a case or `nil` here (`router.sheet = .settings`).
    public var memberAssignments: [MemberAssignmentFact] = []
    /// The names of other values' properties set here to anything else (`router.sheet = next`).
    public var otherMemberAssignments: Set<String> = []
    /// The names of other values' properties changed here in any way: `store.items[i] = …`, `store.count += 1`,
    /// `store.items.append(…)`, `&store.items` (`self.x` is the scope's own, left out).
    public var changedMembers: Set<String> = []
    /// `$model.sheet` bindings to another value's property, by the property's name: whoever gets one may set it.
    public var boundMembers: [String: Int] = [:]
    /// Of those, the ones a presentation shows (`.sheet(item: $router.sheet)`), which only clear it.
    public var presentedMembers: [String: Int] = [:]
    /// For each name read, by the member reading it: how it reads it there.
    public var readsByMember: [String: [MemberRef: MemberReads]] = [:]
    public var containerDepths: [ContainerDepthFact] = []
}

/// An expression the migration needs the object of, as the walk saw it.
public struct ObjectExpressionFact: Sendable, FactCodable {
    public var value: ValueFact
    /// The qualified name of the type whose code holds the expression (nil outside any type).
    public var context: String?
    /// As written: `holder.model`.
    public var text: String
    /// Upper-case identifiers in it and its last name, to narrow down which classes an unresolved one may be.
    public var typeNames: [String]
    public var lastName: String?
}

/// What a file does with `ObservableObject`s, beyond the declarations: the use sites the migration reads.
public struct ObservationSiteFacts: Sendable, FactCodable {
    /// A property declared with `@StateObject`, `@ObservedObject` or `@EnvironmentObject` (members and locals).
    public struct WrapperProperty: Sendable, FactCodable {
        public var wrapper: String
        public var name: String
        /// The qualified name of the enclosing type, nil outside any.
        public var owner: String?
        public var line: Int
        /// The written type (`Store` in `: Store?`), nil when none is written or it is not a plain name.
        public var writtenType: String?
        public var hasWrittenType: Bool
        public var initialValue: ObjectExpressionFact?
        /// A local of a `#Preview` body (`@Previewable @StateObject var timer = FocusTimer()`).
        public var inPreview = false
    }

    /// `_model = StateObject(wrappedValue: …)` in an initialiser.
    public struct StorageInitialization: Sendable, FactCodable {
        public var wrapper: String
        public var owner: String?
        public var property: String
        public var argumentCount: Int
        public var firstLabel: String?
        public var line: Int
    }

    /// `.environmentObject(x)` (one argument).
    public struct Injection: Sendable, FactCodable {
        public var argument: ObjectExpressionFact
        public var line: Int
    }

    /// `x.objectWillChange` on another object.
    public struct SignalUse: Sendable, FactCodable {
        public var base: ObjectExpressionFact
        /// `holder.objectWillChange`, as written.
        public var text: String
        public var line: Int
        public var position: SourcePosition
        /// For `holder.objectWillChange.send()` after statements that write `holder`'s properties: those
        /// properties (`ObjectWillChangeSend.outsideSend`). Nil for any other use.
        public var sendAfterWrites: Set<String>?
    }

    /// `ObservedObject<Clip>` as a type, `StateObject(wrappedValue: clip)` outside a storage assignment: the
    /// object must stay an `ObservableObject`.
    public struct WrapperTypeUse: Sendable, FactCodable {
        public var text: String
        public var typeName: String?
        public var owner: String?
        public var line: Int
    }

    public struct WrappedValue: Sendable, FactCodable {
        public var text: String
        public var value: ObjectExpressionFact
        public var line: Int
    }

    /// A declaration taking any `ObservableObject`: the name callers use (nil when none), as written, and the
    /// argument labels that reach it (nil: any argument may).
    public struct ErasedDeclaration: Sendable, FactCodable {
        public var owner: String?
        public var text: String
        public var line: Int
        public var labels: Set<String>?
    }

    /// A call of such a declaration, with what each argument is (label `_` for none). Read in a second step, once
    /// every file's declarations are known, from only the files that make such calls.
    public struct ErasedCall: Sendable, FactCodable {
        public struct Argument: Sendable, FactCodable {
            public var label: String
            public var value: ObjectExpressionFact
        }
        public var owner: String
        public var arguments: [Argument]
    }

    public var wrapperProperties: [WrapperProperty] = []
    public var erasedDeclarations: [ErasedDeclaration] = []
    public var erasedCalls: [ErasedCall] = []
    public var wrapperTypeUses: [WrapperTypeUse] = []
    public var wrappedValues: [WrappedValue] = []
    public var storageInitializations: [StorageInitialization] = []
    public var injections: [Injection] = []
    public var objectWillChangeUses: [SignalUse] = []
}

/// `object.$name`: another object's Combine publisher, used here.
public struct PublisherUseFact: Sendable, FactCodable {
    public var property: String
    public var base: ValueFact
    /// The qualified name of the type whose code uses it (nil outside any type).
    public var context: String?
    /// `player.$isPlaying`, as written.
    public var text: String
    public var position: SourcePosition
    /// `&player.$isPlaying`.
    public var isInOut = false
}

/// `router.sheet = .settings`: a property of another value set, and the constant it is set to.
public struct MemberAssignmentFact: Sendable, FactCodable {
    public var base: ValueFact
    public var property: String
    /// The case assigned, or `.some(nil)` for `nil`.
    public var constant: ConstantValue??
    /// The qualified name of the type whose code sets it (nil outside any type).
    public var context: String?
}

/// A plain assignment `x = value` (or `self.x = value`) to a name.
public struct AssignmentFact: Sendable, FactCodable {
    public var target: String
    public var position: SourcePosition
    /// Identifiers the assigned value reads (`items`, `query` in `items.filter { $0.contains(query) }`).
    public var valueNames: Set<String>
    public var valueHasAwait: Bool
    /// `T` when the whole value is `T(…)`.
    public var valueConstruction: String?
    /// The call whose closure holds the assignment, innermost first: `["filter", "onChange"]`.
    public var enclosingCalls: [String]
    public var member: MemberRef?
    public var inInitializer: Bool
    /// The value when it is spelled out: `.some(.settings)` for `= .settings`, `.none` for `= nil`; nil otherwise.
    public var valueConstant: ConstantValue?? = nil
}

public struct CallFact: Sendable, FactCodable {
    /// The last name of the callee: `onAppear`, `environment`, `URLSession`, `data`.
    public var name: String
    /// The callee when it is a plain chain of names: `URLSession.shared.data`, `Task`, `self.store.load`.
    /// Nil for modifiers called on an expression (`Text("a").padding()`), whose `isMethodOnExpression` is set.
    public var path: String?
    public var isMethodOnExpression: Bool
    public var position: SourcePosition
    public var member: MemberRef?
    public var argumentLabels: [String?]
    /// `T` when the first argument, labelled or not, is `T(…)` or `T.init(…)`.
    public var firstArgumentConstruction: String?
    /// `T` when the first argument is a local bound once to `T(…)` (`let view = ItemList(…)` before
    /// `navigator.replace(view)`).
    public var firstArgumentLocalConstruction: String? = nil
    /// The first closure passed (trailing or as an argument), summarised.
    public var closure: ClosureSummary?
    /// Inside the content of a menu (`.contextMenu { … }`, `Menu { … }`), which SwiftUI builds when it opens.
    public var inMenuContent = false
    /// Inside a closure that runs later (an action, a `Task`, a callback), not while the code around it runs.
    public var runsLater = false
    /// Inside a closure that runs on an event after the view appears (a button's action, a gesture, an `on…`
    /// callback, a changed value).
    public var onEvent = false
    /// The type whose closure argument holds the call, nearest first: `NextPageView` for the load in
    /// `NextPageView { await model.loadMore() }`, which that view decides when to run.
    public var inClosureOfType: String? = nil
    /// For `onAppear` and `NavigationView` calls: why `fix` could not rewrite this call's shape, nil when it could
    /// (`RewriteConditions`).
    public var rewriteBlocker: String? = nil
}

public struct ClosureSummary: Hashable, Sendable, FactCodable {
    public var statementCount: Int
    /// The callee name of the first statement when that statement is a call: `Task` in `{ Task { … } }`.
    public var firstStatementCall: String?
    /// When that call is `Task { … }` or `Task.detached { … }`: the last names of the callees in its closure, in
    /// source order (`isReady`, `fetchNextPage` in `{ Task { guard isReady() else { return }; await feed.fetchNextPage() } }`).
    public var taskCalls: [String] = []
    /// A comment before the first statement that talks about `task` (`// onAppear with a Task on purpose: …`).
    public var commentMentionsTask = false
    /// For `Task { … }` and `Task.detached { … }`, and closures whose first statement starts one, only: the
    /// closure awaits something, so it does async work rather than only deferring code to a later turn of its actor.
    public var awaits = false
    /// Under the same condition: the closure stores what it awaited (`AwaitedResultWrites`).
    public var storesAwaitedResult = false
}

/// `books.filter { $0.shelf == shelf }`: one of the scope's own collections filtered by a predicate.
public struct CollectionFilterFact: Sendable, FactCodable {
    /// `books`.
    public var collection: String
    /// The plain names the predicate reads (`shelf`), `$0`'s members aside.
    public var references: Set<String>
    public var member: MemberRef?
    public var position: SourcePosition
}

/// `.sheet(isPresented: $isEditing) { if let draft = selected { … } }`.
public struct FlagPresentationFact: Hashable, Sendable, FactCodable {
    /// `sheet`, `fullScreenCover` or `popover`.
    public var modifier: String
    /// `isEditing`.
    public var flag: String
    /// `selected`: the name the content's first `if let` unwraps.
    public var item: String
    public var position: SourcePosition
}

public struct StaticAccessFact: Hashable, Sendable, FactCodable {
    public var base: String
    public var member: String
    public var position: SourcePosition
    public var enclosingMember: MemberRef?
    /// In a parameter's default value: `init(api: API = API.shared)`.
    public var inParameterDefault = false
    /// Handed on: put into the environment (`.environment(Store.shared)`) or passed to an initialiser
    /// (`FeedViewModel(store: Store.shared)`).
    public var isInjected = false
}

/// How deeply layout containers nest inside a view-building member.
public struct ContainerDepthFact: Sendable, FactCodable {
    public var member: MemberRef
    /// `positions[i]` is where the first container at depth `i + 1` opens.
    public var positions: [SourcePosition]
}

/// Code that runs only below the OS versions an availability check names: the `else` of `if #available(iOS 16,
/// *)` (or of its `guard`), the body of `if #unavailable(iOS 16)`. It never runs when every deployment target
/// meets those versions (`DeploymentTargets.meets`).
public struct AvailabilityFallbackFact: Sendable, FactCodable {
    public var firstLine: Int
    public var lastLine: Int
    /// The versions named, by platform as written (`iOS`, `macOS`); other platforms take `*`, which holds.
    public var versions: [PlatformVersionFact]
}

/// `iOS 16.4` in an availability check.
public struct PlatformVersionFact: Sendable, FactCodable {
    public var platform: String
    public var major: Int
    public var minor: Int
}
