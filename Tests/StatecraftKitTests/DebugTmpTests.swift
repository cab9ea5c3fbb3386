import XCTest
import Foundation
@testable import StatecraftKit
final class DebugTmpTests: XCTestCase {
    func testDump() throws {
        guard let dir = ProcessInfo.processInfo.environment["DUMP_DIR"] else { return }
        let config = Configuration()
        let ws = try FileDiscovery(configuration: config, workingDirectory: "/").discover(paths: [dir])
        let files = ws.files.compactMap { SourceReader.read($0, maxBytes: 1 << 22).facts }
        let index = ProjectIndex(files: files)
        let g = index.viewGraph
        let reach = Set(bfs(g, g.roots))
        print("NODES", g.nodes.count, "EDGES", g.edges.count, "views", g.nodes.filter { $0.kind == .view }.count, "reachedFromApps", reach.count, "views reached", reach.filter { g.nodes[$0].kind == .view }.count)
        let anyEdges = g.edges.filter { $0.provision.anyObject }
        print("anyObject edges", anyEdges.count)
        for e in anyEdges.prefix(15) { print("  ANY", index.files[e.file].path, e.position.line, g.nodes[e.from].name, "->", g.nodes[e.to].name, e.modifiers.map(\.name)) }
        for n in g.nodes where n.kind == .app || n.kind == .scene { print("ROOT", n.kind, n.name) }
        if let only = ProcessInfo.processInfo.environment["DUMP_NODE"] {
            for (i, n) in g.nodes.enumerated() where n.name == only {
                for e in g.outgoing[i] { print("OUT", g.nodes[g.edges[e].to].name, g.edges[e].kind, g.edges[e].modifiers.map(\.name), g.edges[e].provision) }
                for e in g.incoming[i] { print("IN", g.nodes[g.edges[e].from].name, g.edges[e].kind, g.edges[e].modifiers.map(\.name), g.edges[e].provision) }
            }
        }
        for n in g.nodes.indices where g.nodes[n].kind == .view && !reach.contains(n) && !g.nodes[n].requirements.isEmpty { print("UNREACHED READER", g.nodes[n].name) }
    }
    func bfs(_ g: ViewGraph, _ s: [Int]) -> [Int] {
        var seen = Set(s); var q = s
        while let n = q.popLast() { for e in g.outgoing[n] where seen.insert(g.edges[e].to).inserted { q.append(g.edges[e].to) } }
        return Array(seen)
    }
}
