import ArgumentParser
import Foundation
import StatecraftKit
import StatecraftMCP

@main
struct StatecraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statecraft",
        abstract: "Checks the architecture and data flow of SwiftUI apps.",
        version: Statecraft.version,
        subcommands: [CheckCommand.self, FixCommand.self, MapCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self,
                      MCPCommand.self],
        defaultSubcommand: CheckCommand.self)

    /// Argument errors exit with 2, like every other usage problem, instead of the parser's default 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension MapFormat: ExpressibleByArgument {}

/// Exit codes: 0 clean, 1 failing findings, 2 bad usage, path or configuration.
/// `--config`, or the `.statecraft.yml` found by walking up from the first path; bad configuration exits with 2.
func loadConfiguration(config: String?, paths: [String], notes: inout [Note]) throws -> Configuration {
    do {
        let path: String?
        if let config {
            guard FileManager.default.fileExists(atPath: config) else {
                throw ConfigurationError(file: config, line: nil, message: "no such configuration file")
            }
            path = config
        } else {
            path = ConfigurationLoader.find(startingAt: paths.first ?? ".")
        }
        guard let path else { return Configuration() }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return try ConfigurationLoader.load(path: absolute, catalog: RuleRegistry.catalogInfo, notes: &notes)
    } catch let error as ConfigurationError {
        throw Exit.usage(error.description)
    }
}

/// Notes go to standard error, so that a report on standard output stays machine-readable.
func printNotes(_ notes: [Note]) {
    for note in notes {
        let location = note.file.map { "\($0): " } ?? ""
        FileHandle.standardError.write(Data("statecraft: note: \(location)\(note.message)\n".utf8))
    }
}

/// Writes a report to `--output` atomically, or to standard output.
func emit(_ text: String, to output: String?) throws {
    guard let output else {
        print(text, terminator: "")
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw Exit.usage("cannot write \(output): \(error.localizedDescription)")
    }
}

/// The options `check`, `fix` and `map` share.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: "Use this configuration file instead of looking for .statecraft.yml.")
    var config: String?

    @Flag(name: .shortAndLong, help: "Don't print notes about skipped or unreadable files.")
    var quiet = false
}

