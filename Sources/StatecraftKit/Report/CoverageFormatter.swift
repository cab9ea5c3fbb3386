import Foundation

/// Renders `statecraft map --stats`: how many views the model reaches, from where, and what it leaves out.
public enum CoverageFormatter {
    /// The counts that `check`'s JSON summary carries too.
    struct Counts: Encodable, Equatable {
        var views: Int
        var fromScenes: Int
        var fromHostingRoots: Int
        var fromPreviewsOnly: Int
        var unreached: Int
        /// Types written as views, and how many of them the model does not take as views.
        var declaredViews: Int
        var unmodelledViews: Int

        init(_ coverage: ViewCoverage) {
            views = coverage.views
            fromScenes = coverage.fromScenes
            fromHostingRoots = coverage.fromHostingRoots
            fromPreviewsOnly = coverage.fromPreviewsOnly
            unreached = coverage.unreached.count
            declaredViews = coverage.declaredViews
            unmodelledViews = coverage.unmodelledViews.count
        }
    }

    /// - Parameters:
    ///   - listUnreached: lists every unreached view with its reason (text only; JSON always lists them).
    ///   - relativeTo: paths are shown relative to this folder.
    public static func render(_ index: ProjectIndex, json: Bool, listUnreached: Bool, relativeTo base: String?) -> String {
        let coverage = index.coverage
        let path: (Int) -> String = { relativePath(index.files[$0].path, to: base) }
        if json {
            struct Unreached: Encodable {
                var name: String
                var file: String
                var line: Int
                var reason: String
            }
            struct Document: Encodable {
                var version = 1
                var tool = JSONTool()
                var coverage: Counts
                var unreachedByReason: [String: Int]
                var unreachedViews: [Unreached]
                /// Views only previews reach, with the reason the app does not.
                var previewOnlyViews: [Unreached]
            }
            let entry: (ViewCoverage.UnreachedView) -> Unreached = {
                Unreached(name: $0.name, file: path($0.file), line: $0.line, reason: $0.reason.rawValue)
            }
            let document = Document(coverage: Counts(coverage), unreachedByReason: byReason(coverage),
                                    unreachedViews: coverage.unreached.map(entry),
                                    previewOnlyViews: coverage.previewsOnly.map(entry))
            return JSONOutput.render(document)
        }
        let total = coverage.views
        var lines = ["\(total) views"]
        let rows: [(String, Int)] = [
            ("reached from app scenes", coverage.fromScenes),
            ("reached from hosting roots", coverage.fromHostingRoots),
            ("reached from previews only", coverage.fromPreviewsOnly),
            ("not reached", coverage.unreached.count),
        ]
        for (label, count) in rows {
            lines.append("  " + label.padding(toLength: 28, withPad: " ", startingAt: 0) + percentage(count, of: total))
        }
        lines.append("checked on app paths: \(ViewCoverage.share(coverage.reachedInApp, of: total))")
        if !coverage.unmodelledViews.isEmpty {
            lines.append("written as views but not modelled as views: \(coverage.unmodelledViews.count) of \(coverage.declaredViews)"
                         + (listUnreached ? " (\(coverage.unmodelledViews.sorted().joined(separator: ", ")))" : ""))
        }
        let reasons = byReason(coverage)
        if !reasons.isEmpty {
            lines.append("not reached, by reason:")
            for reason in ViewCoverage.Reason.allCases {
                guard let count = reasons[reason.rawValue] else { continue }
                lines.append("  " + reason.rawValue.padding(toLength: 42, withPad: " ", startingAt: 0) + String(count))
            }
        }
        let left = [("not reached", coverage.unreached), ("reached from previews only", coverage.previewsOnly)]
        if listUnreached {
            for (heading, views) in left where !views.isEmpty {
                lines.append("")
                lines.append(heading + ":")
                let sorted = views.sorted { (path($0.file), $0.line) < (path($1.file), $1.line) }
                for view in sorted { lines.append("\(path(view.file)):\(view.line): \(view.name): \(view.reason.rawValue)") }
            }
        } else if left.contains(where: { !$0.1.isEmpty }) {
            lines.append("(--verbose lists each view the app does not reach, and why)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func byReason(_ coverage: ViewCoverage) -> [String: Int] {
        Dictionary(grouping: coverage.unreached, by: \.reason.rawValue).mapValues(\.count)
    }

    private static func percentage(_ count: Int, of total: Int) -> String {
        let share = total == 0 ? 0 : Int((Double(count) * 100 / Double(total)).rounded())
        return String(count).leftPadded(to: 6) + "  (\(share)%)"
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
