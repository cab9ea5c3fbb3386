import Foundation

/// One file `fix` changed.
public struct FileChange: Sendable {
    public var path: String
    public var original: String
    public var fixed: String
    /// Fixes applied, by fix id.
    public var fixes: [String: Int]
    let file: EditableFile

    public var diff: String { UnifiedDiff.render(old: original, new: fixed, path: path) }
}

/// What `statecraft fix` did, or would do under `--dry-run`.
public struct FixResult: Sendable {
    public var changes: [FileChange] = []
    public var migratedClasses: [ClassMigration] = []
    public var skippedClasses: [ClassMigration] = []
    /// Findings a fix left alone, with the reason.
    public var skipped: [FixSkip] = []
    public var behaviourChanges: [BehaviourChange] = []
    /// Fixes dropped for a file because the result would not parse.
    public var rejected: [FixSkip] = []
    public var notes: [Note] = []
    public var filesChecked = 0

    /// Fixes applied, by fix id, over all files.
    public var fixCounts: [String: Int] {
        changes.reduce(into: [:]) { total, change in
            for (fix, count) in change.fixes { total[fix, default: 0] += count }
        }
    }
}

public struct FixOptions: Sendable {
    /// Only these fixes (ids from `FixEngine.fixIDs`); nil runs every fix whose rule is enabled.
    public var fixes: Set<String>?
    public var jobs: Int

    public init(fixes: Set<String>? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.fixes = fixes
        self.jobs = jobs
    }
}

/// Runs the fixes over a project until nothing more changes. Each pass parses every file once, builds the
/// project index, plans the migration and the finding fixes, applies their edits, and re-parses each
/// changed file: a rewrite that adds a syntax error is dropped (for a migrated class, in every file) and the
/// pass is redone without it. Nothing is written here; `write(_:)` does that atomically.
public struct FixEngine {
    /// The fix ids, in the order their edits win when two touch the same code.
    public static let fixIDs = [
        ObservationMigration.id, "observed-object-owned", "task-in-onappear", "navigation-view", "state-not-private",
        "dynamic-property-not-private", "view-model-shape",
    ]
    /// The rule whose configuration turns each fix on or off.
    static let ruleOfFix: [String: String] = [ObservationMigration.id: "legacy-observable-object"]

    private static let findingFixes: [any FindingFix] = [
        ObservedObjectOwnedFix(), TaskInOnAppearFix(), NavigationViewFix(),
        PrivatePropertyFix(ruleID: "state-not-private", needsInitialValue: true),
        PrivatePropertyFix(ruleID: "dynamic-property-not-private", needsInitialValue: false),
        ViewModelShapeFix(),
    ]

    public var configuration: Configuration
    public var options: FixOptions
    public var workingDirectory: String

    public init(configuration: Configuration, options: FixOptions = FixOptions(),
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.options = options
        self.workingDirectory = workingDirectory
    }

