import Foundation

/// What one `check` produced.
public struct CheckResult: Sendable {
    public var findings: [Finding]
    public var notes: [Note]
    public var filesChecked: Int
    public var linesChecked: Int
    public var duration: TimeInterval
    public var deploymentTargets: DeploymentTargets
    public var architecture: ArchitectureSummary
    public var configurationPath: String?
    /// How many views the model reaches (nil when no index was built).
    public var coverage: ViewCoverage? = nil
    /// The display paths of the files checked.
    public var checkedFiles: [String] = []
    /// Folders whose own configuration sets the architecture, and what it sets (`Pantry mvvm`).
    public var folderArchitectures: [String] = []
}

public struct CheckOptions: Sendable {
    public var jobs: Int
    /// Overrides the configuration's rule selection: only these rules run.
    public var onlyRules: Set<String>?
    /// Adds notes about what the analysis could not check (views no app root or preview reaches).
    public var verbose = false
    /// Applies the configuration's `include`/`exclude` to files named on the command line too.
    public var forceExclude = false
    /// Every rule of the packs that apply runs, opt-in and disabled ones too (`--enable-all-rules`).
    public var enableAllRules = false
    /// Files' texts given instead of their content on disk, by path (absolute, or relative to the working
    /// directory): `check --use-stdin --stdin-path`, an editor's unsaved buffers. A path may not exist yet; it is
    /// checked as part of the project either way.
    public var sourceOverrides: [String: String] = [:]
    /// A given text whose file discovery did not list (excluded, or not on disk) is checked too (`--use-stdin`);
    /// when false it is left out, as its file on disk would be (an editor's buffers).
    public var givenTextsAddFiles = true
    /// Told how many files are read and parsed so far, of how many, from any thread; then once more with `nil`
    /// when the analysis of the whole project starts.
    public var progress: (@Sendable (_ parsed: Int?, _ total: Int) -> Void)?
    /// Where facts of unchanged files are read from instead of parsing them again (nil: every file is parsed).
    public var cache: FactsCache?
    /// The process ends soon after the check (the command line): the project model is left for the exit to
    /// reclaim, not freed object by object, which costs a single-threaded check about a fiftieth of its time.
    public var keepsModelUntilExit = false

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, onlyRules: Set<String>? = nil) {
        self.jobs = jobs
        self.onlyRules = onlyRules
    }
}

/// The pipeline: workspace → facts (parallel, one parse per file) → project index → rules (parallel) → findings.
public struct Linter {
    public var configuration: Configuration
    public var options: CheckOptions
    public var workingDirectory: String

    public init(configuration: Configuration, options: CheckOptions = CheckOptions(),
                workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.configuration = configuration
        self.options = options
        self.workingDirectory = workingDirectory
    }

    public func check(paths: [String]) throws -> CheckResult {
        let start = Date()
        let (index, loadNotes, scopes) = try load(paths: paths)
        var (findings, architecture) = evaluate(index: index, scopes: scopes)
        Fingerprint.assign(&findings, workingDirectory: workingDirectory, jobs: options.jobs, contents: givenTexts)
        var notes = loadNotes
        if options.verbose { notes += unreachableReaderNotes(index) }
        notes += inactivePackNotes(architecture)
        notes += blindModelNotes(index.coverage)
        var result = CheckResult(
            findings: findings, notes: notes, filesChecked: index.files.count,
            linesChecked: index.files.reduce(0) { $0 + $1.lineCount }, duration: Date().timeIntervalSince(start),
            deploymentTargets: index.deploymentTargets, architecture: architecture,
            configurationPath: configuration.path, coverage: index.coverage, checkedFiles: index.files.map(\.path))
        result.folderArchitectures = scopes.filter { $0.configuration.setKeys.contains("architecture") }.map { scope in
            "\(relativePath(scope.folder, to: workingDirectory)) \(scope.configuration.architecture.rawValue)"
        }
        if options.keepsModelUntilExit {
            _ = Unmanaged.passRetained(index)
        } else {
            Parallel.release(consume index, jobs: options.jobs)
        }
        return result
    }

