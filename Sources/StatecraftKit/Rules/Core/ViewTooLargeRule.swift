struct ViewTooLargeRule: Rule {
    static let defaultMaxLines = 300

    static let description = RuleDescription(
        id: "view-too-large",
        severity: .warning,
        summary: "A view type, or a file of view code, longer than the limit",
        rationale: """
            A view that runs to hundreds of lines mixes several pieces of UI and usually their logic too. SwiftUI \
            views are cheap: extract sections into small views with clear inputs. They are easier to read, \
            preview and reuse, and SwiftUI can update them independently.
            """,
        exclusions: "Previews, and extensions of the view in other files.",
        options: [OptionSpec("max_lines", .int, "lines a view (declaration plus same-file extensions) may span (default 300)")],
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
        ])

    func check(_ file: FileContext) -> [Violation] {
        let maxLines = file.options.int("max_lines", default: Self.defaultMaxLines)
        var total = 0
        var violations: [Violation] = []
        let views = file.views.filter { view in
            // Nested views are counted within their enclosing view.
            guard let parent = view.declaration.parent else { return true }
            return !file.views.contains { $0.qualifiedName == parent }
        }
        for view in views {
            var lines = view.declaration.endLine - view.declaration.position.line + 1
            for ext in file.extensions where ext.type === view {
                lines += ext.fact.endLine - ext.fact.position.line + 1
            }
            total += lines
            if lines > maxLines {
                violations.append(Violation(view.declaration.position, """
                    `\(view.name)` spans \(lines) lines (limit \(maxLines)): extract its sections into smaller views
                    """))
            }
        }
        for ext in file.extensions {
            guard let type = ext.type, file.index.types.isView(type), type.file != file.fileIndex else { continue }
            total += ext.fact.endLine - ext.fact.position.line + 1
        }
        if violations.isEmpty, total > maxLines, let first = views.first {
            violations.append(Violation(first.declaration.position, """
                this file holds \(total) lines of view code (limit \(maxLines)): split its views into their own files \
                or extract smaller views
                """))
        }
        return violations
    }
}
