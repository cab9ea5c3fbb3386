import SwiftSyntax

/// What a function's locals hold, read where a local is hosted or placed: the value each is declared with
/// (`let content = FeedView(…)`), and the values assigned to it later (`content = AnyView(…)` in each case of a
/// `switch` after `let content: AnyView`).
struct LocalValues {
    private var bound: [String: ExprSyntax] = [:]
    /// Later assignments, for locals of the function only: rare, so kept apart from `bound`.
    private var assigned: [String: [ExprSyntax]] = [:]

    var isEmpty: Bool { bound.isEmpty && assigned.isEmpty }

    mutating func declare(_ name: String, value: ExprSyntax?) {
        bound[name] = value
        if value == nil {
            assigned[name] = []
        } else if !assigned.isEmpty {
            assigned[name] = nil
        }
    }

    /// `name = value`, kept when `name` is a local of the function.
    mutating func assign(_ name: String, value: ExprSyntax) {
        if assigned[name] != nil {
            assigned[name]!.append(value)
        } else if bound[name] != nil {
            assigned[name] = [value]
        }
    }

    /// The one value the local holds; nil when it holds none or several.
    func value(of name: String) -> ExprSyntax? {
        guard !assigned.isEmpty, let later = assigned[name] else { return bound[name] }
        if bound[name] != nil || later.count != 1 { return nil }
        return later[0]
    }

    /// Every value the local may hold, taken out so that placing it again places nothing.
    mutating func take(_ name: String) -> [ExprSyntax]? {
        let first = bound.removeValue(forKey: name)
        let later = assigned.isEmpty ? nil : assigned.removeValue(forKey: name)
        guard first != nil || later != nil else { return nil }
        return (first.map { [$0] } ?? []) + (later ?? [])
    }
}