    /// `sourceOverrides` by absolute, standardised path.
    var givenTexts: [String: String] {
        Dictionary(options.sourceOverrides.map { ((StatecraftKit.absolutePath($0.key, from: workingDirectory) as NSString).standardizingPath, $0.value) },
                   uniquingKeysWith: { _, last in last })
    }

    /// Discovers, reads and parses the files under `paths` and builds the project index (used by `check` and `map`).
    public func loadIndex(paths: [String]) throws -> (index: ProjectIndex, notes: [Note]) {
        let loaded = try load(paths: paths)
        return (loaded.index, loaded.notes)
    }

    /// The index, the notes, and the nested configurations of the checked folders.
    func load(paths: [String]) throws -> (index: ProjectIndex, notes: [Note], scopes: [ConfigurationScope]) {
        var discovery = FileDiscovery(configuration: configuration, workingDirectory: workingDirectory)
        discovery.forceExclude = options.forceExclude
        var workspace = try discovery.discover(paths: paths)
        workspace.give(givenTexts, adding: options.givenTextsAddFiles, displayPath: discovery.displayPath)
        var notes = workspace.notes
        let scopes = try nestedScopes(workspace.nestedConfigurations, notes: &notes)
        workspace.files.removeAll { file in
            ConfigurationScope.innermost(holding: file.path, in: scopes).map { !FileDiscovery.admits(file.path, under: $0) } ?? false
        }

        let maxBytes = configuration.maxFileSizeKB * 1024
        // The deployment targets (manifests and project files) are read as the first job, beside the sources.
        var targets = DeploymentTargets()
        let counter = Counter()
        let total = workspace.files.count
        var results = Parallel.map(count: total + 1, jobs: options.jobs, order: Self.largestFirst(workspace.files, jobs: options.jobs)) { index -> SourceReader.Result? in
            guard index > 0 else {
                targets = deploymentTargets(workspace)
                return nil
            }
            let result = SourceReader.read(workspace.files[index - 1], maxBytes: maxBytes, cache: options.cache)
            if let progress = options.progress { progress(counter.increment(), total) }
            return result
        }
        options.progress?(nil, total)
        options.cache?.finish()
        var files: [FileFacts] = []
        var paths: [String] = []
        var refs: [SourceFileRef] = []
        files.reserveCapacity(results.count)
        for position in results.indices {
            guard let resultNotes = results[position]?.notes else { continue }
            notes.append(contentsOf: resultNotes)
            // Moved out, not copied: a copy of a file's facts retains each of its arrays.
            if let facts = results[position]?.facts.take() {
                paths.append(facts.path)
                files.append(facts)
                refs.append(workspace.files[position - 1])
            }
        }
        // A file no target of the Xcode project compiles (a stale copy, a removed target's folder) is not app code.
        let unbuilt = paths.indices.filter { targets.isBuiltByNothing(paths[$0]) }
        if !unbuilt.isEmpty {
            notes.append(Self.unbuiltNote(unbuilt.map { paths[$0] }, listingAll: options.verbose))
            let dropped = Set(unbuilt)
            files = files.indices.filter { !dropped.contains($0) }.map { files[$0] }
            refs = refs.indices.filter { !dropped.contains($0) }.map { refs[$0] }
        }
        ErasedCallStage.attach(to: &files) { SourceReader.tree(of: refs[$0]) }
        UncreatedHostStage.attach(to: &files, text: { SourceReader.text(of: refs[$0]) },
                                  namingFiles: workspace.namingFiles + workspace.xcodeProjects)
        return (makeIndex(files: files, deploymentTargets: targets), notes, scopes)
    }

    /// The reading jobs (the deployment targets, then each file), the largest files first, so that no large
    /// file is left to one thread at the end; nil (their order) on one thread.
    static func largestFirst(_ files: [SourceFileRef], jobs: Int) -> [Int]? {
        guard jobs > 1 else { return nil }
        let sizes = files.map { file -> Int in
            if let contents = file.contents { return contents.utf8.count }
            var info = stat()
            return stat(file.path, &info) == 0 ? Int(info.st_size) : 0
        }
        return [0] + files.indices.sorted { sizes[$0] > sizes[$1] }.map { $0 + 1 }
    }

