import ArgumentParser
import Foundation
import StatecraftKit

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Rewrite what can be fixed safely, including the ObservableObject → @Observable migration.",
        discussion: "Fixes: \(FixEngine.fixIDs.joined(separator: ", ")). Exit status 0 (skipped items are reported), 1 when a file cannot be written (then none is), when a file changed on disk while fixing (the fixes that need it are not made), when interrupted, or, with --dry-run --strict, when a fix would change a file, 2 bad usage.")

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
        var outcome = WriteOutcome()
        do {
            if dryRun {
                result = try engine.run(paths: paths)
            } else {
                (result, outcome) = try engine.runAndWrite(paths: paths)
            }
        } catch let error as PathNotFound {
            throw Exit.usage(error.description)
        }
        result.notes.insert(contentsOf: notes, at: 0)
        // What was done about an interrupted run is always said, `--quiet` or not: files changed.
        printNotes(result.recovery)
        if !shared.quiet { printNotes(result.notes) }
        if outcome.interrupted {
            FileHandle.standardError.write(Data("statecraft: interrupted before any file was written\n".utf8))
            throw ExitCode(1)
        }
        if outcome.wroteNothing {
            // Always reported, `--quiet` or not, and the run fails.
            printNotes(outcome.failures + outcome.changedMeanwhile.map { Note(file: $0.path, message: "changed on disk while fixing: not written") })
            FileHandle.standardError.write(Data("statecraft: error: no file was written\n".utf8))
            throw ExitCode(1)
        }
        switch format {
        case .text: print(FixReporter.text(result, dryRun: dryRun), terminator: "")
        case .json: print(FixReporter.json(result, dryRun: dryRun), terminator: "")
        }
        if strict, dryRun, !result.changes.isEmpty { throw ExitCode(1) }
        if !result.changedOnDisk.isEmpty {
            if shared.quiet { printNotes(result.changedOnDisk.map { Note(file: $0, message: "changed on disk while fixing: not written") }) }
            FileHandle.standardError.write(Data("statecraft: error: \(result.changedOnDisk.count) file(s) changed on disk while fixing; the fixes that needed them were not made\n".utf8))
            throw ExitCode(1)
        }
    }
}
