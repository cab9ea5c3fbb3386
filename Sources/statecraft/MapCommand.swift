import ArgumentParser
import Foundation
import StatecraftKit

struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map", abstract: "Draw the app: view tree, screens, injected services and state owners.")

    @Argument(help: "Files or folders to map.")
    var paths: [String] = ["."]

    @OptionGroup var shared: SharedOptions

    @OptionGroup var caching: CacheOptions

    @Option(name: .shortAndLong, help: "Output format: mermaid, dot, json, html (an interactive page with the findings).")
    var format: MapFormat = .mermaid

    @Option(name: .long, help: "Only what this app, scene, view or preview reaches.")
    var root: String?

    @Flag(name: .long, help: "Include previews and what they reach.")
    var previews = false

    @Option(name: .shortAndLong, help: "Write the map to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Print how many views the model reaches (from scenes, hosting roots, previews) instead of the map; json with --format json.")
    var stats = false

    @Flag(name: .shortAndLong, help: "With --stats: list each view not reached, with the reason.")
    var verbose = false

    func run() throws {
        var notes: [Note] = []
        let configuration = try loadConfiguration(config: shared.config, paths: paths, notes: &notes)
        var options = CheckOptions()
        options.cache = caching.cache
        let linter = Linter(configuration: configuration, options: options)
        let loaded: (index: ProjectIndex, notes: [Note])
        do {
            loaded = try linter.loadIndex(paths: paths)
        } catch let error as PathNotFound {
            throw Exit.usage(error.description)
        }
        if !shared.quiet { printNotes(notes + loaded.notes) }
        if stats {
            let text = CoverageFormatter.render(loaded.index, json: format == .json, listUnreached: verbose,
                                                relativeTo: FileManager.default.currentDirectoryPath)
            try emit(text, to: output)
            return
        }
        let map: AppMap
        do {
            map = try AppMap.build(index: loaded.index, root: root, includePreviews: previews,
                                   relativeTo: FileManager.default.currentDirectoryPath)
        } catch let error as AppMap.UnknownRoot {
            throw Exit.usage(error.description)
        }
        if format == .html {
            // The page shows each view's findings, so the rules run too.
            let findings = linter.run(index: loaded.index)
            let title = "Statecraft map of " + (paths == ["."] ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath).lastPathComponent : paths.joined(separator: ", "))
            try emit(MapHTML.render(map, findings: MapHTML.attach(findings, to: map, index: loaded.index),
                                    coverage: loaded.index.coverage, title: title), to: output)
            return
        }
        let rendered = MapFormatter.render(map, as: format)
        // Mermaid's renderer stops at 500 edges and 50,000 characters unless told otherwise.
        if format == .mermaid, map.edges.count > 500 || rendered.count > 50_000, !shared.quiet {
            printNotes([Note(file: nil, message: "this Mermaid graph has \(map.edges.count) edges and \(rendered.count) characters, more than Mermaid draws by default (500 and 50,000): raise `maxEdges` and `maxTextSize` in its configuration, map part of the app with `--root`, or use `--format html`")])
        }
        try emit(rendered, to: output)
    }
}