    static func unbuiltNote(_ paths: [String], listingAll: Bool) -> Note {
        let limit = listingAll ? paths.count : 5
        let shown = paths.sorted().prefix(limit).map { "`\($0)`" }.joined(separator: ", ")
        let more = paths.count > limit ? " and \(paths.count - limit) more (`--verbose` lists them)" : ""
        let count = paths.count == 1 ? "1 Swift file is" : "\(paths.count) Swift files are"
        return Note(file: nil, message: "\(count) in no target of the Xcode project, so not app code, and not checked: \(shown)\(more)")
    }

    /// Each nested `.statecraft.yml` merged over the configurations of the folders above it, outermost first.
    func nestedScopes(_ paths: [String], notes: inout [Note]) throws -> [ConfigurationScope] {
        var scopes: [ConfigurationScope] = []
        for path in paths.sorted(by: { $0.count < $1.count }) {
            let own = try ConfigurationLoader.load(path: path, catalog: RuleRegistry.catalogInfo, notes: &notes)
            for key in Configuration.runKeys.intersection(own.setKeys).sorted() where key != "required_version" {
                notes.append(Note(file: path, message: "`\(key)` applies to the whole run and is read from the configuration the run starts with; here it is ignored"))
            }
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            let parent = ConfigurationScope.innermost(holding: folder + "/", in: scopes)?.configuration ?? configuration
            var merged = parent.merged(with: own)
            for key in Configuration.runKeys {
                switch key {
                case "deployment_target": merged.deploymentTarget = configuration.deploymentTarget
                case "max_file_size_kb": merged.maxFileSizeKB = configuration.maxFileSizeKB
                case "baseline": merged.baseline = configuration.baseline
                default: break
                }
            }
            scopes.append(ConfigurationScope(folder: folder, configuration: merged))
        }
        return scopes
    }


    /// The rules that run on each file: those of its folder's configuration, or of this one outside every scope.
    func enabledRuleIDs(index: ProjectIndex, scopes: [ConfigurationScope]) -> (String) -> Set<String> {
        let pack = architecture(of: index).summary.pack
        let root = Set(enabledRules(pack: pack).map { type(of: $0).description.id })
        let scoped = scopes.map { scope -> (folder: String, ids: Set<String>) in
            let linter = Linter(configuration: scope.configuration, options: options, workingDirectory: workingDirectory)
            return (scope.folder, Set(linter.enabledRules(pack: linter.architecture(of: index).summary.pack).map { type(of: $0).description.id }))
        }
        return { file in
            ConfigurationScope.innermostIndex(holding: absolutePath(file, from: workingDirectory), in: scopes).map { scoped[$0].ids } ?? root
        }
    }

    /// Builds the project index with the configuration's settings (`check`, `map`, each `fix` pass).
    public func makeIndex(files: [FileFacts], deploymentTargets: DeploymentTargets,
                          timings: ((String, Double) -> Void)? = nil) -> ProjectIndex {
        ProjectIndex(files: files, deploymentTargets: deploymentTargets, options: indexOptions, timings: timings)
    }

    /// What the configuration changes in the index: `view-model-in-mv`'s `allow` names reusable controllers.
    public var indexOptions: IndexOptions {
        IndexOptions(controllerPatterns: configuration.options(for: "view-model-in-mv")
            .strings("allow", default: Vocabulary.defaultControllerPatterns), jobs: options.jobs)
    }

    /// Runs the enabled rules over an index built elsewhere (tests build one from strings).
    public func run(index: ProjectIndex) -> [Finding] {
        evaluate(index: index).findings
    }

    /// The project's screens and the architecture the check applies.
    public func architecture(of index: ProjectIndex) -> ArchitectureContext {
        ArchitectureContext(model: index.architecture,
                            summary: ArchitectureSummary(mode: configuration.architecture, model: index.architecture))
    }

