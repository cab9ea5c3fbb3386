/// A stand-in for Apple's Combine, used only to type-check the fix fixtures on Linux (`FixCompileTests`).
/// It keeps the real declarations' shapes and generic constraints; bodies do nothing useful.
import Foundation

// MARK: Core protocols

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }

    public struct Demand: Equatable, Hashable, Sendable {
        public static let unlimited = Demand()
        public static let none = Demand()
        public static func max(_ value: Int) -> Demand { Demand() }
    }

    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public init(receiveCompletion: @escaping (Completion<Failure>) -> Void, receiveValue: @escaping (Input) -> Void) {}
        public func receive(subscription: any Subscription) {}
        public func receive(_ input: Input) -> Demand { .unlimited }
        public func receive(completion: Completion<Failure>) {}
        public func cancel() {}
    }
}

// MARK: Cancellation

public final class AnyCancellable: Cancellable, Hashable {
    private let onCancel: () -> Void

    public init(_ cancel: @escaping () -> Void) { onCancel = cancel }
    public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

    public func cancel() { onCancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AnyCancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }
}

extension Cancellable {
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(AnyCancellable(self))
    }

    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(AnyCancellable(self))
    }
}

// MARK: Type erasure

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {}
}

public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {}
    public func receive(subscription: any Subscription) {}
    public func receive(_ input: Input) -> Subscribers.Demand { .unlimited }
    public func receive(completion: Subscribers.Completion<Failure>) {}
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

// MARK: Subscribing

extension Publisher {
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        AnyCancellable {}
    }

    /// Republishes into a `@Published` property's publisher (`assign(to: &$value)`); ends with the object.
    public func assign(to published: inout Published<Output>.Publisher) {}
}
