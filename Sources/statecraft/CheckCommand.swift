import ArgumentParser
import Foundation
import StatecraftKit

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check Swift files for SwiftUI architecture and data-flow problems.")

    @Argument(help: "Files or folders to check.")
    var paths: [String] = ["."]

    @OptionGroup var shared: SharedOptions

    @OptionGroup var caching: CacheOptions

    @Option(name: .shortAndLong, help: "Output format: text, xcode (absolute paths), relative-path (xcode with the paths as shown), json, sarif, github, checkstyle, junit, codeclimate (GitLab Code Quality), sonarqube, csv, markdown.")
    var format: ReportFormat?

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: ArgumentHelp("Also write a report in FORMAT to FILE, from the same run; repeat for several.", valueName: "format:file"))
    var report: [String] = []

    @Flag(name: .long, help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    // Unconditional, so that `--jobs -3` reaches the check below instead of reading as an unknown option.
    @Option(name: .long, parsing: .unconditional, help: "Worker threads (default: all cores).")
    var jobs: Int?

    // One id per occurrence (or a comma list), so that `--rule a Sources` never reads `Sources` as a rule.
    @Option(name: .long, help: "Run only this rule; repeat it or give a comma-separated list.")
    var rule: [String] = []

    private var rules: [String] { rule.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } }

    @Flag(name: .long, help: "Show progress on standard error even when it is not a terminal (on a terminal it shows unless --quiet).")
    var progress = false

    @Flag(name: .long, help: "Run every rule of the packs that apply, opt-in and disabled ones too.")
    var enableAllRules = false

    @Flag(name: .shortAndLong, help: "Also note views whose environment cannot be checked because no app root or preview reaches them.")
    var verbose = false

    @Flag(name: .long, help: "Accept a run that finds no Swift file to check (otherwise bad usage, exit 2).")
    var allowEmpty = false

    // Up to the next option, so that a pre-commit hook can end its entry with `--only` and have files appended.
    @Option(name: .long, parsing: .upToNextOption,
            help: "Analyse the whole project (the paths) but report only the findings these files hold or take part in (a view on a crash's path); `-` reads the list from standard input.")
    var only: [String] = []

    @Flag(name: .long, help: "Read the text of the file --stdin-path names from standard input (an editor's unsaved buffer), and report on it, analysed with the project.")
    var useStdin = false

    @Option(name: .long, help: "With --use-stdin: the path of the file whose text standard input holds (it need not exist yet).")
    var stdinPath: String?

    @Flag(name: .long, help: "Apply the configuration's include/exclude to files named on the command line (and to --only) too.")
    var forceExclude = false

    @Flag(name: .long, help: "Report on the files an Xcode run-script phase lists (SCRIPT_INPUT_FILE_0…), as --only does; a phase that lists none gets every file.")
    var useScriptInputFiles = false

    @Flag(name: .long, help: "Report on the files named in the phase's input file lists (SCRIPT_INPUT_FILE_LIST_0…), as --only does; none listed gets every file.")
    var useScriptInputFileLists = false

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
        let extraReports = try report.map { entry -> (format: ReportFormat, path: String) in
            let parts = entry.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty, let format = ReportFormat(rawValue: parts[0]) else {
                throw Exit.usage("--report takes FORMAT:FILE, such as sarif:statecraft.sarif (formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return (format, parts[1])
        }

        var options = CheckOptions()
        if useStdin != (stdinPath != nil) { throw Exit.usage("--use-stdin and --stdin-path go together: the text, and the file it is") }
        if useStdin, only.contains("-") { throw Exit.usage("--use-stdin reads a file's text from standard input, so `--only -` cannot read a list from it") }
        if let stdinPath {
            guard stdinPath.hasSuffix(".swift") else { throw Exit.usage("--stdin-path names a Swift file, and `\(stdinPath)` is not one") }
            options.sourceOverrides[stdinPath] = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        }
        if let jobs { options.jobs = jobs }
        if !rules.isEmpty { options.onlyRules = Set(rules) }
        if enableAllRules, !rules.isEmpty { throw Exit.usage("--enable-all-rules runs every rule, so --rule cannot go with it") }
        options.enableAllRules = enableAllRules
        var progressLine: ProgressLine?
        if ProgressLine.enabled(forced: progress, quiet: shared.quiet) {
            let line = ProgressLine(inPlace: isatty(STDERR_FILENO) != 0)
            options.progress = { line.update(parsed: $0, total: $1) }
            progressLine = line
        }
        options.verbose = verbose
        options.forceExclude = forceExclude
        options.cache = caching.cache
        options.keepsModelUntilExit = true
        let linter = Linter(configuration: configuration, options: options)
        let reported = try reportedFiles(configuration: configuration)
        let partial = reported != nil || !rules.isEmpty
        // A baseline written from a partial run would drop every other file's or rule's entries.
        if writeBaseline != nil, partial {
            throw Exit.usage("--write-baseline needs a whole run: it cannot go with --only, --rule or the files a run-script phase lists")
        }
        // Nothing of what was asked is a Swift file to report on (a commit that touches none): nothing to do.
        if let reported, reported.isEmpty { return }
        var result: CheckResult
        let checked = Result { try linter.check(paths: paths) }
        progressLine?.finish()
        do {
            result = try checked.get()
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
            throw Exit.usage(ReportedFiles.emptyRunMessage(result, paths: paths) + " (pass --allow-empty to accept that)")
        }
        try applyBaselines(to: &result, configuration: configuration, partial: partial)

        let chosenFormat = format ?? .text
        // The text report lists notes itself; `-q` leaves them out there too (JSON and SARIF keep them as data).
        if shared.quiet, chosenFormat == .text { result.notes.removeAll() }
        let toTerminal = output == nil && isatty(STDOUT_FILENO) != 0
        let useColor = chosenFormat == .text && toTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let context = ReportContext(
            rules: linter.enabledRules(pack: result.architecture.pack).map { type(of: $0).description }, useColor: useColor,
            workingDirectory: FileManager.default.currentDirectoryPath, width: toTerminal ? TextWrap.terminalWidth() : nil)
        let rendered = Reporters.reporter(for: chosenFormat).render(result, context: context)

        if chosenFormat != .text, !shared.quiet { printNotes(result.notes) }
        try emit(rendered, to: output)
        for extra in extraReports {
            var plain = context
            plain.useColor = false
            plain.width = nil
            try emit(Reporters.reporter(for: extra.format).render(result, context: plain), to: extra.path)
        }

        let failing: Severity = strict ? .warning : .error
        if result.findings.contains(where: { $0.severity >= failing }) { throw ExitCode(1) }
    }

    /// The files `--only` names (standard input for `-`), absolute, without those that are not Swift or that
    /// `--force-exclude` keeps out; nil without `--only`.
    private func reportedFiles(configuration: Configuration) throws -> Set<String>? {
        let environment = ProcessInfo.processInfo.environment
        var names = only.filter { $0 != "-" }
        if useScriptInputFiles {
            let count = environment["SCRIPT_INPUT_FILE_COUNT"].flatMap(Int.init) ?? 0
            names += (0..<count).compactMap { environment["SCRIPT_INPUT_FILE_\($0)"] }
        }
        if useScriptInputFileLists {
            let count = environment["SCRIPT_INPUT_FILE_LIST_COUNT"].flatMap(Int.init) ?? 0
            for list in (0..<count).compactMap({ environment["SCRIPT_INPUT_FILE_LIST_\($0)"] }) {
                guard let text = try? String(contentsOfFile: list, encoding: .utf8) else {
                    throw Exit.usage("cannot read the input file list \(list)")
                }
                names += text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        // A run-script phase that lists no input file reports on every file, as Xcode users expect.
        guard !only.isEmpty || !names.isEmpty || stdinPath != nil else { return nil }
        if only.contains("-") {
            while let line = readLine() {
                let name = line.trimmingCharacters(in: .whitespaces)
                if !name.isEmpty { names.append(name) }
            }
        }
        var discovery = FileDiscovery(configuration: configuration)
        discovery.forceExclude = forceExclude
        var result = Set<String>()
        if let stdinPath { result.insert(Self.canonical(stdinPath)) }
        for name in names {
            if let rejection = ReportedFiles.rejection(of: name, option: "--only") { throw Exit.usage(rejection) }
            guard name.hasSuffix(".swift") else { continue }
            let absolute = Self.canonical(name)
            if !discovery.isForcedOut(absolute) { result.insert(absolute) }
        }
        return result
    }

    private static func canonical(_ path: String) -> String { ReportedFiles.canonical(path) }

    /// `--write-baseline` saves every finding; `--baseline` (or the configuration's) then leaves out those it holds.
    private func applyBaselines(to result: inout CheckResult, configuration: Configuration, partial: Bool) throws {
        if let writeBaseline {
            do {
                try Baseline(findings: result.findings, folder: Baseline.folder(of: writeBaseline)).write(to: writeBaseline)
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
        known.apply(to: &result, path: path, partial: partial)
    }
}
