// MARK: State and bindings

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}

    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { _standIn() }
}

// In an extension, as in SwiftUI: a wrapper whose own body declares a constrained `init()` makes the compiler
// default-initialise every `@State` property that has no initial value, and reject the non-optional ones.
extension State where Value: ExpressibleByNilLiteral {
    public init() {}
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public var transaction: Transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public init(_ base: Binding<Value>) {}
    public init<V>(_ base: Binding<V>) where Value == V? {}
    public init?(_ base: Binding<Value?>) {}
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {}

    public static func constant(_ value: Value) -> Binding<Value> { _standIn() }

    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { _standIn() }

    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public subscript(position: Index) -> Binding<Value.Element> { _standIn() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

public struct Transaction {
    public init() {}
    public init(animation: Animation?) {}
    public var animation: Animation?
    public var disablesAnimations = false
}

// MARK: ObservableObject holders

/// Holds an `ObservableObject` the view owns: it builds it once, from the autoclosure.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}

    public var wrappedValue: ObjectType { _standIn() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { _standIn() }
}

/// Holds an `ObservableObject` someone else owns.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _standIn()
        }
    }

    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    public var wrappedValue: ObjectType
    public var projectedValue: Wrapper { _standIn() }
}

/// Reads an `ObservableObject` an ancestor injected with `environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            _standIn()
        }
    }

    public init() {}

    public var wrappedValue: ObjectType { _standIn() }
    public var projectedValue: Wrapper { _standIn() }
}

// MARK: Observation

/// Makes bindings to the properties of an `@Observable` object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { wrappedValue = projectedValue.wrappedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject {
        _standIn()
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

// MARK: Storage

@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    init(_standIn: Void) {}

    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { _standIn() }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
        where Value: RawRepresentable, Value.RawValue == String {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {}
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {}
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {}
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {}
}

@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    init(_standIn: Void) {}

    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    public var projectedValue: Binding<Value> { _standIn() }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    public init(wrappedValue: Value, _ key: String) where Value == Date {}
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String) where Value == Bool? {}
    public init(_ key: String) where Value == Int? {}
    public init(_ key: String) where Value == Double? {}
    public init(_ key: String) where Value == String? {}
    public init(_ key: String) where Value == URL? {}
    public init(_ key: String) where Value == Date? {}
    public init(_ key: String) where Value == Data? {}
}

// MARK: Focus and gestures

@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    init(_standIn: Void) {}

    @propertyWrapper
    public struct Binding {
        init(_standIn: Void) {}

        public var wrappedValue: Value {
            get { _standIn() }
            nonmutating set {}
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { _standIn() }
        nonmutating set {}
    }

    public var projectedValue: FocusState<Value>.Binding { _standIn() }
}

extension FocusState {
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { _standIn() }
}

public struct FocusedValues {}

@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public init(initialValue: Value) {}
    public var wrappedValue: Value { _standIn() }
    public var projectedValue: GestureState<Value> { self }
}

@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable {}
    public init() {}
    public var wrappedValue: Namespace.ID { _standIn() }
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { _standIn() }
}