    /// With nested configurations, each folder's files get the findings of the rules its configuration runs
    /// (its architecture pack, rule selection, severities and options); the index is built once.
    func evaluate(index: ProjectIndex, scopes: [ConfigurationScope]) -> (findings: [Finding], architecture: ArchitectureSummary) {
        guard !scopes.isEmpty else { return evaluate(index: index) }
        // Each file is checked once, by the configuration of its innermost scope (or this one).
        var filesByScope: [Int?: Set<Int>] = [:]
        for (position, facts) in index.files.enumerated() {
            filesByScope[ConfigurationScope.innermostIndex(holding: absolutePath(facts.path, from: workingDirectory), in: scopes), default: []].insert(position)
        }
        let root = evaluate(index: index, files: filesByScope[nil] ?? [])
        var findings = root.findings
        for (position, scope) in scopes.enumerated() {
            guard let files = filesByScope[position] else { continue }
            let linter = Linter(configuration: scope.configuration, options: options, workingDirectory: workingDirectory)
            findings += linter.evaluate(index: index, files: files).findings
        }
        findings.sort { ($0.file, $0.position, $0.ruleID) < ($1.file, $1.position, $1.ruleID) }
        return (findings, root.architecture)
    }

    /// The findings of the enabled rules; with `files`, only on those files (by index).
    public func evaluate(index: ProjectIndex, files selected: Set<Int>? = nil) -> (findings: [Finding], architecture: ArchitectureSummary) {
        let architecture = architecture(of: index)
        let enabled = enabledRules(pack: architecture.summary.pack)
        let rules = enabled.filter { $0.asProjectRule == nil }
        var projectFindings: [Finding] = []
        var used: [Int: Set<Int>] = [:]
        for rule in enabled.compactMap(\.asProjectRule) {
            let description = type(of: rule).description
            var context = ProjectContext(index: index, architecture: architecture)
            context.options = configuration.options(for: description.id)
            for found in rule.checkProject(context) where selected?.contains(found.file) ?? true {
                let facts = index.files[found.file]
                let violation = found.violation
                if let region = facts.suppressions.region(suppressing: description.id, line: violation.position.line) {
                    used[found.file, default: []].insert(region)
                    continue
                }
                guard let severity = severity(of: violation, rule: RuleIdentity(description)) else { continue }
                projectFindings.append(Finding(violation, rule: description.id, severity: severity, file: facts.path))
            }
        }
        // Read once: a rule's description is a large value, and reading it through the rule's type copies it.
        let identities = rules.map { RuleIdentity(type(of: $0).description) }
        let ruleOptions = identities.map { configuration.options(for: $0.id) }
        let perFile = Parallel.map(count: index.files.count, jobs: options.jobs) { fileIndex -> (findings: [Finding], used: Set<Int>) in
            guard selected?.contains(fileIndex) ?? true else { return ([], []) }
            var context = FileContext(index: index, fileIndex: fileIndex, architecture: architecture)
            var findings: [Finding] = []
            var used = Set<Int>()
            for (position, rule) in rules.enumerated() {
                let identity = identities[position]
                context.options = ruleOptions[position]
                for violation in rule.check(context) {
                    let facts = context.facts
                    if let region = facts.suppressions.region(suppressing: identity.id, line: violation.position.line) {
                        used.insert(region)
                        continue
                    }
                    guard let severity = severity(of: violation, rule: identity) else { continue }
                    findings.append(Finding(violation, rule: identity.id, severity: severity, file: facts.path))
                }
            }
            return (findings, used)
        }
        for (fileIndex, result) in perFile.enumerated() { used[fileIndex, default: []].formUnion(result.used) }
        var comments: [Finding] = []
        if let rule = enabled.first(where: { $0 is SuperfluousDisableRule }) {
            let ran = Set(enabled.map { type(of: $0).description.id })
            let description = type(of: rule).description
            for (fileIndex, facts) in index.files.enumerated() where !facts.suppressions.isEmpty && selected?.contains(fileIndex) ?? true {
                for violation in Self.commentViolations(facts.suppressions, used: used[fileIndex] ?? [], ran: ran) {
                    if facts.suppressions.suppresses(rule: description.id, line: violation.position.line) { continue }
                    guard let severity = severity(of: violation, rule: RuleIdentity(description)) else { continue }
                    comments.append(Finding(violation, rule: description.id, severity: severity, file: facts.path))
                }
            }
        }
        let findings = (perFile.flatMap(\.findings) + projectFindings + comments).sorted {
            ($0.file, $0.position, $0.ruleID) < ($1.file, $1.position, $1.ruleID)
        }
        return (findings, architecture.summary)
    }

