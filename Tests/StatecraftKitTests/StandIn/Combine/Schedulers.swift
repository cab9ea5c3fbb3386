import Dispatch
import Foundation

// MARK: Schedulers

public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
}

/// The time type the Foundation and Dispatch schedulers share in the stand-in (each has its own in Combine).
public struct _SchedulerTime: Strideable, Hashable {
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
        ExpressibleByFloatLiteral {
        public var magnitude: Double
        public var timeInterval: TimeInterval { magnitude }

        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
        public init(floatLiteral value: Double) { magnitude = value }
        public init(integerLiteral value: Int) { magnitude = Double(value) }
        public init?<T: BinaryInteger>(exactly source: T) { magnitude = Double(source) }

        public static func seconds(_ s: Int) -> Stride { Stride(Double(s)) }
        public static func seconds(_ s: Double) -> Stride { Stride(s) }
        public static func milliseconds(_ ms: Int) -> Stride { Stride(Double(ms) / 1e3) }
        public static func microseconds(_ us: Int) -> Stride { Stride(Double(us) / 1e6) }
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(Double(ns) / 1e9) }

        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
    }

    public var date: Date
    public init(_ date: Date) { self.date = date }
    public func distance(to other: _SchedulerTime) -> Stride { Stride(other.date.timeIntervalSince(date)) }
    public func advanced(by n: Stride) -> _SchedulerTime { _SchedulerTime(date.addingTimeInterval(n.magnitude)) }
}

extension RunLoop: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions {}

    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerTime.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

extension DispatchQueue: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions {}

    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerTime.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

extension OperationQueue: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public struct SchedulerOptions {}

    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerTime.Stride { 0 }
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {}
}

public struct ImmediateScheduler: Scheduler {
    public typealias SchedulerTimeType = _SchedulerTime
    public typealias SchedulerOptions = Never
    public static let shared = ImmediateScheduler()

    public var now: _SchedulerTime { _SchedulerTime(Date()) }
    public var minimumTolerance: _SchedulerTime.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
}

// MARK: Foundation's publishers (on Apple platforms Foundation declares these, with Combine)

extension Timer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher()
    }

    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public func connect() -> any Cancellable { AnyCancellable {} }
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {}
    }
}

extension NotificationCenter {
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher()
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {}
    }
}
