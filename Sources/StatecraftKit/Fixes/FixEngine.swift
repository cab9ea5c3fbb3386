import Foundation

/// One file `fix` changed.
public struct FileChange: Sendable {
    public var path: String
    public var original: String
    public var fixed: String
    /// Fixes applied, by fix id.
    public var fixes: [String: Int]
    let file: EditableFile

    /// The file's absolute, standardised path.
    public var absolutePath: String { file.ref.path }

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
    /// What was done about transactions interrupted runs left (completed or rolled back).
    public var recovery: [Note] = []
    /// Files edited on disk while `fix` ran: not rewritten, nor anything that would have needed them rewritten.
    public var changedOnDisk: [String] = []
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
    /// The result will be written: a transaction an interrupted run left is finished first (`FixJournal`).
    public var writes = false
    /// Files' texts given instead of their content on disk, by absolute path (an editor's unsaved buffers).
    public var sourceOverrides: [String: String] = [:]
    /// Only the findings in this file (at this line, when given) are fixed: an editor's code action.
    public var focus: FixFocus?

    public init(fixes: Set<String>? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.fixes = fixes
        self.jobs = jobs
    }
}

/// The findings one `fix` run is about: those of a file, or the one at a line of it.
public struct FixFocus: Sendable, Hashable {
    /// Absolute, standardised path.
    public var file: String
    public var line: Int?

    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    func contains(file path: String, line: Int, workingDirectory: String) -> Bool {
        (self.line == nil || self.line == line) && (absolutePath(path, from: workingDirectory) as NSString).standardizingPath == file
    }
}

/// Runs the fixes over a project until nothing more changes. Each pass parses every file once, builds the
/// project index, plans the migration and the finding fixes, applies their edits, and re-parses each
/// changed file: a rewrite that adds a syntax error is dropped (for a migrated class, in every file) and the
/// pass is redone without it. Nothing is written here; `write(_:)` does that atomically.
public struct FixEngine {
    /// The fix ids, in the order their edits win (`RuleRegistry.fixPriority`).
    public static var fixIDs: [String] { RuleRegistry.fixPriority }
    /// The rule whose configuration turns each fix on or off.
    static let ruleOfFix: [String: String] = [ObservationMigration.id: "legacy-observable-object"]

    private static let findingFixes = RuleRegistry.findingFixes

    public var configuration: Configuration
    public var options: FixOptions
    public var workingDirectory: String
    /// Files (absolute paths) edited on disk during an earlier attempt: read again, and not rewritten.
    var heldBack: Set<String> = []

    public init(configuration: Configuration, options: FixOptions = FixOptions(),
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.options = options
        self.workingDirectory = workingDirectory
    }