    /// What a finding's severity needs of its rule.
    private struct RuleIdentity {
        var id: String
        var severity: Severity
        init(_ description: RuleDescription) {
            id = description.id
            severity = description.severity
        }
    }

    /// `superfluous-disable`: comments naming no known rule, and comments for a rule that ran that silenced
    /// nothing. `all` is left alone.
    static func commentViolations(_ suppressions: SuppressionMap, used: Set<Int>, ran: Set<String>) -> [Violation] {
        let known = RuleRegistry.ids
        var seen = Set<String>()
        var violations: [Violation] = []
        for (position, region) in suppressions.regions.enumerated() where region.rule != "all" {
            let at = SourcePosition(line: region.commentLine, column: region.commentColumn)
            guard seen.insert("\(region.commentLine)|\(region.rule)").inserted else { continue }
            if !known.contains(region.rule) {
                violations.append(Violation(at, "`statecraft:\(region.command)` names an unknown rule `\(region.rule)`, so it silences nothing\(Suggestion.phrase(for: region.rule, among: known))"))
            } else if ran.contains(region.rule), !used.contains(position) {
                violations.append(Violation(at, "`statecraft:\(region.command) \(region.rule)` silences nothing here: remove it", severity: .info))
            }
        }
        return violations
    }

    /// A finding's severity: the `previews` setting for preview findings (lowered to what the rule decided, when
    /// it decided less), else the user's severity for the rule, else what the rule decided. Nil drops the
    /// finding (`previews: off`).
    private func severity(of violation: Violation, rule: RuleIdentity) -> Severity? {
        if violation.inPreview {
            guard let setting = configuration.previewSeverity else { return nil }
            return violation.severity.map { min($0, setting) } ?? setting
        }
        return configuration.severity[rule.id] ?? violation.severity ?? rule.severity
    }

    /// The rules that run: core rules, the architecture pack that applies (`pack`; configured `mv`/`mvvm` when
    /// nil), `auto` rules in auto mode; minus disabled and not-enabled opt-in rules. `onlyRules` overrides all.
    public func enabledRules(pack: RulePack? = nil) -> [any Rule] {
        let appliedPack: RulePack? = pack ?? {
            switch configuration.architecture {
            case .mv: return .mv
            case .mvvm: return .mvvm
            case .auto: return nil
            }
        }()
        return RuleRegistry.all.filter { ruleType in
            let description = ruleType.description
            // Asked for by name, a rule runs even when disabled or opt-in, but only with its pack.
            let only = options.onlyRules ?? (options.enableAllRules ? nil : configuration.onlyRules)
            if let only, !only.contains(description.id) { return false }
            if only == nil, !options.enableAllRules {
                if configuration.disabledRules.contains(description.id) { return false }
                if description.optIn && !configuration.optInRules.contains(description.id) { return false }
            }
            switch description.pack {
            case .core: return true
            case .mv, .mvvm: return description.pack == appliedPack
            case .auto: return configuration.architecture == .auto
            }
        }.map { $0.init() }
    }

    /// When many types written as views are not modelled as views, whatever hides them hides their findings too.
    func blindModelNotes(_ coverage: ViewCoverage) -> [Note] {
        guard coverage.looksBroken else { return [] }
        let names = coverage.unmodelledViews.sorted()
        let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
        return [Note(file: nil, message: "\(names.count) of \(coverage.declaredViews) types written as `View` are not modelled as views (\(shown)): something Statecraft does not resolve may name them otherwise, and the findings that depend on them are missing; `statecraft map --stats --verbose` lists them")]
    }

    /// Rules asked for by name (`--rule`) whose pack this run does not apply: they did not run, and the note says why.
    func inactivePackNotes(_ architecture: ArchitectureSummary) -> [Note] {
        guard let only = options.onlyRules else { return [] }
        let ran = Set(enabledRules(pack: architecture.pack).map { type(of: $0).description.id })
        return only.sorted().compactMap { id in
            guard !ran.contains(id), let rule = RuleRegistry.rule(id: id) else { return nil }
            return Note(file: nil, message: "`\(id)` is in the \(rule.description.pack.rawValue) pack, which this run does not apply (architecture: \(architecture.text)), so it did not run; set `architecture:` in .statecraft.yml to choose the pack")
        }
    }

