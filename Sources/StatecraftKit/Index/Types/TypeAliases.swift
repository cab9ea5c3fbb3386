/// The project's type aliases, each seen only where Swift sees it: one declared in a type (or an extension of
/// it) inside that type and the types nested in it, a `private` one at file level in its file, one declared in
/// a function body nowhere outside it. A `typealias View = WKWebView` inside one representable therefore leaves
/// every other `View` in the app alone. The type table and the value resolver both read this one table.
public struct TypeAliases: Sendable {
    struct Entry: Sendable {
        /// What the alias stands for: one nominal type, or the parts of a composition (`View & Identifiable`).
        var targets: [String]
        var file: Int
        var isFilePrivate: Bool
    }

    /// By qualified name: `Store` at file level, `WebView.View` inside `WebView`.
    private let byQualifiedName: [String: [Entry]]
    /// Every alias's simple name: most names asked about are no alias anywhere, and this says so at once.
    private let names: Set<String>

    init(files: [FileFacts], declaredTypes: [String: [TypeInfo]]) {
        var table: [String: [Entry]] = [:]
        for file in files.indices {
            for alias in files[file].typeAliases where !alias.isLocal {
                let qualified = alias.scope.map { "\($0).\(alias.name)" } ?? alias.name
                // A declared type of the same name is what the name means.
                guard declaredTypes[qualified] == nil else { continue }
                let targets = alias.target.map { [$0] } ?? alias.composition
                guard !targets.isEmpty else { continue }
                table[qualified, default: []].append(Entry(targets: targets, file: file, isFilePrivate: alias.isFilePrivate))
            }
        }
        byQualifiedName = table
        names = Set(table.keys.map(SyntaxReading.simpleName))
    }

    /// Whether some alias of the project has `name`'s simple name: when not, `name` is no alias anywhere.
    func mayName(_ name: String) -> Bool {
        !names.isEmpty && names.contains(SyntaxReading.simpleName(name))
    }

    /// What `name` stands for when written inside `context` (a qualified type name; nil at file level) in file
    /// `file`: the innermost alias visible there, or nil when the name is no alias there.
    func targets(of name: String, from context: String?, file: Int?) -> [String]? {
        guard mayName(name), let found = NameLookup.find(name, from: context, in: byQualifiedName) else { return nil }
        let visible = found.filter { !$0.isFilePrivate || $0.file == file }
        return visible.first?.targets
    }

    /// What `name` stands for with every alias in it expanded: `typealias Shareable = StoryView & Sharing` with
    /// `typealias StoryView = Story & View` gives `Story`, `View`, `Sharing`. Nil when the name is no alias.
    func expanded(_ name: String, from context: String?, file: Int?, depth: Int = 0) -> [String]? {
        guard depth < 4, let targets = targets(of: name, from: context, file: file) else { return nil }
        return targets.flatMap { target in
            target == name ? [target] : expanded(target, from: context, file: file, depth: depth + 1) ?? [target]
        }
    }
}
