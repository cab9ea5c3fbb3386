// MARK: The environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

/// Reads a value (`Environment(\.dismiss)`) or an `@Observable` object (`Environment(Model.self)`) from the
/// environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}

    public var wrappedValue: Value { _standIn() }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { _modified() }

    /// Puts an `@Observable` object in the environment, for `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { _modified() }

    /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { _modified() }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View { _modified() }
}

extension Scene {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _ModifiedScene(self)
    }

    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { _ModifiedScene(self) }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { _ModifiedScene(self) }
}

// MARK: Values in the environment

public struct DismissAction {
    public func callAsFunction() {}
}

/// Marked for deprecation in SwiftUI; `presentation-mode` moves it to `DismissAction`.
public struct PresentationMode {
    public var isPresented: Bool { _standIn() }
    public mutating func dismiss() {}
}

public struct OpenURLAction {
    public enum Result { case handled, discarded, systemAction }
    public init(handler: @escaping (URL) -> Result) {}
    public func callAsFunction(_ url: URL) {}
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}
}

public struct RefreshAction {
    public func callAsFunction() async {}
}

public struct DismissSearchAction {
    public func callAsFunction() {}
}

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

extension EnvironmentValues {
    public var dismiss: DismissAction { _standIn() }
    public var presentationMode: Binding<PresentationMode> { _standIn() }
    public var openURL: OpenURLAction {
        get { _standIn() }
        set {}
    }
    public var refresh: RefreshAction? { _standIn() }
    public var dismissSearch: DismissSearchAction { _standIn() }
    public var isSearching: Bool { _standIn() }
    public var isPresented: Bool { _standIn() }
    public var colorScheme: ColorScheme {
        get { _standIn() }
        set {}
    }
    public var scenePhase: ScenePhase {
        get { _standIn() }
        set {}
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { _standIn() }
        set {}
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { _standIn() }
        set {}
    }
    public var layoutDirection: LayoutDirection {
        get { _standIn() }
        set {}
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { _standIn() }
        set {}
    }
    public var editMode: Binding<EditMode>? {
        get { _standIn() }
        set {}
    }
    public var isEnabled: Bool {
        get { _standIn() }
        set {}
    }
    public var locale: Locale {
        get { _standIn() }
        set {}
    }
    public var calendar: Calendar {
        get { _standIn() }
        set {}
    }
    public var timeZone: TimeZone {
        get { _standIn() }
        set {}
    }
    public var displayScale: CGFloat {
        get { _standIn() }
        set {}
    }
}