enum Exit {
    static func usage(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("statecraft: error: \(message)\n".utf8))
        return ExitCode(2)
    }
}

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check Swift files for SwiftUI architecture and data-flow problems.")

    @Argument(help: "Files or folders to check.")
    var paths: [String] = ["."]

    @OptionGroup var shared: SharedOptions

    @Option(name: .shortAndLong, help: "Output format: text, xcode (absolute paths), relative-path (xcode with the paths as shown), json, sarif, github.")
    var format: ReportFormat?

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    // Unconditional, so that `--jobs -3` reaches the check below instead of reading as an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "Worker threads (default: all cores).")
    var jobs: Int?

    // One id per occurrence (or a comma list), so that `--rule a Sources` never reads `Sources` as a rule.
    @Option(name: .long, help: "Run only this rule; repeat it or give a comma-separated list.")
    var rule: [String] = []

    private var rules: [String] { rule.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }

    @Flag(name: .long, help: "Also note views whose environment cannot be checked because no app root or preview reaches them.")
    var verbose = false

    @Flag(name: .long, help: "Accept a run that finds no Swift file to check (otherwise bad usage, exit 2).")
    var allowEmpty = false

    // Up to the next option, so that a pre-commit hook can end its entry with `--only` and have files appended.
    @Option(name: .long, parsing: .upToNextOption,
            help: "Analyse the whole project (the paths) but report only on these files; `-` reads the list from standard input.")
    var only: [String] = []

    @Flag(name: .long, help: "Apply the configuration's include/exclude to files named on the command line (and to --only) too.")
    var forceExclude = false

    @Flag(name: .long, help: "Report on the files an Xcode run-script phase lists (SCRIPT_INPUT_FILE_0…), as --only does.")
    var useScriptInputFiles = false

    @Option(name: .long, help: "Leave out the findings this baseline holds (default: `baseline:` in .statecraft.yml).")
    var baseline: String?

    @Option(name: .long, help: "Write every finding of this run to a baseline file, for --baseline to leave out later.")
    var writeBaseline: String?

    func run() throws {
        var notes: [Note] = []
        let configuration: Configuration
        configuration = try loadConfiguration(config: shared.config, paths: paths, notes: &notes)
        for id in rules where RuleRegistry.rule(id: id) == nil {
            throw Exit.usage("unknown rule `\(id)`\(Suggestion.phrase(for: id, among: RuleRegistry.ids)) (run `statecraft rules` for the list)")
        }
        if let jobs, jobs < 1 { throw Exit.usage("--jobs must be at least 1") }

        var options = CheckOptions()
        if let jobs { options.jobs = jobs }
        if !rules.isEmpty { options.onlyRules = Set(rules) }
        options.verbose = verbose
        options.forceExclude = forceExclude
        let linter = Linter(configuration: configuration, options: options)
        let reported = try reportedFiles(configuration: configuration)
        // Nothing of what was asked is a Swift file to report on (a commit that touches none): nothing to do.
        if let reported, reported.isEmpty { return }
        var result: CheckResult
        do {
            result = try linter.check(paths: paths)
        } catch let error as PathNotFound {
            throw Exit.usage(error.description)
        } catch let error as ConfigurationError {
            throw Exit.usage(error.description)
        }
        result.notes.insert(contentsOf: notes, at: 0)
        if let reported { ReportedFiles.keep(reported, in: &result, paths: paths) }
        // A mistyped path or an exclude that covers everything would otherwise pass silently.
        if result.filesChecked == 0, !allowEmpty {
            throw Exit.usage("no Swift file to check in \(paths.joined(separator: ", ")) (pass --allow-empty to accept that)")
        }
        try applyBaselines(to: &result, configuration: configuration)

        let chosenFormat = format ?? .text
        // The text report lists notes itself; `-q` leaves them out there too (JSON and SARIF keep them as data).
        if shared.quiet, chosenFormat == .text { result.notes.removeAll() }
        let toTerminal = output == nil && isatty(STDOUT_FILENO) != 0
        let useColor = chosenFormat == .text && toTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let context = ReportContext(
            rules: linter.enabledRules(pack: result.architecture.pack).map { type(of: $0).description }, useColor: useColor,
            workingDirectory: FileManager.default.currentDirectoryPath, width: toTerminal ? TextWrap.terminalWidth() : nil)
        let report = Reporters.reporter(for: chosenFormat).render(result, context: context)

        if chosenFormat != .text, !shared.quiet { printNotes(result.notes) }
        try emit(report, to: output)

        let failing: Severity = strict ? .warning : .error
        if result.findings.contains(where: { $0.severity >= failing }) { throw ExitCode(1) }
    }

    /// The files `--only` names (standard input for `-`), absolute, without those that are not Swift or that
    /// `--force-exclude` keeps out; nil without `--only`.
    private func reportedFiles(configuration: Configuration) throws -> Set<String>? {
        guard !only.isEmpty || useScriptInputFiles else { return nil }
        var names = only.filter { $0 != "-" }
        if useScriptInputFiles {
            let environment = ProcessInfo.processInfo.environment
            let count = environment["SCRIPT_INPUT_FILE_COUNT"].flatMap(Int.init) ?? 0
            names += (0..<count).compactMap { environment["SCRIPT_INPUT_FILE_\($0)"] }
        }
        if only.contains("-") {
            while let line = readLine() {
                let name = line.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { names.append(name) }
            }
        }
        var discovery = FileDiscovery(configuration: configuration)
        discovery.forceExclude = forceExclude
        var result = Set<String>()
        for name in names {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: Self.canonical(name), isDirectory: &isFolder), isFolder.boolValue {
                throw Exit.usage("--only takes files, and `\(name)` is a folder: name the folders to analyse before --only")
            }
            guard name.hasSuffix(".swift") else { continue }
            let absolute = Self.canonical(name)
            guard FileManager.default.fileExists(atPath: absolute) else { throw Exit.usage("no such file: \(name)") }
            if !discovery.isForcedOut(absolute) { result.insert(absolute) }
        }
        return result
    }

    private static func canonical(_ path: String) -> String { ReportedFiles.canonical(path) }

    /// `--write-baseline` saves every finding; `--baseline` (or the configuration's) then leaves out those it holds.
    private func applyBaselines(to result: inout CheckResult, configuration: Configuration) throws {
        if let writeBaseline {
            do {
                try Baseline(findings: result.findings).write(to: writeBaseline)
            } catch {
                throw Exit.usage("cannot write the baseline `\(writeBaseline)`: \(error.localizedDescription)")
            }
            result.notes.append(Note(file: writeBaseline, message: "wrote a baseline of \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s")"))
        }
        guard let path = baseline ?? configuration.baselinePath else { return }
        let known: Baseline
        do {
            known = try Baseline.load(path: path)
        } catch let error as Baseline.LoadError {
            throw Exit.usage(error.description)
        }
        let split = known.filter(result.findings)
        result.findings = split.new
        if split.known > 0 {
            result.notes.append(Note(file: path, message: "\(split.known) finding\(split.known == 1 ? " is" : "s are") in the baseline and not reported"))
        }
        if split.stale > 0 {
            result.notes.append(Note(file: path, message: "\(split.stale) baseline entr\(split.stale == 1 ? "y matches" : "ies match") no finding any more (fixed or changed); run with --write-baseline to drop \(split.stale == 1 ? "it" : "them")"))
        }
    }
}

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Rewrite what can be fixed safely, including the ObservableObject → @Observable migration.",
        discussion: "Fixes: \(FixEngine.fixIDs.joined(separator: ", ")). Exit status 0 (skipped items are reported), 1 when a file cannot be written (then none is) or, with --dry-run --strict, when a fix would change a file, 2 bad usage.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "Files or folders to fix.")
    var paths: [String] = ["."]

    @OptionGroup var shared: SharedOptions

    @Option(name: .long, help: "Run only this fix; repeat it or give a comma-separated list (default: every fix whose rule is enabled).")
    var rule: [String] = []

    private var rules: [String] { rule.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }

    @Flag(name: .long, help: "Print a unified diff and change nothing.")
    var dryRun = false

    @Flag(name: .long, help: "With --dry-run: exit 1 when a fix would change a file (for CI and pre-commit).")
    var strict = false

    @Option(name: .shortAndLong, help: "Output format: text, json.")
    var format: Format = .text

    // Unconditional, so that `--jobs -3` reaches the check below instead of reading as an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "Worker threads (default: all cores).")
    var jobs: Int?

    func run() throws {
        var notes: [Note] = []
        let configuration = try loadConfiguration(config: shared.config, paths: paths, notes: &notes)
        for id in rules where !FixEngine.fixIDs.contains(id) {
            if id == "legacy-observable-object" || id == "legacy-property-wrapper" {
                throw Exit.usage("`\(id)` is fixed by `--rule observation-migration`, which migrates classes and their use sites together")
            }
            let known = RuleRegistry.rule(id: id) != nil ? "rule `\(id)` has no fix" : "unknown fix `\(id)`"
            throw Exit.usage("\(known) (fixes: \(FixEngine.fixIDs.joined(separator: ", ")))")
        }
        if let jobs, jobs < 1 { throw Exit.usage("--jobs must be at least 1") }
        if strict, !dryRun { throw Exit.usage("--strict goes with --dry-run: it fails the run when a fix would change a file") }
        var options = FixOptions()
        if let jobs { options.jobs = jobs }
        if !rules.isEmpty { options.fixes = Set(rules) }
        let engine = FixEngine(configuration: configuration, options: options)
        var result: FixResult
        do {
            result = try engine.run(paths: paths)
        } catch let error as PathNotFound {
            throw Exit.usage(error.description)
        }
        result.notes.insert(contentsOf: notes, at: 0)
        if !shared.quiet { printNotes(result.notes) }
        let failures = dryRun ? [] : FixEngine.write(result)
        if !failures.isEmpty {
            // Always reported, `--quiet` or not, and the run fails.
            printNotes(failures)
            FileHandle.standardError.write(Data("statecraft: error: some files could not be written\n".utf8))
            throw ExitCode(1)
        }
        switch format {
        case .text: print(FixReporter.text(result, dryRun: dryRun), terminator: "")
        case .json: print(FixReporter.json(result, dryRun: dryRun), terminator: "")
        }
        if strict, dryRun, !result.changes.isEmpty { throw ExitCode(1) }
    }
}

struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Draw the app: view tree, screens, injected services and state owners.")

    @Argument(help: "Files or folders to map.")
    var paths: [String] = ["."]

    @OptionGroup var shared: SharedOptions

    @Option(name: .shortAndLong, help: "Output format: mermaid, dot, json, html (an interactive page with the findings).")
    var format: MapFormat = .mermaid

    @Option(name: .long, help: "Only what this app, scene, view or preview reaches.")
    var root: String?

    @Flag(name: .long, help: "Include previews and what they reach.")
    var previews = false

    @Option(name: .shortAndLong, help: "Write the map to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Print how many views the model reaches (from scenes, hosting roots, previews) instead of the map; json with --format json.")
    var stats = false

    @Flag(name: .shortAndLong, help: "With --stats: list each view not reached, with the reason.")
    var verbose = false

    func run() throws {
        var notes: [Note] = []
        let configuration = try loadConfiguration(config: shared.config, paths: paths, notes: &notes)
        let linter = Linter(configuration: configuration)
        let loaded: (index: ProjectIndex, notes: [Note])
        do {
            loaded = try linter.loadIndex(paths: paths)
        } catch let error as PathNotFound {
            throw Exit.usage(error.description)
        }
        if !shared.quiet { printNotes(notes + loaded.notes) }
        if stats {
            let text = CoverageFormatter.render(loaded.index, json: format == .json, listUnreached: verbose,
                                                relativeTo: FileManager.default.currentDirectoryPath)
            try emit(text, to: output)
            return
        }
        let map: AppMap
        do {
            map = try AppMap.build(index: loaded.index, root: root, includePreviews: previews,
                                   relativeTo: FileManager.default.currentDirectoryPath)
        } catch let error as AppMap.UnknownRoot {
            throw Exit.usage(error.description)
        }
        if format == .html {
            // The page shows each view's findings, so the rules run too.
            let findings = linter.run(index: loaded.index)
            let title = "Statecraft map of " + (paths == ["."] ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent : paths.joined(separator: ", "))
            try emit(MapHTML.render(map, findings: MapHTML.attach(findings, to: map, index: loaded.index), title: title), to: output)
            return
        }
        try emit(MapFormatter.render(map, as: format), to: output)
    }
}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Option(name: .shortAndLong, help: "Output format: text, json, markdown.")
    var format: Format = .text

    func run() throws {
        let descriptions = RuleRegistry.descriptions
        switch format {
        case .text: print(RuleCatalogFormatter.text(descriptions), terminator: "")
        case .json: print(RuleCatalogFormatter.json(descriptions), terminator: "")
        case .markdown: print(RuleCatalogFormatter.markdown(descriptions), terminator: "")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule, with examples.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The rule id, e.g. task-in-onappear.")
    var ruleID: String

    @Option(name: .shortAndLong, help: "Output format: text, json.")
    var format: Format = .text

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            throw Exit.usage("unknown rule `\(ruleID)`\(Suggestion.phrase(for: ruleID, among: RuleRegistry.ids)) (run `statecraft rules` for the list)")
        }
        switch format {
        case .text:
            print(RuleCatalogFormatter.explanation(rule.description, width: TextWrap.terminalWidth()), terminator: "")
        case .json: print(RuleCatalogFormatter.explanationJSON(rule.description), terminator: "")
        }
    }
}

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Statecraft's tools to coding agents over the Model Context Protocol (standard input and output).",
        discussion: "Tools: \(StatecraftTools.names.joined(separator: ", ")). Paths are relative to the folder the server starts in.")

    func run() throws {
        // The server is asynchronous; the command line is not. The main thread parks while it serves.
        Task {
            do {
                try await StatecraftServer.run()
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("statecraft: error: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a .statecraft.yml for the project: its architecture, deployment target and the rules that fire most, commented.")

    @Argument(help: "The project's folder.")
    var path = "."

    @Flag(name: .long, help: "Replace an existing .statecraft.yml.")
    var force = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Exit.usage("no such folder: \(path)")
        }
        let file = URL(fileURLWithPath: path).appendingPathComponent(Configuration.fileName).path
        if FileManager.default.fileExists(atPath: file), !force {
            throw Exit.usage("\(file) exists already (pass --force to replace it)")
        }
        let linter = Linter(configuration: Configuration())
        let result = try linter.check(paths: [path])
        let text = ConfigurationTemplate.make(from: result, rules: RuleRegistry.descriptions)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw Exit.usage("cannot write \(file): \(error.localizedDescription)")
        }
        print("Wrote \(file): \(result.architecture.text); deployment target \(result.deploymentTargets.summary); \(result.findings.count) findings today.")
    }
}