    /// Views that read environment objects but that no app root or preview reaches: their environment is
    /// built where Statecraft cannot see (UIKit hosting, another target), so they are not checked.
    private func unreachableReaderNotes(_ index: ProjectIndex) -> [Note] {
        let enabled = Set(enabledRules().map { type(of: $0).description.id })
        guard enabled.contains("missing-environment-object") || enabled.contains("missing-model-container") else { return [] }
        let analysis = index.environmentAnalysis
        return analysis.unreachableReaders.map { node in
            let info = analysis.graph.nodes[node]
            let needs = Set(info.requirements.map { $0.key.typeName.map { "`\($0)`" } ?? "a model container" }).sorted()
            return Note(file: index.files[info.file].path, message: "\(info.position.line): `\(info.name)` needs "
                + needs.joined(separator: ", ")
                + " from the environment, but no app root or preview reaches it, so its environment is not checked")
        }
    }

    /// The deployment targets the manifests and projects declare, overridden by the configuration.
    func deploymentTargets(_ workspace: Workspace) -> DeploymentTargets {
        detectDeploymentTargets(workspace).overridden(by: configuration.deploymentTarget)
    }

    private func detectDeploymentTargets(_ workspace: Workspace) -> DeploymentTargets {
        var targets = DeploymentTargets()
        // Each one covers the files under its folder: a package's, the folder holding an `.xcodeproj`, a spec's.
        func read(_ path: String, folderLevels: Int, _ detect: (String) -> DeploymentTargets) {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
            var folder = path
            for _ in 0..<folderLevels { folder = (folder as NSString).deletingLastPathComponent }
            targets.add(detect(text), forFolder: folderAsFactsSpellIt(folder))
        }
        for manifest in workspace.packageManifests {
            read(manifest, folderLevels: 1, DeploymentTargetDetector.fromPackageManifest)
            targets.addOtherBuildFolder(folderAsFactsSpellIt((manifest as NSString).deletingLastPathComponent))
        }
        for project in workspace.xcodeProjects { readXcodeProject(project, into: &targets) }
        for spec in workspace.xcodeGenSpecs {
            read(spec, folderLevels: 1, DeploymentTargetDetector.fromXcodeGenSpec)
            targets.addOtherBuildFolder(folderAsFactsSpellIt((spec as NSString).deletingLastPathComponent))
        }
        return targets
    }

    /// An Xcode project's targets gate the files each compiles; its folder takes the targets that are not tests.
    /// A project file that does not parse gives the lowest version it names, as its folder's.
    private func readXcodeProject(_ path: String, into targets: inout DeploymentTargets) {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let spelled = folderAsFactsSpellIt(folder)
        let read = { (relative: String) in try? String(contentsOfFile: XcodeProject.join(folder, relative), encoding: .utf8) }
        guard let project = XcodeProject(text: text, readFile: read), !project.targets.isEmpty else {
            targets.add(DeploymentTargetDetector.fromXcodeProject(text), forFolder: spelled)
            return
        }
        var folderTargets = DeploymentTargets()
        let apps = project.targets.filter { !$0.isTest }
        for target in apps.isEmpty ? project.targets : apps { folderTargets.merge(target.deploymentTargets) }
        targets.add(folderTargets, forFolder: spelled)
        targets.addProjectFolder(spelled)
        for target in project.targets {
            let place = { XcodeProject.join(spelled, $0) }
            targets.add(DeploymentTargets.BuildTarget(
                name: target.name, targets: target.deploymentTargets, files: Set(target.files.map(place)),
                folders: target.folders.map { .init(path: place($0.path), excluded: Set($0.excluded.map(place))) }))
        }
    }

    /// File facts spell paths relative to the working directory when they are under it.
    private func folderAsFactsSpellIt(_ folder: String) -> String {
        if folder == workingDirectory { return "" }
        if folder.hasPrefix(workingDirectory + "/") { return String(folder.dropFirst(workingDirectory.count + 1)) }
        return folder
    }
}
