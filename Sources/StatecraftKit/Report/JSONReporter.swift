import Foundation

/// A stable JSON document (format version 1) with sorted keys, for scripts and golden tests.
public struct JSONReporter: Reporter {
    /// When false, `summary.durationSeconds` is left out so the output is fully deterministic.
    public var includeTiming = true

    public init(includeTiming: Bool = true) {
        self.includeTiming = includeTiming
    }

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        render(result, context: context, findings: nil)
    }

    /// The report with only the findings in `page` listed (the summary still counts them all), and a `page`
    /// object saying which they are.
    public func render(_ result: CheckResult, context: ReportContext, findings page: Range<Int>?) -> String {
        let counts = FindingCounts(result.findings)
        let summary = Summary(
            files: result.filesChecked,
            lines: result.linesChecked,
            findings: result.findings.count,
            errors: counts.errors,
            warnings: counts.warnings,
            infos: counts.infos,
            byRule: Dictionary(uniqueKeysWithValues: counts.byRule.map { ($0.id, $0.count) }),
            durationSeconds: includeTiming ? result.duration.roundedToMilliseconds : nil,
            deploymentTarget: Dictionary(uniqueKeysWithValues: result.deploymentTargets.versions.map {
                ($0.key.rawValue, $0.value.description)
            }),
            architecture: ArchitectureEntry(result.architecture),
            coverage: result.coverage.map(CoverageFormatter.Counts.init))
        let document = Document(
            version: 1,
            tool: Tool(name: "statecraft", version: Statecraft.version),
            summary: summary,
            findings: result.findings[page ?? result.findings.indices].map {
                FindingEntry(rule: $0.ruleID, severity: $0.severity.rawValue, message: $0.message,
                             file: $0.file, line: $0.position.line, column: $0.position.column, fingerprint: $0.fingerprint,
                             related: $0.related.isEmpty ? nil : $0.related.map {
                                 RelatedEntry(file: $0.file, line: $0.position.line, column: $0.position.column, message: $0.message)
                             },
                             notes: $0.notes.isEmpty ? nil : $0.notes)
            },
            notes: result.notes.map { JSONNoteEntry(file: $0.file, message: $0.message) },
            page: page.map { PageEntry(offset: $0.lowerBound, count: $0.count, total: result.findings.count) })
        return JSONOutput.render(document)
    }

    private struct Document: Encodable {
        var version: Int
        var tool: Tool
        var summary: Summary
        var findings: [FindingEntry]
        var notes: [JSONNoteEntry]
        var page: PageEntry?
    }

    /// Which findings a bounded report lists: `count` of `total`, from `offset`.
    private struct PageEntry: Encodable {
        var offset: Int
        var count: Int
        var total: Int
    }

    private struct Tool: Encodable {
        var name: String
        var version: String
    }

    private struct Summary: Encodable {
        var files: Int
        var lines: Int
        var findings: Int
        var errors: Int
        var warnings: Int
        var infos: Int
        var byRule: [String: Int]
        var durationSeconds: Double?
        var deploymentTarget: [String: String]
        var architecture: ArchitectureEntry
        /// Views reached from scenes, hosting roots and previews only, and not at all (`map --stats`).
        var coverage: CoverageFormatter.Counts?
    }

    private struct ArchitectureEntry: Encodable {
        /// `auto`, `mv` or `mvvm`, as configured.
        var mode: String
        /// In auto mode: `mv`, `mvvm`, `tca`, `mixed` (no clear majority) or `none` (no screens with state).
        var detected: String?
        /// `mv`, `mvvm` or `core` (no architecture pack).
        var pack: String
        var screens: [String: Int]
        var statelessScreens: Int

        init(_ summary: ArchitectureSummary) {
            mode = summary.mode.rawValue
            if summary.mode == .auto {
                detected = summary.detected?.rawValue ?? (summary.countedScreens == 0 ? "none" : "mixed")
            }
            pack = summary.pack?.rawValue ?? "core"
            var screens = ["mv": 0, "mvvm": 0]
            for (style, count) in summary.screens { screens[style.rawValue] = count }
            self.screens = screens
            statelessScreens = summary.statelessScreens
        }
    }

    private struct FindingEntry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        /// Line- and path-insensitive identity (`Fingerprint`); what baselines match.
        var fingerprint: String?
        var related: [RelatedEntry]?
        var notes: [String]?
    }

    private struct RelatedEntry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var message: String
    }

}
