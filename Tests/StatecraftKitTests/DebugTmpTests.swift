import XCTest
@testable import StatecraftKit
final class DebugTmpTests: XCTestCase {
    func testDump() throws {
        let src = try String(contentsOfFile: "/tmp/t1/a.swift", encoding: .utf8)
        let index = makeIndex([src])
        print("PREVIEWS", index.files[0].previews.map { ($0.name, $0.tree.uses.map(\.target)) })
        let g = index.viewGraph
        for (i, n) in g.nodes.enumerated() { print("NODE", i, n.kind, n.name, n.requirements.map(\.key)) }
        for e in g.edges { print("EDGE", e.from, e.to, e.kind, e.provision) }
        print("GAPS", index.environmentAnalysis.appGaps.count, index.environmentAnalysis.previewGaps.count)
    }
}
