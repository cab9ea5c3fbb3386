import Foundation

public enum MapFormat: String, CaseIterable, Sendable {
    case mermaid, dot, json
    /// One self-contained interactive page (`MapHTML`).
    case html
}

/// Renders an `AppMap` as a Mermaid flowchart, a Graphviz graph, or JSON.
public enum MapFormatter {
    public static func render(_ map: AppMap, as format: MapFormat) -> String {
        switch format {
        case .mermaid: return mermaid(map)
        case .dot: return dot(map)
        case .json: return json(map)
        case .html: return MapHTML.render(map)
        }
    }

    static func json(_ map: AppMap) -> String {
        struct Document: Encodable {
            var version = 1
            var tool = JSONTool()
            var nodes: [AppMap.Node]
            var edges: [AppMap.Edge]
        }
        return JSONOutput.render(Document(nodes: map.nodes, edges: map.edges))
    }

    static func mermaid(_ map: AppMap) -> String {
        var shortIDs: [String: String] = [:]
        for (position, node) in map.nodes.enumerated() { shortIDs[node.id] = (node.kind == "object" ? "o" : "n") + String(position) }
        var lines = ["flowchart TD"]
        for node in map.nodes {
            let label = mermaidText(node.name)
            let id = shortIDs[node.id]!
            switch node.kind {
            case "app": lines.append("    \(id)([\"\(label)\"])")
            case "scene": lines.append("    \(id)[/\"\(label)\"/]")
            case "object": lines.append("    \(id)[(\"\(label)\")]")
            case "preview": lines.append("    \(id)>\"\(label)\"]")
            case "helper", "modifier", "factory": lines.append("    \(id){{\"\(label)\"}}")
            default: lines.append(node.screen == true ? "    \(id)[[\"\(label)\"]]" : "    \(id)[\"\(label)\"]")
            }
        }
        for edge in map.edges {
            guard let from = shortIDs[edge.from], let to = shortIDs[edge.to] else { continue }
            let arrow: String
            switch edge.kind {
            case "builds": arrow = edge.injects.map { "-->|\"\(mermaidText("+ " + $0.joined(separator: ", ")))\"|" } ?? "-->"
            case "presents": arrow = "-.->|\"presents\"|"
            case "injects": arrow = "==>|\"injects\"|"
            case "reads": arrow = "-.->|\"reads\"|"
            case "owns": arrow = "---|\"owns\"|"
            default: arrow = "-->|\"\(edge.kind)\"|"
            }
            lines.append("    \(from) \(arrow) \(to)")
        }
        lines.append("    classDef object fill:#fff4d6,stroke:#b58900")
        let objects = map.nodes.filter { $0.kind == "object" }.compactMap { shortIDs[$0.id] }
        if !objects.isEmpty { lines.append("    class \(objects.joined(separator: ",")) object") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid labels are quoted; quotes and angle brackets become entities.
    static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;")
    }

    static func dot(_ map: AppMap) -> String {
        var lines = ["digraph statecraft {", "    rankdir=TB;", "    node [fontname=\"Helvetica\", shape=box];"]
        for node in map.nodes {
            var attributes = ["label=\(dotString(node.name))"]
            switch node.kind {
            case "app": attributes.append("shape=doubleoctagon")
            case "scene": attributes.append("shape=parallelogram")
            case "object": attributes.append(contentsOf: ["shape=cylinder", "style=filled", "fillcolor=\"#fff4d6\""])
            case "preview": attributes.append("shape=note")
            case "helper", "modifier", "factory": attributes.append("shape=hexagon")
            default: if node.screen == true { attributes.append("penwidth=2") }
            }
            lines.append("    \(dotString(node.id)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in map.edges {
            var attributes: [String] = []
            switch edge.kind {
            case "builds": if let injects = edge.injects { attributes.append("label=\(dotString("+ " + injects.joined(separator: ", ")))") }
            case "presents": attributes.append(contentsOf: ["label=\"presents\"", "style=dashed"])
            case "injects": attributes.append(contentsOf: ["label=\"injects\"", "penwidth=2"])
            case "reads": attributes.append(contentsOf: ["label=\"reads\"", "style=dotted"])
            case "owns": attributes.append(contentsOf: ["label=\"owns\"", "arrowhead=diamond"])
            default: attributes.append("label=\(dotString(edge.kind))")
            }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(dotString(edge.from)) -> \(dotString(edge.to))\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func dotString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
