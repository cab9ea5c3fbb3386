import Foundation

/// Holds back SIGINT, SIGTERM and SIGHUP while `fix` writes: a Ctrl-C or a `kill` takes effect once every file is
/// written or every temporary file removed, never halfway (`hasArrived` lets the writer stop before its commit).
/// The signal is then raised again with its former handling, so the process ends as it would have.
enum SignalDeferral {
    private static let deferred: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signal that arrived meanwhile, 0 for none. Written only by the handler.
    nonisolated(unsafe) private static var arrived: sig_atomic_t = 0

    static var hasArrived: Bool { arrived != 0 }

    static func run<T>(_ body: () -> T) -> T {
        arrived = 0
        var previous: [Int32: sigaction] = [:]
        for signal in deferred {
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = { SignalDeferral.arrived = $0 }
            #else
            action.__sigaction_u.__sa_handler = { SignalDeferral.arrived = $0 }
            #endif
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            previous[signal] = old
        }
        let result = body()
        for (signal, old) in previous {
            var restored = old
            sigaction(signal, &restored, nil)
        }
        if arrived != 0 { raise(arrived) }
        return result
    }
}
