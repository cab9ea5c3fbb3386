import ArgumentParser
import Foundation
import StatecraftKit

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