    public func run(paths: [String]) throws -> FixResult {
        let linter = Linter(configuration: configuration, workingDirectory: workingDirectory)
        let discovery = FileDiscovery(configuration: configuration, workingDirectory: workingDirectory)
        let workspace = try discovery.discover(paths: paths)
        var result = FixResult()
        result.notes = workspace.notes
        var files: [EditableFile] = []
        let maxBytes = configuration.maxFileSizeKB * 1024
        for ref in workspace.files {
            var info = stat()
            if stat(ref.path, &info) == 0, Int(info.st_size) > maxBytes {
                result.notes.append(Note(file: ref.displayPath, message: "skipped: over the \(maxBytes / 1024) KB limit (max_file_size_kb)"))
                continue
            }
            switch EditableFile.load(ref) {
            case .success(let file): files.append(file)
            case .failure(let skip): result.notes.append(Note(file: skip.path, message: skip.reason))
            }
        }
        result.filesChecked = files.count
        let targets = linter.deploymentTargets(workspace)
        let originals = files.map(\.text)
        var baselineErrors: [Int]?
        var counts = Array(repeating: [String: Int](), count: files.count)
        var blockedClasses: [String: String] = [:]
        var frozen = Set<String>()
        var migrated: [String: ClassMigration] = [:]
        var attempts = 0

        while attempts < 12 {
            attempts += 1
            let parsed = Parallel.map(count: files.count, jobs: options.jobs) { ParsedFile(files[$0]) }
            if baselineErrors == nil { baselineErrors = parsed.map(\.facts.syntaxErrorCount) }
            let index = ProjectIndex(files: parsed.map(\.facts), deploymentTargets: targets)
            let plan = planPass(parsed: parsed, index: index, linter: linter, blocked: blockedClasses, frozen: frozen)

            var newTexts: [Int: String] = [:]
            var applied: [Int: [TextEdit]] = [:]
            var retry = false
            for (fileIndex, edits) in plan.edits.enumerated() where !edits.isEmpty {
                let outcome = TextEdit.apply(edits, to: files[fileIndex].text)
                // A migrated class stands or falls as a whole: an edit of it that could not be applied blocks it.
                for edit in edits where edit.group != nil && !outcome.applied.contains(edit) {
                    blockedClasses[edit.group!] = "Statecraft could not rewrite all of it in \(parsed[fileIndex].path) at once"
                    retry = true
                }
                guard outcome.text != files[fileIndex].text else { continue }
                let check = SourceReader.extract(source: outcome.text, path: parsed[fileIndex].path)
                if check.syntaxErrorCount > baselineErrors![fileIndex] {
                    for edit in outcome.applied {
                        if let group = edit.group {
                            blockedClasses[group] = "rewriting \(parsed[fileIndex].path) would add a syntax error"
                        } else if frozen.insert("\(fileIndex)|\(edit.fix)").inserted {
                            result.rejected.append(FixSkip(fix: edit.fix, file: parsed[fileIndex].path, line: 0,
                                                           reason: "the rewritten file would not parse; left unchanged"))
                        }
                    }
                    retry = true
                    continue
                }
                newTexts[fileIndex] = outcome.text
                applied[fileIndex] = outcome.applied
            }
            if retry { continue }

            if plan.ranMigration {
                for report in plan.migration.migrated { migrated["\(report.file)|\(report.name)"] = report }
                result.skippedClasses = plan.migration.skipped
                result.behaviourChanges += plan.migration.behaviourChanges
                result.notes += plan.migration.notes.map { Note(file: nil, message: $0) }
            }
            result.skipped = plan.skipped
            guard !newTexts.isEmpty else { break }
            for (fileIndex, text) in newTexts {
                files[fileIndex].text = text
                for edit in applied[fileIndex]! where edit.counts { counts[fileIndex][edit.fix, default: 0] += 1 }
            }
        }
        if attempts >= 12 { result.notes.append(Note(file: nil, message: "stopped after 12 passes; run `fix` again to finish")) }

        result.migratedClasses = migrated.values.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        for (fileIndex, file) in files.enumerated() where file.text != originals[fileIndex] {
            result.changes.append(FileChange(path: file.ref.displayPath, original: originals[fileIndex], fixed: file.text,
                                             fixes: counts[fileIndex], file: file))
        }
        result.skippedClasses.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        result.skipped.sort { ($0.file, $0.line, $0.fix) < ($1.file, $1.line, $1.fix) }
        result.behaviourChanges.sort { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return result
    }

    /// Writes every changed file atomically; returns the files that could not be written, with the reason.
    public static func write(_ result: FixResult) -> [Note] {
        var failures: [Note] = []
        for change in result.changes {
            do {
                try AtomicWriter.write(change.file.encoded(change.fixed), to: change.file.ref.path)
            } catch {
                failures.append(Note(file: change.path, message: "not written: \(error)"))
            }
        }
        return failures
    }

    /// The fixes that run: the ones asked for, or those whose rule the configuration enables.
    func selectedFixes(linter: Linter, index: ProjectIndex) -> Set<String> {
        if let fixes = options.fixes { return fixes }
        let pack = linter.architecture(of: index).summary.pack
        let enabled = Set(linter.enabledRules(pack: pack).map { type(of: $0).description.id })
        return Set(Self.fixIDs.filter { enabled.contains(Self.ruleOfFix[$0] ?? $0) })
    }

    private struct PassPlan {
        var edits: [[TextEdit]]
        var migration: ObservationMigration.Outcome
        var ranMigration: Bool
        var skipped: [FixSkip]
    }

    private func planPass(parsed: [ParsedFile], index: ProjectIndex, linter: Linter,
                          blocked: [String: String], frozen: Set<String>) -> PassPlan {
        let selected = selectedFixes(linter: linter, index: index)
        let memberwise = MemberwiseCalls(index: index)
        let ownLine = AttributeStyle.prefersOwnLine(parsed)
        var edits = Array(repeating: [TextEdit](), count: parsed.count)
        var migration = ObservationMigration.Outcome(edits: edits)
        let ranMigration = selected.contains(ObservationMigration.id)
        if ranMigration {
            migration = ObservationMigration(index: index, files: parsed, memberwise: memberwise, blocked: blocked,
                                             attributesOnOwnLine: ownLine).run()
            edits = migration.edits
        }
        var skipped: [FixSkip] = []
        let fixes = Self.findingFixes.filter { selected.contains($0.ruleID) }
        if !fixes.isEmpty {
            var findingOptions = CheckOptions(jobs: options.jobs, onlyRules: Set(fixes.map(\.ruleID)))
            findingOptions.verbose = false
            let findings = Linter(configuration: configuration, options: findingOptions, workingDirectory: workingDirectory)
                .run(index: index)
            let byFile = Dictionary(grouping: findings, by: \.file)
            let fileIndex = Dictionary(parsed.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            var context = FixContext(index: index, memberwise: memberwise)
            context.attributesOnOwnLine = ownLine
            for (path, fileFindings) in byFile {
                guard let position = fileIndex[path] else { continue }
                for fix in fixes where !frozen.contains("\(position)|\(fix.ruleID)") {
                    let mine = fileFindings.filter { $0.ruleID == fix.ruleID }
                    guard !mine.isEmpty else { continue }
                    let output = fix.fix(mine, in: parsed[position], context: context)
                    edits[position] += output.edits
                    skipped += output.skipped
                }
            }
        }
        return PassPlan(edits: edits, migration: migration, ranMigration: ranMigration, skipped: skipped)
    }
}
