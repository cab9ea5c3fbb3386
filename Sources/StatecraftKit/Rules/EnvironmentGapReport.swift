/// Messages shared by `missing-environment-object` and `missing-model-container`.
enum EnvironmentGapReport {
    static func violations(_ index: ProjectIndex, previews: Bool = true, keys: (RequirementKey) -> Bool) -> [ProjectViolation] {
        let analysis = index.environmentAnalysis
        let graph = analysis.graph
        var result: [ProjectViolation] = []
        var reported = Set<String>()
        // One finding per view and object: a view that reads it twice crashes at the first read. And none for a
        // view whose path goes through a view that reads the same object while it draws: that one crashes
        // first, and the injection that fixes it fixes this one.
        let gaps = analysis.appGaps.filter { keys($0.requirement.key) }
            .sorted { ($0.requirement.readOnlyOnEvents ? 1 : 0, $0.requirement.file, $0.requirement.position)
                < ($1.requirement.readOnlyOnEvents ? 1 : 0, $1.requirement.file, $1.requirement.position) }
        let crashesWhileDrawing = Set(gaps.filter { !$0.requirement.readOnlyOnEvents }.map { NodeKey(node: $0.node, key: $0.requirement.key) })
        var reportedViews = Set<NodeKey>()
        for gap in gaps {
            let requirement = gap.requirement
            guard !gap.path.dropLast().contains(where: { crashesWhileDrawing.contains(NodeKey(node: $0, key: requirement.key)) }),
                  reportedViews.insert(NodeKey(node: gap.node, key: requirement.key)).inserted,
                  reported.insert("\(requirement.file):\(requirement.position.line):\(requirement.position.column)").inserted else { continue }
            var found = ProjectViolation(file: requirement.file, requirement.position,
                                         appMessage(requirement, path: graph.describe(path: gap.path) + builds(gap.platforms),
                                                    pushedPastInjection: gap.pushedPastInjection,
                                                    entersApart: gap.entersApart))
            found.violation.related = graph.locations(of: gap.path, files: index.files)
            result.append(found)
        }
        for gap in analysis.previewGaps where previews {
            let missing = gap.missing.filter { keys($0.key) }
            guard !missing.isEmpty else { continue }
            let preview = graph.nodes[gap.preview]
            // Information when the canvas draws and only an event (a tap, a changed value) reaches the read, and
            // for SwiftData, whose use in the previewed view so often sits behind the preview's data (an empty
            // payload, a first step, a flag that starts off) that Statecraft cannot tell whether the canvas
            // reaches it.
            let onEvent = missing.allSatisfy(\.requirement.readOnlyOnEvents)
            let onlyData = missing.allSatisfy { $0.key == .modelContainer }
            let parts = previewParts(missing, graph: graph)
            let listed = ShortList.joined(parts, separator: ", ", budget: 150)
            var found = ProjectViolation(file: preview.file, preview.position, previewMessage(missing, listed: listed.text),
                                         severity: onEvent || onlyData ? .info : nil, inPreview: true)
            if listed.shortened { found.violation.notes = parts }
            var places = Set<RelatedLocation>()
            found.violation.related = missing.flatMap { item in
                graph.locations(of: item.path, files: index.files).dropFirst()
                    + [RelatedLocation(file: index.files[item.requirement.file].path, position: item.requirement.position,
                                       message: "`\(item.requirement.declaration)` reads it")]
            }.filter { places.insert($0).inserted }
            result.append(found)
        }
        return result
    }

    private struct NodeKey: Hashable {
        var node: Int
        var key: RequirementKey
    }

    /// ` (in the macOS build)` for a path only some platforms compile; nothing when every platform does.
    static func builds(_ platforms: Platforms) -> String {
        guard platforms != .all else { return "" }
        let names = platforms.names
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return " (in the \(list) build\(names.count == 1 ? "" : "s"))"
    }

    static func appMessage(_ requirement: ViewGraph.Requirement, path: String, pushedPastInjection: Bool = false,
                           entersApart: Bool = false) -> String {
        if entersApart {
            let what = requirement.key.typeName.map { "`\($0)`" } ?? "a model container"
            let injector = requirement.key == .modelContainer ? ".modelContainer(for:)"
                : requirement.isLegacy ? ".environmentObject(_:)" : ".environment(_:)"
            return """
                A context menu's preview is shown apart from its view and gets none of its environment, so \
                `\(requirement.declaration)` \(requirement.key == .modelContainer ? "fails" : "crashes") when the menu \
                opens on the path \(path); apply `\(injector)` with \(what) to the preview content itself
                """
        }
        if pushedPastInjection {
            let what = requirement.key.typeName.map { "`\($0)`" } ?? "a model container"
            let injector = requirement.key == .modelContainer ? ".modelContainer(for:)"
                : requirement.isLegacy ? ".environmentObject(_:)" : ".environment(_:)"
            return """
                The pushed view gets no \(what) on the path \(path): it is injected inside the navigation \
                container, around the link, and a pushed view receives the container's environment, so \
                `\(requirement.declaration)` \(requirement.key == .modelContainer ? "fails" : "crashes") at runtime \
                there; apply `\(injector)` outside the `NavigationStack`, or to the destination itself
                """
        }
        switch requirement.key {
        case .modelContainer:
            return """
                No model container is set on the path \(path): `\(requirement.declaration)` fails at runtime there; \
                add `.modelContainer(for:)` to the scene or an ancestor
                """
        case .object(let name):
            let injector = requirement.isLegacy ? ".environmentObject(_:)" : ".environment(_:)"
            return """
                No ancestor injects `\(name)` on the path \(path): `\(requirement.declaration)` crashes at runtime \
                there; inject it with `\(injector)` on the scene or on an ancestor every path goes through
                """
        }
    }

    /// Each object a preview lacks, with the declaration that reads it and the path there.
    static func previewParts(_ missing: [EnvironmentAnalysis.PreviewGap.Missing], graph: ViewGraph) -> [String] {
        missing.map { item -> String in
            let what = item.key.typeName.map { "`\($0)`" } ?? "a model container"
            return "\(what) (for `\(item.requirement.declaration)` via \(graph.describe(path: item.path)))"
        }
    }

    /// `listed`: `previewParts` shortened to keep the message to a line (the finding's notes hold every item).
    static func previewMessage(_ missing: [EnvironmentAnalysis.PreviewGap.Missing], listed parts: String) -> String {
        let fixes = Set(missing.map { item -> String in
            switch item.key {
            case .modelContainer: return "`.modelContainer(for:inMemory:)`"
            case .object: return item.requirement.isLegacy ? "`.environmentObject(_:)`" : "`.environment(_:)`"
            }
        }).sorted()
        let when = missing.allSatisfy(\.requirement.readOnlyOnEvents)
            ? "the canvas draws, and crashes when a tap or a changed value runs the code that reads it"
            : missing.allSatisfy({ $0.key == .modelContainer })
                ? "the canvas fails wherever it draws the code that uses SwiftData, which may depend on the preview's data"
                : "the canvas crashes when it draws the code that reads it"
        return """
            This preview does not provide \(parts); \(when): add \
            \(fixes.joined(separator: " and ")) to the previewed view
            """
    }
}
