import Foundation
import MCP
import StatecraftKit

/// What a tool call answers: text for the agent to read, and the same as JSON when there is a JSON form.
public struct ToolOutput: Sendable {
    public var text: String
    public var json: String?
    public var isError = false

    static func failure(_ message: String) -> ToolOutput { ToolOutput(text: message, json: nil, isError: true) }
}

/// The tools `statecraft mcp` offers, each a thin layer over what the command line does.
public enum StatecraftTools {
    struct Definition {
        var tool: Tool
        var run: ([String: Value]) throws -> ToolOutput
    }

    struct Failure: Error {
        var message: String
    }

    static let all: [Definition] = [check, explainRule, listRules, previewFix, map]

    /// The facts cache the server's calls share, kept in memory too: a file unchanged since the last call is
    /// neither parsed nor read from disk again.
    static let cache = FactsCache(folder: FactsCache.defaultFolder, keepsInMemory: true)

    public static var names: [String] { all.map(\.tool.name) }

    public static func call(_ name: String, arguments: [String: Value]) -> ToolOutput {
        guard let definition = all.first(where: { $0.tool.name == name }) else {
            return .failure("unknown tool `\(name)`\(Suggestion.phrase(for: name, among: names)) (tools: \(names.joined(separator: ", ")))")
        }
        do {
            return try definition.run(arguments)
        } catch let failure as Failure {
            return .failure(failure.message)
        } catch let error as ConfigurationError {
            return .failure(error.description)
        } catch let error as PathNotFound {
            return .failure(error.description)
        } catch {
            return .failure("\(error)")
        }
    }

    // MARK: Tools

