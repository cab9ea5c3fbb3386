import ArgumentParser
import Foundation
import StatecraftKit

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
            // Files found but left out (too large, unreadable) say why, as `fix` does.
            let skipped = result.notes.compactMap { note in note.file.map { "\($0): \(note.message)" } }
            let why = skipped.isEmpty ? "" : "; " + skipped.prefix(3).joined(separator: "; ") + (skipped.count > 3 ? "; and \(skipped.count - 3) more" : "")
            throw Exit.usage("no Swift file to check in \(paths.joined(separator: ", "))\(why) (pass --allow-empty to accept that)")
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