    public func run(paths: [String]) throws -> FixResult {
        let linter = Linter(configuration: configuration, workingDirectory: workingDirectory)
        let discovery = FileDiscovery(configuration: configuration, workingDirectory: workingDirectory)
        var workspace = try discovery.discover(paths: paths)
        workspace.give(options.sourceOverrides, adding: false, displayPath: discovery.displayPath)
        var result = FixResult()
        result.notes = workspace.notes
        // Nested configurations: their globs keep files out, and their rules decide what is fixed in their folder.
        let scopes = try linter.nestedScopes(workspace.nestedConfigurations, notes: &result.notes)
        workspace.files.removeAll { file in
            ConfigurationScope.innermost(holding: file.path, in: scopes).map { !FileDiscovery.admits(file.path, under: $0) } ?? false
        }
        let folders = Set(workspace.files.map { ($0.path as NSString).deletingLastPathComponent }).map { WriteTarget.realPath($0) ?? $0 }
        if options.writes {
            result.recovery = FixJournal.recover(near: Set(folders), display: discovery.displayPath)
        } else {
            for journal in FixJournal.journals(near: Set(folders)) {
                result.notes.append(Note(file: discovery.displayPath(journal), message: "left by an interrupted `statecraft fix`, which the next `statecraft fix` finishes"))
            }
        }
        var enabledFor: ((String) -> Set<String>)?
        var files: [EditableFile] = []
        let maxBytes = configuration.maxFileSizeKB * 1024
        let roots = WriteTarget.roots(of: paths.isEmpty ? ["."] : paths, workingDirectory: workingDirectory)
        for ref in workspace.files {
            var info = stat()
            if stat(ref.path, &info) == 0, Int(info.st_size) > maxBytes {
                result.notes.append(Note(file: ref.displayPath, message: "skipped: over the \(maxBytes / 1024) KB limit (max_file_size_kb)"))
                continue
            }
            switch EditableFile.load(ref) {
            case .success(var file):
                switch WriteTarget.resolve(ref.path, roots: roots) {
                case .success where heldBack.contains(ref.path):
                    file.readOnly = true
                    file.readOnlyReason = "it changed on disk while fixing"
                    result.changedOnDisk.append(ref.displayPath)
                    result.notes.append(Note(file: ref.displayPath, message: "changed on disk while fixing: not written"))
                case .success(let target):
                    file.target = target
                case .failure(let refusal):
                    file.readOnly = true
                    file.readOnlyReason = refusal.reason
                    result.notes.append(Note(file: ref.displayPath, message: "read, but not rewritten: \(refusal.reason)"))
                }
                files.append(file)
            case .failure(let skip):
                result.notes.append(Note(file: skip.path, message: skip.reason))
                if let file = EditableFile.readOnly(ref) { files.append(file) }
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
        var selected: Set<String>?
        var attempts = 0
        var converged = false

        var parsedCache = [ParsedFile?](repeating: nil, count: files.count)
        var sitesCache = [ObservationSites?](repeating: nil, count: files.count)
        while attempts < 12 {
            attempts += 1
            // Only files a pass changed are parsed again: the others keep their tree, facts and sites.
            let cachedFiles = parsedCache
            let parsed = Parallel.map(count: files.count, jobs: options.jobs) { cachedFiles[$0] ?? ParsedFile(files[$0]) }
            parsedCache = parsed
            if baselineErrors == nil { baselineErrors = parsed.map(\.facts.syntaxErrorCount) }
            var facts = parsed.map(\.facts)
            ErasedCallStage.attach(to: &facts) { parsed[$0].tree }
            UncreatedHostStage.attach(to: &facts, text: { files[$0].text }, namingFiles: workspace.namingFiles + workspace.xcodeProjects)
            let index = linter.makeIndex(files: facts, deploymentTargets: targets)
            // Chosen once: the rewrites themselves change what architecture detection sees.
            if selected == nil {
                if let focus = options.focus {
                    for info in index.types.all where info.isClass
                        && !focus.contains(file: index.files[info.file].path, line: info.declaration.position.line, workingDirectory: workingDirectory) {
                        blockedClasses[info.qualifiedName] = "it is not the finding asked for"
                    }
                }
                let enabled = linter.enabledRuleIDs(index: index, scopes: scopes)
                selected = selectedFixes(linter: linter, index: index, scopes: scopes)
                if options.fixes == nil, !scopes.isEmpty {
                    enabledFor = enabled
                    // A folder whose configuration turns `legacy-observable-object` off keeps its classes.
                    for info in index.types.all where info.isClass && !enabled(index.files[info.file].path).contains("legacy-observable-object") {
                        blockedClasses[info.qualifiedName] = blockedClasses[info.qualifiedName]
                            ?? "`legacy-observable-object` is off for its folder (\(ConfigurationScope.innermost(holding: absolutePath(index.files[info.file].path, from: workingDirectory), in: scopes)?.configuration.path ?? "a nested configuration"))"
                    }
                }
            }
            // The migration reads the sites of only the files that hold an ObservableObject or may use one.
            let migrationFiles = selected!.contains(ObservationMigration.id) ? ObservationMigration.files(in: index) : []
            let cachedSites = sitesCache
            let sites = Parallel.map(count: parsed.count, jobs: options.jobs) { position -> ObservationSites? in
                guard migrationFiles.contains(position) else { return nil }
                return cachedSites[position] ?? ObservationSites.collect(parsed[position])
            }
            sitesCache = sites
            let plan = planPass(parsed: parsed, sites: sites.map { $0 ?? ObservationSites() }, index: index,
                                selected: selected!, blocked: blockedClasses, frozen: frozen, scopes: scopes, enabledFor: enabledFor)

            // Edits that cannot all be applied together wait, group by group (a class, a finding), for the next pass;
            // a class needing an edit in a file that cannot be rewritten is blocked.
            var deferred = Set<String>()
            for (fileIndex, edits) in plan.edits.enumerated() where !edits.isEmpty && files[fileIndex].readOnly {
                for group in Set(edits.compactMap(\.group)) where !group.hasPrefix("finding:") {
                    blockedClasses[group] = "\(parsed[fileIndex].path) uses it, and \(files[fileIndex].readOnlyReason)"
                }
                deferred.formUnion(edits.compactMap(\.group))
            }
            var outcomes: [Int: (text: String, applied: [TextEdit])] = [:]
            var settled = false
            while !settled {
                settled = true
                for (fileIndex, edits) in plan.edits.enumerated() where !edits.isEmpty && !files[fileIndex].readOnly {
                    let wanted = edits.filter { !deferred.contains($0.group ?? "") }
                    let outcome = TextEdit.apply(wanted, to: files[fileIndex].text)
                    let left = Set(wanted.filter { !outcome.applied.contains($0) }.compactMap(\.group))
                    if !left.isEmpty {
                        deferred.formUnion(left)
                        settled = false
                    }
                    outcomes[fileIndex] = outcome
                }
            }

            var newTexts: [Int: String] = [:]
            var newParsed: [Int: ParsedFile] = [:]
            var applied: [Int: [TextEdit]] = [:]
            var retry = false
            // Each rewritten file is parsed once, to check it and, when it is kept, for the next pass.
            let changed = outcomes.keys.sorted().filter { outcomes[$0]!.text != files[$0].text }
            let reparsed = Parallel.map(count: changed.count, jobs: options.jobs) { position -> ParsedFile in
                var file = files[changed[position]]
                file.text = outcomes[changed[position]]!.text
                return ParsedFile(file)
            }
            for (position, fileIndex) in changed.enumerated() {
                let outcome = outcomes[fileIndex]!
                if reparsed[position].facts.syntaxErrorCount > baselineErrors![fileIndex] {
                    for edit in outcome.applied {
                        if let group = edit.group, !group.hasPrefix("finding:") {
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
                newParsed[fileIndex] = reparsed[position]
                applied[fileIndex] = outcome.applied
            }
            if retry { continue }
            // Groups that only ever defer each other would never land: block the classes among them.
            if newTexts.isEmpty, deferred.contains(where: { !$0.hasPrefix("finding:") }) {
                for group in deferred where !group.hasPrefix("finding:") && blockedClasses[group] == nil {
                    blockedClasses[group] = "Statecraft could not rewrite it together with the classes it shares code with"
                }
                continue
            }

            if plan.ranMigration {
                for report in plan.migration.migrated where !deferred.contains(report.group) {
                    migrated["\(report.file)|\(report.name)"] = report
                }
                result.skippedClasses = plan.migration.skipped
                result.behaviourChanges += plan.migration.behaviourChanges.filter { change in
                    !deferred.contains { group in group.split(separator: "+").contains { change.message.contains("`\(SyntaxReading.simpleName(String($0)))") } }
                }
                for note in plan.migration.notes where !result.notes.contains(where: { $0.message == note }) {
                    result.notes.append(Note(file: nil, message: note))
                }
            }
            result.skipped = plan.skipped
            guard !newTexts.isEmpty else {
                converged = true
                break
            }
            for (fileIndex, text) in newTexts {
                files[fileIndex].text = text
                parsedCache[fileIndex] = newParsed[fileIndex]
                sitesCache[fileIndex] = nil
                for edit in applied[fileIndex]! where edit.counts { counts[fileIndex][edit.fix, default: 0] += 1 }
            }
        }
        if !converged { result.notes.append(Note(file: nil, message: "stopped after 12 passes; run `fix` again to finish")) }

        result.migratedClasses = migrated.values.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        // A later pass sees only the classes an earlier one left: "no class migrated" is true of it alone.
        if !migrated.isEmpty { result.notes.removeAll { $0.message.hasPrefix("no class migrated") } }
        for (fileIndex, file) in files.enumerated() where file.text != originals[fileIndex] && !file.readOnly {
            result.changes.append(FileChange(path: file.ref.displayPath, original: originals[fileIndex], fixed: file.text,
                                             fixes: counts[fileIndex], file: file))
        }
        result.skippedClasses.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        result.skipped.sort { ($0.file, $0.line, $0.fix) < ($1.file, $1.line, $1.fix) }
        result.behaviourChanges.sort { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return result
    }

    /// Writes every changed file, all or none, as one journalled transaction (`FixTransaction`).
    public static func write(_ result: FixResult) -> WriteOutcome {
        FixTransaction.write(result.changes)
    }

    /// Runs the fixes and writes them. A file edited on disk while the run was under way is read again and held
    /// unchanged, and the run is redone without the fixes that touch it (for a migrated class, in every file),
    /// up to three times; `FixResult.changedOnDisk` names each such file.
    public func runAndWrite(paths: [String]) throws -> (result: FixResult, outcome: WriteOutcome) {
        var engine = self
        engine.options.writes = true
        var recovery: [Note] = []
        for attempt in 1... {
            var result = try engine.run(paths: paths)
            recovery += result.recovery
            result.recovery = recovery
            let outcome = Self.write(result)
            let changed = Set(outcome.changedMeanwhile.map(\.file.ref.path))
            guard !changed.isEmpty, outcome.failures.isEmpty, !outcome.interrupted, attempt < 3 else {
                return (result, outcome)
            }
            engine.heldBack.formUnion(changed)
        }
        fatalError("the loop returns")
    }

    /// The fixes that run: the ones asked for, or those whose rule the configuration enables.
    func selectedFixes(linter: Linter, index: ProjectIndex, scopes: [ConfigurationScope] = []) -> Set<String> {
        if let fixes = options.fixes { return fixes }
        var enabled = Set(linter.enabledRules(pack: linter.architecture(of: index).summary.pack).map { type(of: $0).description.id })
        for scope in scopes {
            let nested = Linter(configuration: scope.configuration, workingDirectory: workingDirectory)
            enabled.formUnion(nested.enabledRules(pack: nested.architecture(of: index).summary.pack).map { type(of: $0).description.id })
        }
        return Set(Self.fixIDs.filter { enabled.contains(Self.ruleOfFix[$0] ?? $0) })
    }



    private struct PassPlan {
        var edits: [[TextEdit]]
        var migration: ObservationMigration.Outcome
        var ranMigration: Bool
        var skipped: [FixSkip]
    }

    private func planPass(parsed: [ParsedFile], sites: [ObservationSites], index: ProjectIndex, selected: Set<String>,
                          blocked: [String: String], frozen: Set<String>, scopes: [ConfigurationScope],
                          enabledFor: ((String) -> Set<String>)?) -> PassPlan {
        let ownLine = AttributeStyle.prefersOwnLine(index.files)
        var edits = Array(repeating: [TextEdit](), count: parsed.count)
        var migration = ObservationMigration.Outcome(edits: edits)
        let ranMigration = selected.contains(ObservationMigration.id)
        if ranMigration {
            migration = ObservationMigration(index: index, files: parsed, sites: sites, blocked: blocked,
                                             attributesOnOwnLine: ownLine).run()
            edits = migration.edits
        }
        var skipped: [FixSkip] = []
        let fixes = Self.findingFixes.filter { selected.contains($0.ruleID) }
        if !fixes.isEmpty {
            var findingOptions = CheckOptions(jobs: options.jobs, onlyRules: Set(fixes.map(\.ruleID)))
            findingOptions.verbose = false
            // Each folder's findings under its own configuration (its pack, options), and only its enabled rules'.
            let findings = Linter(configuration: configuration, options: findingOptions, workingDirectory: workingDirectory)
                .evaluate(index: index, scopes: scopes).findings
                .filter { finding in enabledFor.map { $0(finding.file).contains(finding.ruleID) } ?? true }
                .filter { finding in options.focus?.contains(file: finding.file, line: finding.position.line, workingDirectory: workingDirectory) ?? true }
            let byFile = Dictionary(grouping: findings, by: \.file)
            let fileIndex = Dictionary(parsed.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
            var context = FixContext(index: index)
            context.attributesOnOwnLine = ownLine
            for (path, fileFindings) in byFile {
                guard let position = fileIndex[path] else { continue }
                let anchors = FindingAnchors(parsed[position])
                for fix in fixes where !frozen.contains("\(position)|\(fix.ruleID)") {
                    let mine = fileFindings.filter { $0.ruleID == fix.ruleID }
                    guard !mine.isEmpty else { continue }
                    let output = fix.fix(mine, in: parsed[position], anchors: anchors, context: context)
                    skipped += mine.compactMap { finding in
                        finding.fixLeaves.map { FixSkip(fix: fix.ruleID, file: path, line: finding.position.line, reason: $0) }
                    }
                    // Each finding's edits (its counted edit and those after it) stand or fall together.
                    var finding = 0
                    for var edit in output.edits {
                        if edit.counts { finding += 1 }
                        edit.group = "finding:\(fix.ruleID)#\(position)#\(finding)"
                        edits[position].append(edit)
                    }
                    skipped += output.skipped
                }
            }
        }
        return PassPlan(edits: edits, migration: migration, ranMigration: ranMigration, skipped: skipped)
    }
}
