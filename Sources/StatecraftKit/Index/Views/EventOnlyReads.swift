/// Whether a view reads a value only on events (a tap, a changed value), not while it draws or appears: a
/// preview's canvas draws and appears without anyone acting, so a value read only on events fails only later.
enum EventOnlyReads {
    /// Every read of `name` sits in a closure that runs on an event, or in a method that runs only on events
    /// (`Button("Import") { onImport() }`, `onImport` calling `checkDuplicates`), or in a private method nothing
    /// calls.
    static func isReadOnlyOnEvents(_ name: String, in info: TypeInfo) -> Bool {
        var decided: [String: Bool] = [:]
        for ref in info.scopes {
            for (member, reads) in ref.scope.usage.readsByMember[name] ?? [:] where reads.outsideEvents {
                guard case .function(let index) = member, ref.scope.functions[index].kind == .function,
                      runsOnlyOnEvents(ref.scope.functions[index], in: info, decided: &decided, depth: 3) else { return false }
            }
        }
        return true
    }

    /// Whether every call of `function` in its type runs on an event, directly or from a method that does
    /// (followed `depth` methods up). A private method nothing calls never runs; any other may be called by
    /// SwiftUI (`makeUIView`) or other types.
    private static func runsOnlyOnEvents(_ function: FunctionFact, in info: TypeInfo, decided: inout [String: Bool], depth: Int) -> Bool {
        if let known = decided[function.name] { return known }
        decided[function.name] = false    // a cycle proves nothing
        var result = true
        var anyCall = false
        for ref in info.scopes {
            for call in ref.scope.usage.calls where call.name == function.name && (call.path == call.name || call.path == "self.\(call.name)") {
                anyCall = true
                if call.onEvent { continue }
                guard depth > 0, case .function(let caller)? = call.member, ref.scope.functions[caller].kind == .function,
                      runsOnlyOnEvents(ref.scope.functions[caller], in: info, decided: &decided, depth: depth - 1) else {
                    result = false
                    break
                }
            }
            if !result { break }
        }
        if !anyCall { result = (function.access ?? .internal) <= .fileprivate }
        decided[function.name] = result
        return result
    }
}
