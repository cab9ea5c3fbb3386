import Foundation
import StatecraftKit

/// The code actions `fix` offers: the findings of one line, or every fixable finding of a file. Their edits are
/// computed when the client resolves them (or at once, for a client that cannot resolve), by `fix` itself.
enum CodeActions {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.statecraft"

    struct Action {
        var title: String
        var kind: String
        var uri: String
        var focus: FixFocus
        var diagnostics: [[String: Any]] = []
        var disabledReason: String?
        var edit: [String: Any]?

        init(title: String, kind: String, uri: String, focus: FixFocus) {
            self.title = title
            self.kind = kind
            self.uri = uri
            self.focus = focus
        }

        /// An action the client sends back to be resolved, as `json` wrote it.
        init?(resolving json: [String: Any]) {
            guard let data = json["data"] as? [String: Any], let uri = data["uri"] as? String, let file = data["file"] as? String,
                  let title = json["title"] as? String, let kind = json["kind"] as? String else { return nil }
            self.init(title: title, kind: kind, uri: uri, focus: FixFocus(file: file, line: data["line"] as? Int))
            diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        }

        var json: [String: Any] {
            var json: [String: Any] = [
                "title": title, "kind": kind,
                "data": ["uri": uri, "file": focus.file, "line": focus.line.map { $0 as Any } ?? NSNull()],
            ]
            if !diagnostics.isEmpty { json["diagnostics"] = diagnostics }
            if kind == CodeActions.quickFix, disabledReason == nil { json["isPreferred"] = true }
            if let disabledReason { json["disabled"] = ["reason": disabledReason] }
            if let edit { json["edit"] = edit }
            return json
        }
    }

    /// The actions for `findings` (a file's) that lie in `range`, and the whole file's, of the kinds in `only`.
    static func offered(for findings: [Finding], in range: LSPRange, uri: String, path: String, only: [String]?) -> [Action] {
        let fixable = findings.filter { RuleRegistry.fixID(ofRule: $0.ruleID) != nil }
        var actions: [Action] = []
        let here = fixable.filter { Diagnostics.range(of: $0).overlaps(range) }
        for (line, onLine) in Dictionary(grouping: here, by: \.position.line).sorted(by: { $0.key < $1.key }) {
            let rules = Set(onLine.map(\.ruleID)).sorted().map { "`\($0)`" }.joined(separator: ", ")
            var action = Action(title: "Statecraft: fix \(rules) here", kind: quickFix, uri: uri, focus: FixFocus(file: path, line: line))
            action.diagnostics = onLine.map { Diagnostics.diagnostic($0, root: "", relatedInformation: false) }
            let left = onLine.compactMap(\.fixLeaves)
            if left.count == onLine.count { action.disabledReason = "Statecraft leaves it: \(Array(Set(left)).sorted().joined(separator: "; "))" }
            actions.append(action)
        }
        let whole = fixable.filter { $0.fixLeaves == nil }
        if !whole.isEmpty {
            let count = whole.count == 1 ? "the fixable finding" : "all \(whole.count) fixable findings"
            actions.append(Action(title: "Statecraft: fix \(count) in this file", kind: fixAll, uri: uri, focus: FixFocus(file: path)))
        }
        guard let only else { return actions }
        return actions.filter { action in only.contains { action.kind == $0 || action.kind.hasPrefix($0 + ".") } }
    }
}