    static let check = Definition(
        tool: Tool(
            name: "check",
            description: """
                Check SwiftUI code for architecture and data-flow problems (missing environment objects that crash, \
                state that goes stale, objects re-created on every render, work that outlives its view). The whole \
                project under `paths` is analysed, with its `.statecraft.yml` and baseline as `statecraft check` \
                reads them; with `files`, only the findings those files hold or take part in are reported, as a \
                full run gives them. Answers a summary, then up to `limit` findings from `offset`.
                """,
            inputSchema: schema([
                "paths": array("Folders or files to analyse, relative to the server's folder (default: the folder itself)."),
                "files": array("Report only on these Swift files (the ones you edited), analysed with the whole project."),
                "rules": array("Run only these rule ids."),
                "limit": integer("At most this many findings (default \(Page.defaultLimit), at most \(Page.maximumLimit))."),
                "offset": integer("Skip this many findings first (default 0), to get the next ones."),
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let files = try strings(arguments, "files")
            let rules = try strings(arguments, "rules")
            let page = try Page(arguments)
            for id in rules ?? [] where RuleRegistry.rule(id: id) == nil {
                throw Failure(message: "unknown rule `\(id)`\(Suggestion.phrase(for: id, among: RuleRegistry.ids))")
            }
            for file in files ?? [] {
                if let rejection = ReportedFiles.rejection(of: file, option: "`files`") { throw Failure(message: rejection) }
                if !file.hasSuffix(".swift") { throw Failure(message: "`files` takes Swift files, and `\(file)` is not one") }
            }
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            var options = CheckOptions()
            if let rules { options.onlyRules = Set(rules) }
            options.cache = cache
            let linter = Linter(configuration: configuration, options: options)
            var result = try linter.check(paths: paths)
            result.notes.insert(contentsOf: notes, at: 0)
            if result.filesChecked == 0 { throw Failure(message: ReportedFiles.emptyRunMessage(result, paths: paths)) }
            if let files { ReportedFiles.keep(Set(files.map { ReportedFiles.canonical($0) }), in: &result, paths: paths) }
            if let path = configuration.baselinePath {
                do {
                    try Baseline.load(path: path).apply(to: &result, path: path, partial: files != nil || rules != nil)
                } catch let error as Baseline.LoadError {
                    throw Failure(message: error.description)
                }
            }
            let context = ReportContext(rules: linter.enabledRules(pack: result.architecture.pack).map { type(of: $0).description },
                                        useColor: false, workingDirectory: FileManager.default.currentDirectoryPath)
            let counts = FindingCounts(result.findings)
            let total = result.findings.count
            var text = "\(total == 0 ? "No" : "\(total)") finding\(total == 1 ? "" : "s")"
            if total > 0 { text += " (\(counts.errors) errors, \(counts.warnings) warnings, \(counts.infos) infos)" }
            text += " in \(result.filesChecked) files checked; architecture: \(result.architecture.text)"
            if total > 0 { text += "\nBy rule: " + counts.byRule.map { "\($0.id) \($0.count)" }.joined(separator: ", ") }
            var shown = result
            shown.findings = Array(result.findings[page.range(in: total)])
            shown.notes = Array(result.notes.prefix(Page.notesShown))
            let findings = XcodeReporter(fullPaths: false).render(shown, context: context)
            if !findings.isEmpty { text += "\n\n" + findings }
            if let more = page.more(in: total, noun: "findings") { text += "\n" + more }
            for note in shown.notes { text += "\nnote: " + (note.file.map { "\($0): " } ?? "") + note.message }
            if result.notes.count > Page.notesShown { text += "\nnote: and \(result.notes.count - Page.notesShown) more notes" }
            return ToolOutput(text: text, json: JSONReporter(includeTiming: false).render(result, context: context,
                                                                                          findings: page.range(in: total)))
        })

    static let explainRule = Definition(
        tool: Tool(
            name: "explain_rule",
            description: "Explain a Statecraft rule: why it matters, what it does not flag, its options, and examples before and after the fix.",
            inputSchema: schema(["rule": .object(["type": .string("string"), "description": .string("The rule id, as in a finding's `[rule-id]`.")])],
                                required: ["rule"]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            guard let id = arguments["rule"]?.stringValue else { throw Failure(message: "`rule` is required: a rule id such as task-in-onappear") }
            guard let rule = RuleRegistry.rule(id: id) else {
                throw Failure(message: "unknown rule `\(id)`\(Suggestion.phrase(for: id, among: RuleRegistry.ids))")
            }
            return ToolOutput(text: RuleCatalogFormatter.explanation(rule.description),
                              json: RuleCatalogFormatter.explanationJSON(rule.description))
        })

    static let listRules = Definition(
        tool: Tool(
            name: "list_rules",
            description: "List every Statecraft rule with its pack (core, mv, mvvm), default severity and summary.",
            inputSchema: schema([:]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { _ in
            ToolOutput(text: RuleCatalogFormatter.text(RuleRegistry.descriptions), json: RuleCatalogFormatter.json(RuleRegistry.descriptions))
        })

    static let previewFix = Definition(
        tool: Tool(
            name: "preview_fix",
            description: """
                Show, as a unified diff, what `statecraft fix` would rewrite (the ObservableObject → @Observable \
                migration and smaller fixes), with the classes it would skip and why. Changes nothing.
                """,
            inputSchema: schema([
                "paths": array("Folders or files to fix, relative to the server's folder (default: the folder itself)."),
                "fixes": array("Only these fixes (default: every fix whose rule is enabled): \(FixEngine.fixIDs.joined(separator: ", "))."),
                "limit": integer("Show the diffs of at most this many files (default \(Page.defaultLimit), at most \(Page.maximumLimit))."),
                "offset": integer("Skip the diffs of this many changed files first (default 0), to get the next ones."),
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let fixes = try strings(arguments, "fixes")
            let page = try Page(arguments)
            for id in fixes ?? [] where !FixEngine.fixIDs.contains(id) {
                throw Failure(message: "unknown fix `\(id)`\(Suggestion.phrase(for: id, among: FixEngine.fixIDs)) (fixes: \(FixEngine.fixIDs.joined(separator: ", ")))")
            }
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            var options = FixOptions()
            if let fixes { options.fixes = Set(fixes) }
            let result = try FixEngine(configuration: configuration, options: options).run(paths: paths)
            let shown = page.range(in: result.changes.count)
            var text = FixReporter.text(result, dryRun: true, diffs: shown)
            if let more = page.more(in: result.changes.count, noun: "the diffs of changed files") { text = more + "\n\n" + text }
            return ToolOutput(text: text, json: nil)
        })

    /// The formats an agent reads; the HTML page is for people.
    static let mapFormats: [MapFormat] = [.mermaid, .dot, .json]
    /// Past this many characters a map answer is a summary with the roots to map one at a time.
    static let mapCharacterBudget = 40_000

    static let map = Definition(
        tool: Tool(
            name: "map",
            description: """
                Map the app: the views a scene, screen or view builds, the services each injects and reads, and \
                who owns each piece of state. Give `root` to get one view's subtree. A map too large for one \
                answer comes back as a summary listing its roots, to map one at a time.
                """,
            inputSchema: schema([
                "paths": array("Folders or files to map (default: the server's folder)."),
                "root": .object(["type": .string("string"), "description": .string("An app, scene, view or preview name: only what it reaches.")]),
                "format": .object(["type": .string("string"), "enum": .array(mapFormats.map { .string($0.rawValue) }),
                                   "description": .string("mermaid (default), dot or json.")]),
                "previews": .object(["type": .string("boolean"), "description": .string("Include previews and what they reach.")]),
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let format = try arguments["format"].map { value -> MapFormat in
                guard let name = value.stringValue, let format = MapFormat(rawValue: name), mapFormats.contains(format) else {
                    throw Failure(message: "`format` must be mermaid, dot or json")
                }
                return format
            } ?? .mermaid
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            var options = CheckOptions()
            options.cache = cache
            let index = try Linter(configuration: configuration, options: options).loadIndex(paths: paths).index
            do {
                let map = try AppMap.build(index: index, root: arguments["root"]?.stringValue,
                                           includePreviews: arguments["previews"]?.boolValue ?? false,
                                           relativeTo: FileManager.default.currentDirectoryPath)
                let rendered = MapFormatter.render(map, as: format)
                guard rendered.count > mapCharacterBudget else {
                    return ToolOutput(text: rendered, json: format == .json ? rendered : MapFormatter.render(map, as: .json))
                }
                return ToolOutput(text: summary(of: map, characters: rendered.count), json: nil)
            } catch let error as AppMap.UnknownRoot {
                throw Failure(message: error.description)
            }
        })

    /// What a map too large for one answer holds, and where to start mapping parts of it: the views its top
    /// nodes show (through apps and scenes), which `root` takes one at a time.
    private static func summary(of map: AppMap, characters: Int) -> String {
        let kinds = Dictionary(grouping: map.nodes, by: \.kind).mapValues(\.count)
        let counted = kinds.keys.sorted().map { "\(kinds[$0]!) \($0)\(kinds[$0]! == 1 ? "" : "s")" }.joined(separator: ", ")
        let byID = Dictionary(map.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let children = Dictionary(grouping: map.edges, by: \.from).mapValues { $0.map(\.to) }
        let targets = Set(map.edges.map(\.to))
        var queue = map.nodes.filter { !targets.contains($0.id) }.flatMap { children[$0.id] ?? [] }
        var seen = Set<String>()
        var names: [String] = []
        while !queue.isEmpty {
            let id = queue.removeFirst()
            guard seen.insert(id).inserted, let node = byID[id] else { continue }
            if node.kind == "app" || node.kind == "scene" {
                queue += children[id] ?? []
            } else if !names.contains(node.name) {
                names.append(node.name)
            }
        }
        let listed = names.prefix(40).map { "`\($0)`" }.joined(separator: ", ") + (names.count > 40 ? ", and \(names.count - 40) more" : "")
        return """
            The map has \(map.nodes.count) nodes (\(counted)) and \(map.edges.count) edges: \(characters) characters, more than \
            one answer holds (\(mapCharacterBudget)). Call `map` again with `root` set to one of the views it starts \
            from: \(listed).
            """
    }

    // MARK: Helpers

    /// `.statecraft.yml` found from the first path up, as the command line finds it.
    private static func configuration(for paths: [String], notes: inout [Note]) throws -> Configuration {
        guard let path = ConfigurationLoader.find(startingAt: paths.first ?? ".") else { return Configuration() }
        return try ConfigurationLoader.load(path: URL(fileURLWithPath: path).standardizedFileURL.path,
                                            catalog: RuleRegistry.catalogInfo, notes: &notes)
    }

    private static func strings(_ arguments: [String: Value], _ name: String) throws -> [String]? {
        guard let value = arguments[name] else { return nil }
        if let single = value.stringValue { return [single] }
        guard let items = value.arrayValue else { throw Failure(message: "`\(name)` must be a list of strings") }
        return try items.map { item in
            guard let text = item.stringValue else { throw Failure(message: "`\(name)` must be a list of strings") }
            return text
        }
    }

    private static func schema(_ properties: [String: Value], required: [String] = []) -> Value {
        var object: [String: Value] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { object["required"] = .array(required.map { .string($0) }) }
        return .object(object)
    }

    private static func integer(_ description: String) -> Value {
        .object(["type": .string("integer"), "minimum": .int(0), "description": .string(description)])
    }

    private static func array(_ description: String) -> Value {
        .object(["type": .string("array"), "items": .object(["type": .string("string")]), "description": .string(description)])
    }
}
