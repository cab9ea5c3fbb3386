import XCTest
@testable import StatecraftKit

/// `statecraft map`: whole outputs for the TrailJournal example, and the syntax of each format.
final class MapTests: XCTestCase {
    func testTrailJournalMapGoldenFiles() throws {
        let map = try AppMap.build(index: exampleIndex("TrailJournal"))
        try assertGolden(MapFormatter.render(map, as: .mermaid), "map.mermaid")
        try assertGolden(MapFormatter.render(map, as: .dot), "map.dot")
        try assertGolden(MapFormatter.render(map, as: .json), "map.json")
    }

    /// The HTML page, whole: layout, findings placed on their views, the crash marker, and the embedded data.
    func testHTMLPageGolden() throws {
        let folder = packageRoot.appendingPathComponent("Tests/StatecraftKitTests/MapApp")
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1), workingDirectory: folder.path)
        let index = try linter.loadIndex(paths: ["."]).index
        let map = try AppMap.build(index: index, relativeTo: folder.path)
        let findings = MapHTML.attach(linter.run(index: index), to: map, index: index)
        XCTAssertEqual(findings.filter { $0.node == "view:SettingsView" }.map(\.rule), ["missing-environment-object"])
        let page = MapHTML.render(map, findings: findings, coverage: index.coverage, title: "Statecraft map of MapApp")
        // The page's script draws the graph (Chromium checks it in CI); the data it draws from names the finding's view.
        XCTAssertTrue(page.contains("\"node\":\"view:SettingsView\",\"rule\":\"missing-environment-object\""), page)
        XCTAssertTrue(page.contains("4 views · 4 screens · 2 services · 1 can crash · 1 finding"))
        XCTAssertFalse(page.contains("src=\"http"), "the page loads nothing from the network")
        try assertGolden(page, "map.html")
    }

    func testRootLimitsTheMapAndPreviewsAreOptIn() throws {
        let index = try exampleIndex("TrailJournal")
        let detail = try AppMap.build(index: index, root: "HikeDetailView")
        XCTAssertEqual(Set(detail.nodes.filter { $0.kind == "view" }.map(\.name)), [
            "HikeDetailView", "DistanceLabel", "StatTile", "DifficultyBadge", "ElevationCard", "ElevationChart",
            "ElevationReadout", "TrailConditionsCard",
        ])
        XCTAssertFalse(try AppMap.build(index: index).nodes.contains { $0.kind == "preview" })
        let withPreviews = try AppMap.build(index: index, includePreviews: true)
        XCTAssertEqual(withPreviews.nodes.filter { $0.kind == "preview" }.count, 8)
        XCTAssertThrowsError(try AppMap.build(index: index, root: "NoSuchView"))
    }

    /// `--root` takes the ids the JSON and HTML maps give (each the same as in the whole map); a name that several
    /// nodes share is refused with their ids, rather than one of them picked.
    func testRootTakesIdsAndRefusesAnAmbiguousName() throws {
        let folder = try temporaryFolder()
        try write("""
            import SwiftUI
            @main
            struct DeskApp: App {
                var body: some Scene {
                    WindowGroup { Inbox() }
                    WindowGroup(id: "notes") { Notes() }
                }
            }
            struct Inbox: View { var body: some View { Text("Inbox") } }
            struct Notes: View { var body: some View { Text("Notes") } }

            """, to: folder.appendingPathComponent("DeskApp.swift"))
        let index = try Linter(configuration: Configuration(), workingDirectory: folder.path).loadIndex(paths: [folder.path]).index
        let whole = try AppMap.build(index: index)
        let scenes = whole.nodes.filter { $0.kind == "scene" }.map(\.id)
        XCTAssertEqual(scenes, ["scene:DeskApp.WindowGroup", "scene:DeskApp.WindowGroup#2"])
        let second = try AppMap.build(index: index, root: "scene:DeskApp.WindowGroup#2")
        XCTAssertEqual(second.nodes.map(\.id), ["scene:DeskApp.WindowGroup#2", "view:Notes"])
        XCTAssertThrowsError(try AppMap.build(index: index, root: "WindowGroup")) { error in
            XCTAssertEqual("\(error)", "`WindowGroup` names 2 nodes: give one of their ids (`scene:DeskApp.WindowGroup`, `scene:DeskApp.WindowGroup#2`)")
        }
    }

    func testScreensAndObjectEdges() throws {
        let map = try AppMap.build(index: exampleIndex("TrailJournal"))
        let screens = Set(map.nodes.filter { $0.screen == true }.map(\.name))
        XCTAssertEqual(screens, ["RootView", "HikeListView", "SettingsView", "HikeDetailView", "AddHikeView", "ImportHikesView"])
        let edges = Set(map.edges.map { "\($0.from) \($0.kind) \($0.to)" })
        XCTAssertTrue(edges.contains("scene:TrailJournalApp.WindowGroup injects object:HikeStore"))
        XCTAssertTrue(edges.contains("view:HikeListView presents view:AddHikeView"))
        XCTAssertTrue(edges.contains("view:HikeListView navigates view:HikeDetailView"))
        XCTAssertTrue(edges.contains("view:ElevationChart reads object:ChartSelection"))
        XCTAssertTrue(edges.contains("view:RootView tab view:SettingsView"))
    }

    func testStateOwnershipEdges() throws {
        let index = makeIndex(["""
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { CartScreen() } }
            }
            struct CartScreen: View {
                @State private var model = CartModel()
                @StateObject private var legacy = LegacyCart()
                @State private var count = 0
                var body: some View { Text("\\(count)") }
            }
            @Observable final class CartModel {}
            final class LegacyCart: ObservableObject {}
            """])
        let map = try AppMap.build(index: index)
        XCTAssertEqual(map.edges.filter { $0.kind == "owns" }.map(\.to), ["object:CartModel", "object:LegacyCart"])
        XCTAssertEqual(map.nodes.first { $0.id == "object:LegacyCart" }?.observation, "observableObject")
    }

    /// Every line of the Mermaid output is a declaration, an edge between declared nodes, or styling.
    func testMermaidSyntax() throws {
        let map = try AppMap.build(index: exampleIndex("TrailJournal"), includePreviews: true)
        let lines = MapFormatter.render(map, as: .mermaid).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "flowchart TD")
        let label = ##""(?:[^"#]|#quot;|#lt;|#gt;|#)*""##
        let node = try NSRegularExpression(pattern: #"^    ([no]\d+)(\(\[\#(label)\]\)|\[/\#(label)/\]|\[\(\#(label)\)\]|>\#(label)\]|\{\{\#(label)\}\}|\[\[\#(label)\]\]|\[\#(label)\])$"#)
        let edge = try NSRegularExpression(pattern: #"^    ([no]\d+) (-->|-->\|\#(label)\||-\.->\|\#(label)\||==>\|\#(label)\||---\|\#(label)\|) ([no]\d+)$"#)
        var declared = Set<String>()
        for line in lines.dropFirst() {
            let range = NSRange(line.startIndex..., in: line)
            if let match = node.firstMatch(in: line, range: range) {
                XCTAssertTrue(declared.insert(String(line[Range(match.range(at: 1), in: line)!])).inserted, "declared twice: \(line)")
            } else if let match = edge.firstMatch(in: line, range: range) {
                let from = String(line[Range(match.range(at: 1), in: line)!])
                let to = String(line[Range(match.range(at: match.numberOfRanges - 1), in: line)!])
                XCTAssertTrue(declared.contains(from) && declared.contains(to), "edge to an undeclared node: \(line)")
            } else {
                XCTAssertTrue(line.hasPrefix("    classDef ") || line.hasPrefix("    class "), "not Mermaid: \(line)")
            }
        }
        XCTAssertEqual(MapFormatter.mermaidText(#"#Preview "Feed" <A>"#), "#Preview #quot;Feed#quot; #lt;A#gt;")
    }

    func testDotSyntax() throws {
        let map = try AppMap.build(index: exampleIndex("TrailJournal"), includePreviews: true)
        let lines = MapFormatter.render(map, as: .dot).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "digraph statecraft {")
        XCTAssertEqual(lines.last, "}")
        let quoted = #""(?:[^"\\]|\\.)*""#
        let statement = try NSRegularExpression(pattern: #"^    \#(quoted)( -> \#(quoted))?( \[[^\]]*\])?;$"#)
        for line in lines.dropFirst(3).dropLast() {
            XCTAssertNotNil(statement.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "not DOT: \(line)")
        }
        XCTAssertEqual(MapFormatter.dotString(#"a "b" \c"#), #""a \"b\" \\c""#)
    }
}
