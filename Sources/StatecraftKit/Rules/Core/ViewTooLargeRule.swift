struct ViewTooLargeRule: Rule {
    static let defaultMaxLines = 300
    /// A file of small views is well organised up to twice a view's limit.
    static let defaultMaxFileLines = 600

    static let description = RuleDescription(
        id: "view-too-large",
        severity: .warning,
        summary: "A view type longer than the limit, or a file holding too much view code",
        rationale: """
            A view that runs to hundreds of lines mixes several pieces of UI and usually their logic too. SwiftUI \
            views are cheap: extract sections into small views with clear inputs. They are easier to read, \
            preview and reuse, and SwiftUI can update them independently.
            """,
        exclusions: """
            Blank lines and comments; previews; extensions of the view in other files; types declared inside the \
            view (rows, action enums, layouts), which are counted on their own; files of small views up to \
            `max_file_lines`; a view less than a fifth over the limit that is already split into sections (four or \
            more view-building properties or functions besides `body`); shapes and other views with no `body` or \
            other view-building members.
            """,
        options: [OptionSpec("max_lines", .int,
                             "lines of code a view (declaration plus same-file extensions) may have (default 300)"),
                  OptionSpec("max_file_lines", .int, "lines of view code a file of several small views may hold (default 600)")],
        triggering: [
            RuleExample("""
                struct ↓Dashboard: View {
                    var body: some View {
                        VStack {
                            Text("1")
                            Text("2")
                            Text("3")
                        }
                    }
                }
                """, options: ["max_lines": .int(5)]),
            RuleExample("""
                struct ↓Header: View {
                    var body: some View {
                        Text("Title")
                    }
                }
                struct Footer: View {
                    var body: some View {
                        Text("End")
                    }
                }
                """, options: ["max_lines": .int(5), "max_file_lines": .int(8)]),
        ],
        nonTriggering: [
            RuleExample("""
                struct Dashboard: View {
                    var body: some View { Text("1") }
                }
                #Preview {
                    Dashboard()
                }
                """, options: ["max_lines": .int(5)]),
            RuleExample("""
                struct Dashboard: View {
                    // The summary at the top.

                    /* Kept short
                       on purpose. */
                    var body: some View {
                        Text("1")
                    }
                }
                """, options: ["max_lines": .int(5)]),
            RuleExample("""
                struct SettingsForm: View {
                    var body: some View {
                        Form { units; privacy; sync; about }
                    }
                    private var units: some View { Text("Units") }
                    private var privacy: some View { Text("Privacy") }
                    private var sync: some View { Text("Sync") }
                    private var about: some View { Text("About") }
                }
                """, options: ["max_lines": .int(9)]),
            RuleExample("""
                struct Player: View {
                    var body: some View { Text("p") }
                }
                ---
                extension Player {
                    struct Controls: View {
                        var body: some View {
                            Text("c")
                        }
                    }
                }
                """, options: ["max_lines": .int(8), "max_file_lines": .int(8)]),
            RuleExample("""
                struct Logo: Shape {
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        path.move(to: CGPoint(x: 0.1, y: 0.2))
                        path.addLine(to: CGPoint(x: 0.4, y: 0.9))
                        path.addCurve(to: CGPoint(x: 0.8, y: 0.3), control1: CGPoint(x: 0.5, y: 0.1), control2: CGPoint(x: 0.7, y: 0.6))
                        path.closeSubpath()
                        return path.applying(CGAffineTransform(scaleX: rect.width, y: rect.height))
                    }
                }
                """, options: ["max_lines": .int(5), "max_file_lines": .int(5)]),
        ])

    /// View-building members besides `body` that show a view is already split into sections.
    static let sectionsOfASplitView = 4

    func check(_ file: FileContext) -> [Violation] {
        let maxLines = file.options.int("max_lines", default: Self.defaultMaxLines)
        let codeLines = file.facts.codeLines
        var violations: [Violation] = []
        var viewCode: [ClosedRange<Int>] = []
        // A view without a `body` or other view-building members (a `Shape` drawing a logo in `path(in:)`) has
        // no sections to extract.
        for view in file.views where view.scopes.contains(where: { !$0.scope.viewTrees.isEmpty }) {
            let own = [range(view.declaration.position.line, view.declaration.endLine)]
                + file.extensions.filter { $0.type === view }.map { range($0.fact.position.line, $0.fact.endLine) }
            viewCode += own
            // A type declared inside (a row view, an action enum, a layout) is a type of its own: its lines do not
            // count against the view.
            let nested = file.types.filter { $0.declaration.parent == view.qualifiedName }
                .map { range($0.declaration.position.line, $0.declaration.endLine) }
            let lines = Self.lines(in: own, excluding: nested).reduce(0) { $0 + codeLines.count(in: $1) }
            // A little over the limit (less than a fifth) in a view already split into sections: the advice is
            // already taken.
            let sections = Set(view.scopes.flatMap { $0.scope.viewTrees.map(\.member) }).subtracting(["body"]).count
            if lines > maxLines, lines * 5 > maxLines * 6 || sections < Self.sectionsOfASplitView {
                violations.append(Violation(view.declaration.position, """
                    `\(view.name)` has \(lines) lines of code (limit \(maxLines)): extract its sections into smaller views
                    """))
            }
        }
        for ext in file.extensions {
            guard let type = ext.type, file.index.types.isView(type), type.file != file.fileIndex else { continue }
            viewCode.append(range(ext.fact.position.line, ext.fact.endLine))
        }
        let maxFileLines = file.options.int("max_file_lines", default: Self.defaultMaxFileLines)
        // UIKit controllers, models and helpers declared in the file, even inside a view's extension, are not view code.
        let otherTypes = file.types.filter { !file.index.types.isView($0) }
            .map { range($0.declaration.position.line, $0.declaration.endLine) }
        let total = Self.lines(in: viewCode, excluding: otherTypes).reduce(0) { $0 + codeLines.count(in: $1) }
        let first = file.views.first { view in !file.views.contains { $0.qualifiedName == view.declaration.parent } }
        if violations.isEmpty, total > maxFileLines, let first {
            violations.append(Violation(first.declaration.position, """
                this file holds \(total) lines of view code (limit \(maxFileLines)): move some of its views into files \
                of their own
                """))
        }
        return violations
    }

    private func range(_ start: Int, _ end: Int) -> ClosedRange<Int> { start...max(start, end) }

    /// The lines of `ranges`, each counted once, without those of `excluded`.
    static func lines(in ranges: [ClosedRange<Int>], excluding excluded: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var merged: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound + 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return excluded.reduce(merged) { result, hole in
            result.flatMap { range -> [ClosedRange<Int>] in
                guard range.overlaps(hole) else { return [range] }
                var pieces: [ClosedRange<Int>] = []
                if range.lowerBound < hole.lowerBound { pieces.append(range.lowerBound...(hole.lowerBound - 1)) }
                if range.upperBound > hole.upperBound { pieces.append((hole.upperBound + 1)...range.upperBound) }
                return pieces
            }
        }
    }
}
