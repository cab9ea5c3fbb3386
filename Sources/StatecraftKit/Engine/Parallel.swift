import Foundation

/// Runs work over indices on `jobs` threads, keeping results in order.
public enum Parallel {
    /// - Parameter order: the order the indices are taken in (the costliest first keeps the last one from
    ///   running alone); their order by default. The results are in the indices' order either way.
    public static func map<T>(count: Int, jobs: Int, order: [Int]? = nil, _ body: (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        var results = [T?](repeating: nil, count: count)
        if workers == 1 {
            for index in 0..<count { results[index] = body(index) }
            return results.map { $0! }
        }
        let lock = NSLock()
        var next = 0
        results.withUnsafeMutableBufferPointer { buffer in
            let base = buffer
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    lock.lock()
                    let position = next
                    next += 1
                    lock.unlock()
                    guard position < count else { return }
                    let index = order?[position] ?? position
                    base[index] = body(index)
                }
            }
        }
        return results.map { $0! }
    }

    /// Runs `first` and `second` at the same time when `jobs` > 1, one after the other otherwise.
    public static func both<A, B>(jobs: Int, _ first: () -> A, _ second: () -> B) -> (A, B) {
        guard jobs > 1 else { return (first(), second()) }
        var a: A?
        var b: B?
        withUnsafeMutablePointer(to: &a) { a in
            withUnsafeMutablePointer(to: &b) { b in
                let (a, b) = (UnsafeMutableSendablePointer(a), UnsafeMutableSendablePointer(b))
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { a.pointer.pointee = first() } else { b.pointer.pointee = second() }
                }
            }
        }
        return (a!, b!)
    }

    /// Lets go of `value` on another thread when `jobs` > 1: freeing a whole project model takes milliseconds the
    /// caller need not wait for.
    public static func release<T>(_ value: T, jobs: Int) {
        guard jobs > 1 else { return }
        let box = UncheckedBox(value)
        releases.async { _ = box }
    }

    /// Waits until what `release` was given is let go of (a benchmark measures each run on its own).
    public static func awaitReleases() { releases.sync {} }

    private static let releases = DispatchQueue(label: "statecraft.release", qos: .utility)
}

private struct UnsafeMutableSendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>
    init(_ pointer: UnsafeMutablePointer<T>) { self.pointer = pointer }
}

private final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
