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
                project under `paths` is analysed; with `files`, only their findings are reported, as a full run \
                gives them.
                """,
            inputSchema: schema([
                "paths": array("Folders or files to analyse, relative to the server's folder (default: the folder itself)."),
                "files": array("Report only on these Swift files (the ones you edited), analysed with the whole project."),
                "rules": array("Run only these rule ids."),
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let files = try strings(arguments, "files")
            let rules = try strings(arguments, "rules")
            for id in rules ?? [] where RuleRegistry.rule(id: id) == nil {
                throw Failure(message: "unknown rule `\(id)`\(Suggestion.phrase(for: id, among: RuleRegistry.ids))")
            }
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            var options = CheckOptions()
            if let rules { options.onlyRules = Set(rules) }
            let linter = Linter(configuration: configuration, options: options)
            var result = try linter.check(paths: paths)
            result.notes.insert(contentsOf: notes, at: 0)
            if let files {
                for file in files where !FileManager.default.fileExists(atPath: ReportedFiles.canonical(file)) {
                    throw Failure(message: "no such file: \(file)")
                }
                ReportedFiles.keep(Set(files.map { ReportedFiles.canonical($0) }), in: &result, paths: paths)
            }
            let context = ReportContext(rules: linter.enabledRules(pack: result.architecture.pack).map { type(of: $0).description },
                                        useColor: false, workingDirectory: FileManager.default.currentDirectoryPath)
            var text = XcodeReporter(fullPaths: false).render(result, context: context)
            let counts = result.findings.count
            text += (text.isEmpty ? "" : "\n") + "\(counts == 0 ? "No" : "\(counts)") finding\(counts == 1 ? "" : "s") in \(result.filesChecked) files checked; architecture: \(result.architecture.text)"
            for note in result.notes { text += "\nnote: " + (note.file.map { "\($0): " } ?? "") + note.message }
            return ToolOutput(text: text, json: JSONReporter(includeTiming: false).render(result, context: context))
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
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let fixes = try strings(arguments, "fixes")
            for id in fixes ?? [] where !FixEngine.fixIDs.contains(id) {
                throw Failure(message: "unknown fix `\(id)`\(Suggestion.phrase(for: id, among: FixEngine.fixIDs)) (fixes: \(FixEngine.fixIDs.joined(separator: ", ")))")
            }
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            var options = FixOptions()
            if let fixes { options.fixes = Set(fixes) }
            let result = try FixEngine(configuration: configuration, options: options).run(paths: paths)
            return ToolOutput(text: FixReporter.text(result, dryRun: true), json: FixReporter.json(result, dryRun: true))
        })

    static let map = Definition(
        tool: Tool(
            name: "map",
            description: """
                Map the app: the views a scene, screen or view builds, the services each injects and reads, and \
                who owns each piece of state. Give `root` to get one view's subtree.
                """,
            inputSchema: schema([
                "paths": array("Folders or files to map (default: the server's folder)."),
                "root": .object(["type": .string("string"), "description": .string("An app, scene, view or preview name: only what it reaches.")]),
                "format": .object(["type": .string("string"), "enum": .array(MapFormat.allCases.map { .string($0.rawValue) }),
                                   "description": .string("mermaid (default), dot or json.")]),
                "previews": .object(["type": .string("boolean"), "description": .string("Include previews and what they reach.")]),
            ]),
            annotations: .init(readOnlyHint: true, openWorldHint: false)),
        run: { arguments in
            let paths = try strings(arguments, "paths") ?? ["."]
            let format = try arguments["format"].map { value -> MapFormat in
                guard let name = value.stringValue, let format = MapFormat(rawValue: name) else {
                    throw Failure(message: "`format` must be mermaid, dot or json")
                }
                return format
            } ?? .mermaid
            var notes: [Note] = []
            let configuration = try configuration(for: paths, notes: &notes)
            let index = try Linter(configuration: configuration).loadIndex(paths: paths).index
            do {
                let map = try AppMap.build(index: index, root: arguments["root"]?.stringValue,
                                           includePreviews: arguments["previews"]?.boolValue ?? false,
                                           relativeTo: FileManager.default.currentDirectoryPath)
                let rendered = MapFormatter.render(map, as: format)
                return ToolOutput(text: rendered, json: format == .json ? rendered : MapFormatter.render(map, as: .json))
            } catch let error as AppMap.UnknownRoot {
                throw Failure(message: error.description)
            }
        })

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

    private static func array(_ description: String) -> Value {
        .object(["type": .string("array"), "items": .object(["type": .string("string")]), "description": .string(description)])
    }
}
