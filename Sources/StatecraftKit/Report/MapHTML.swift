import Foundation

/// `map --format html`: one self-contained page (no network) that draws the app as a layered graph, laid out
/// here: apps and scenes at the top, the views they build below, the services they inject and read in the last
/// row. Findings sit on the views that hold them; a view that can crash (an environment object no ancestor
/// injects) is marked. The page's script, written for Statecraft, searches, zooms and shows a node's file and
/// findings on click.
public enum MapHTML {
    /// A finding placed on a map node.
    public struct NodeFinding: Codable, Sendable, Equatable {
        public var rule: String
        public var severity: String
        public var message: String
        public var line: Int
    }

    /// Rules whose error findings mean the view crashes when shown.
    static let crashRules: Set<String> = ["missing-environment-object"]

    struct Placed {
        var x: Double
        var y: Double
        var width: Double
    }

    static let nodeHeight = 34.0
    static let rowGap = 110.0
    static let columnGap = 28.0
    /// Nodes on one line of a row before it wraps, and the gap between the lines of one row.
    static let maxPerLine = 14
    static let wrapGap = 58.0

    public static func render(_ map: AppMap, findings: [String: [NodeFinding]] = [:], title: String = "Statecraft map") -> String {
        let placed = layout(map)
        let width = (placed.values.map { $0.x + $0.width }.max() ?? 200) + 40
        let height = (placed.values.map(\.y).max() ?? 0) + nodeHeight + 40
        var svg = "<svg id=\"map\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(format(width)) \(format(height))\">\n"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\"/></marker></defs>\n"
        svg += "<g id=\"viewport\">\n<g class=\"edges\">\n"
        for edge in map.edges {
            guard let from = placed[edge.from], let to = placed[edge.to] else { continue }
            let start = (x: from.x + from.width / 2, y: from.y + nodeHeight)
            let end = (x: to.x + to.width / 2, y: to.y)
            let bend = max(30, abs(end.y - start.y) / 2)
            let path = "M \(format(start.x)) \(format(start.y)) C \(format(start.x)) \(format(start.y + bend)), \(format(end.x)) \(format(end.y - bend)), \(format(end.x)) \(format(end.y))"
            let injects = edge.injects.map { " data-injects=\"\(escape($0.joined(separator: ", ")))\"" } ?? ""
            svg += "<path class=\"edge \(escape(edge.kind))\" data-from=\"\(escape(edge.from))\" data-to=\"\(escape(edge.to))\" data-kind=\"\(escape(edge.kind))\"\(injects) d=\"\(path)\" marker-end=\"url(#arrow)\"><title>\(escape(edge.kind))\(edge.injects.map { ": " + escape($0.joined(separator: ", ")) } ?? "")</title></path>\n"
        }
        svg += "</g>\n<g class=\"nodes\">\n"
        for node in map.nodes {
            guard let place = placed[node.id] else { continue }
            let nodeFindings = findings[node.id] ?? []
            var classes = ["node", node.kind]
            if node.screen == true { classes.append("screen") }
            if let architecture = node.architecture { classes.append("arch-\(architecture)") }
            if nodeFindings.contains(where: { crashRules.contains($0.rule) && $0.severity == "error" }) { classes.append("crash") }
            if !nodeFindings.isEmpty { classes.append("has-findings") }
            svg += "<g class=\"\(classes.map(escape).joined(separator: " "))\" data-id=\"\(escape(node.id))\" data-name=\"\(escape(node.name))\" transform=\"translate(\(format(place.x)) \(format(place.y)))\" tabindex=\"0\">"
            svg += "<rect width=\"\(format(place.width))\" height=\"\(format(nodeHeight))\" rx=\"\(node.kind == "object" ? 17 : 6)\"/>"
            svg += "<text x=\"\(format(place.width / 2))\" y=\"22\">\(escape(node.name))</text>"
            if !nodeFindings.isEmpty {
                let marker = classes.contains("crash") ? "!" : String(nodeFindings.count)
                svg += "<circle class=\"badge\" cx=\"\(format(place.width))\" cy=\"0\" r=\"9\"/><text class=\"badge-text\" x=\"\(format(place.width))\" y=\"4\">\(marker)</text>"
            }
            svg += "</g>\n"
        }
        svg += "</g>\n</g>\n</svg>"

        let data = PageData(nodes: map.nodes, edges: map.edges, findings: findings)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let views = map.nodes.filter { $0.kind == "view" }.count
        let screens = map.nodes.filter { $0.screen == true }.count
        let services = map.nodes.filter { $0.kind == "object" }.count
        let crashes = map.nodes.filter { node in (findings[node.id] ?? []).contains { crashRules.contains($0.rule) && $0.severity == "error" } }.count
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header>
            <strong>\(escape(title))</strong>
            <input id="search" type="search" placeholder="Find a view or service" autocomplete="off">
            <span id="stats">\(views) views · \(screens) screens · \(services) services · \(crashes) can crash</span>
            <span class="legend"><i class="l-screen"></i>screen <i class="l-object"></i>service <i class="l-crash"></i>can crash</span>
            <button id="fit" type="button">Fit</button>
            </header>
            <main>
            \(svg)
            <aside id="details"><p class="hint">Click a node to see its file and findings. Scroll to zoom, drag to move.</p></aside>
            </main>
            <script id="map-data" type="application/json">\(json.replacingOccurrences(of: "</", with: "<\\/"))</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    struct PageData: Encodable {
        var nodes: [AppMap.Node]
        var edges: [AppMap.Edge]
        var findings: [String: [NodeFinding]]
    }

    /// Rows by distance from the roots along view edges (services last), ordered within each row by the mean
    /// position of their parents, a few sweeps down.
    static func layout(_ map: AppMap) -> [String: Placed] {
        let viewKinds: Set<String> = ["builds", "tab", "navigates", "presents"]
        var children: [String: [String]] = [:]
        var parents: [String: [String]] = [:]
        for edge in map.edges where viewKinds.contains(edge.kind) {
            children[edge.from, default: []].append(edge.to)
            parents[edge.to, default: []].append(edge.from)
        }
        let objects = map.nodes.filter { $0.kind == "object" }.map(\.id)
        let others = map.nodes.filter { $0.kind != "object" }.map(\.id)
        var row: [String: Int] = [:]
        var queue: [String] = others.filter { (parents[$0] ?? []).isEmpty }
        if queue.isEmpty, let first = others.first { queue = [first] }
        for id in queue { row[id] = 0 }
        var head = 0
        while head < queue.count || row.count < others.count {
            if head == queue.count {
                // A cycle with no root: start again from the first node not placed.
                guard let next = others.first(where: { row[$0] == nil }) else { break }
                row[next] = 0
                queue.append(next)
            }
            let id = queue[head]
            head += 1
            for child in children[id] ?? [] where row[child] == nil {
                row[child] = row[id]! + 1
                queue.append(child)
            }
        }
        let lastRow = (row.values.max() ?? -1) + 1
        var rows: [[String]] = Array(repeating: [], count: lastRow + (objects.isEmpty ? 0 : 1))
        for id in queue { rows[row[id]!].append(id) }
        if !objects.isEmpty { rows[lastRow] = objects }
        // Services sit under the views that inject or read them.
        for edge in map.edges where !viewKinds.contains(edge.kind) { parents[edge.to, default: []].append(edge.from) }

        let names = Dictionary(map.nodes.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let widths = names.mapValues { max(90, Double($0.count) * 7.2 + 28) }
        var placed: [String: Placed] = [:]
        func place(_ index: Int) {
            var x = 20.0
            for id in rows[index] {
                placed[id] = Placed(x: x, y: 20 + Double(index) * rowGap, width: widths[id] ?? 90)
                x += (widths[id] ?? 90) + columnGap
            }
        }
        for index in rows.indices { place(index) }
        for _ in 0..<4 {
            for index in rows.indices.dropFirst() {
                let centre = { (id: String) -> Double in
                    let xs = (parents[id] ?? []).compactMap { placed[$0].map { $0.x + $0.width / 2 } }
                    return xs.isEmpty ? (placed[id]?.x ?? 0) : xs.reduce(0, +) / Double(xs.count)
                }
                let order = rows[index].enumerated().map { (offset: $0.offset, id: $0.element, key: centre($0.element)) }
                rows[index] = order.sorted { ($0.key, $0.offset) < ($1.key, $1.offset) }.map(\.id)
                place(index)
            }
        }
        // A wide row wraps, so that a large app reads as a page rather than a line; each line centred on the widest.
        var lines: [(ids: [String], y: Double)] = []
        var y = 20.0
        for ids in rows {
            let chunks = stride(from: 0, to: ids.count, by: maxPerLine).map { Array(ids[$0..<min($0 + maxPerLine, ids.count)]) }
            for (position, chunk) in chunks.enumerated() {
                lines.append((chunk, y))
                y += position == chunks.count - 1 ? rowGap : wrapGap
            }
        }
        var lineWidths: [Double] = []
        for line in lines {
            var x = 20.0
            for id in line.ids {
                placed[id] = Placed(x: x, y: line.y, width: widths[id] ?? 90)
                x += (widths[id] ?? 90) + columnGap
            }
            lineWidths.append(x - columnGap)
        }
        let widest = lineWidths.max() ?? 0
        for (index, line) in lines.enumerated() {
            let shift = (widest - lineWidths[index]) / 2
            for id in line.ids { placed[id]?.x += shift }
        }
        return placed
    }

    /// Places each finding on the innermost mapped type whose declaration holds its line.
    public static func attach(_ findings: [Finding], to map: AppMap, index: ProjectIndex) -> [String: [NodeFinding]] {
        var nodesByKey: [String: String] = [:]
        for node in map.nodes where node.kind != "object" {
            if let file = node.file { nodesByKey["\(file)|\(node.name)"] = node.id }
        }
        var typesByFile: [String: [TypeInfo]] = [:]
        for info in index.types.all where info.kind == .struct || info.kind == .class || info.kind == .enum {
            typesByFile[index.files[info.file].path, default: []].append(info)
        }
        var result: [String: [NodeFinding]] = [:]
        for finding in findings {
            let holders = (typesByFile[finding.file] ?? []).filter {
                $0.declaration.position.line <= finding.position.line && finding.position.line <= $0.declaration.endLine
            }
            guard let holder = holders.max(by: { $0.declaration.position.line < $1.declaration.position.line }) else { continue }
            let key = map.nodes.first { $0.kind != "object" && $0.name == holder.name && $0.file.map { finding.file.hasSuffix($0) || $0.hasSuffix(finding.file) } == true }?.id
                ?? nodesByKey["\(finding.file)|\(holder.name)"]
            guard let id = key else { continue }
            result[id, default: []].append(NodeFinding(rule: finding.ruleID, severity: finding.severity.rawValue,
                                                       message: finding.message, line: finding.position.line))
        }
        return result
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        *{box-sizing:border-box}body{margin:0;font:13px -apple-system,system-ui,sans-serif;color:#1d1d1f;background:#f5f5f7;height:100vh;display:flex;flex-direction:column}
        header{display:flex;gap:14px;align-items:center;padding:8px 14px;background:#fff;border-bottom:1px solid #d2d2d7}
        #search{flex:0 1 260px;padding:5px 9px;border:1px solid #c7c7cc;border-radius:7px}#stats{color:#6e6e73}
        .legend i{display:inline-block;width:12px;height:12px;margin:0 4px 0 10px;border-radius:3px;vertical-align:-2px}
        .l-screen{background:#e3f0ff;border:2px solid #0a66d6}.l-object{background:#fff4d6;border:1px solid #b58900}.l-crash{background:#ffe1df;border:2px solid #d70015}
        main{flex:1;display:flex;min-height:0}svg{flex:1;cursor:grab;background:#fafafa}svg.dragging{cursor:grabbing}
        aside{width:340px;overflow:auto;padding:12px 14px;background:#fff;border-left:1px solid #d2d2d7}aside h2{font-size:15px;margin:0 0 4px}
        aside .where{color:#6e6e73;word-break:break-all}aside li{margin:6px 0}aside .sev-error{color:#d70015}aside .sev-warning{color:#a05a00}aside .hint{color:#6e6e73}
        .edge{fill:none;stroke:#8e8e93;stroke-width:1.2}.edge.presents,.edge.navigates{stroke-dasharray:5 4}.edge.injects{stroke:#b58900;stroke-width:1.6}
        .edge.reads{stroke:#c9a227;stroke-dasharray:2 3}.edge.owns{stroke:#6f42c1}marker path{fill:#8e8e93}
        .node rect{fill:#fff;stroke:#8e8e93;stroke-width:1}.node text{text-anchor:middle;font-size:12px;pointer-events:none}
        .node.app rect,.node.scene rect{fill:#eef1f5;stroke:#3a3a3c}.node.screen rect{fill:#e3f0ff;stroke:#0a66d6;stroke-width:2}
        .node.object rect{fill:#fff4d6;stroke:#b58900}.node.helper rect,.node.modifier rect,.node.factory rect{stroke-dasharray:3 2}
        .node.crash rect{fill:#ffe1df;stroke:#d70015;stroke-width:2.5}.badge{fill:#a05a00}.node.crash .badge{fill:#d70015}
        .badge-text{fill:#fff;font-size:10px;font-weight:600}.node{cursor:pointer}.node.selected rect{stroke-width:3.5}
        .dim{opacity:.18}.match rect{stroke:#0a66d6;stroke-width:3}
        """

    static let script = """
        (function () {
          var data = JSON.parse(document.getElementById('map-data').textContent);
          var svg = document.getElementById('map'), viewport = document.getElementById('viewport');
          var details = document.getElementById('details'), search = document.getElementById('search');
          var nodes = {}; data.nodes.forEach(function (n) { nodes[n.id] = n; });
          var box = svg.viewBox.baseVal, full = { x: box.x, y: box.y, width: box.width, height: box.height };
          var view = { x: full.x, y: full.y, width: full.width, height: full.height };
          function apply() { svg.setAttribute('viewBox', [view.x, view.y, view.width, view.height].join(' ')); }
          function text(tag, content, cls) { var e = document.createElement(tag); e.textContent = content; if (cls) e.className = cls; return e; }
          function select(id) {
            var node = nodes[id]; if (!node) return;
            document.querySelectorAll('.node.selected').forEach(function (e) { e.classList.remove('selected'); });
            var g = document.querySelector('.node[data-id="' + CSS.escape(id) + '"]'); if (g) g.classList.add('selected');
            details.innerHTML = '';
            details.appendChild(text('h2', node.name));
            var kind = node.kind + (node.screen ? ' · screen' : '') + (node.architecture ? ' · ' + node.architecture : '') + (node.observation ? ' · ' + node.observation : '');
            details.appendChild(text('p', kind));
            if (node.file) details.appendChild(text('p', node.file + (node.line ? ':' + node.line : ''), 'where'));
            var related = data.edges.filter(function (e) { return e.from === id || e.to === id; });
            var injects = related.filter(function (e) { return e.from === id && e.injects; }).map(function (e) { return e.injects.join(', '); });
            if (injects.length) details.appendChild(text('p', 'Injects: ' + injects.join('; ')));
            var list = data.findings[id] || [];
            details.appendChild(text('h2', list.length ? list.length + ' finding' + (list.length > 1 ? 's' : '') : 'No findings'));
            var ul = document.createElement('ul'); ul.id = 'findings';
            list.forEach(function (f) {
              var li = text('li', (node.file || '') + ':' + f.line + ' ' + f.message + ' [' + f.rule + ']', 'sev-' + f.severity);
              ul.appendChild(li);
            });
            details.appendChild(ul);
            history.replaceState(null, '', '#select=' + encodeURIComponent(id));
          }
          // Frames the given nodes, with a margin and no closer than a readable zoom.
          function focus(list) {
            var minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
            list.forEach(function (g) {
              var t = g.transform.baseVal.consolidate().matrix, w = +g.querySelector('rect').getAttribute('width');
              minX = Math.min(minX, t.e); minY = Math.min(minY, t.f); maxX = Math.max(maxX, t.e + w); maxY = Math.max(maxY, t.f + 34);
            });
            var r = svg.getBoundingClientRect(), aspect = r.height / Math.max(1, r.width);
            var width = Math.max(maxX - minX + 160, 700), height = Math.max(maxY - minY + 160, width * aspect);
            width = Math.max(width, height / aspect);
            view = { x: (minX + maxX) / 2 - width / 2, y: (minY + maxY) / 2 - height / 2, width: width, height: height }; apply();
          }
          function filter(query) {
            var q = query.trim().toLowerCase(), matched = 0;
            document.querySelectorAll('.node').forEach(function (g) {
              var hit = q && g.getAttribute('data-name').toLowerCase().indexOf(q) >= 0;
              g.classList.toggle('match', !!hit); g.classList.toggle('dim', !!q && !hit); if (hit) matched++;
            });
            document.querySelectorAll('.edge').forEach(function (e) { e.classList.toggle('dim', !!q); });
            document.getElementById('stats').setAttribute('data-matches', matched);
            if (matched) focus(document.querySelectorAll('.node.match'));
            return matched;
          }
          document.querySelectorAll('.node').forEach(function (g) {
            g.addEventListener('click', function (event) { event.stopPropagation(); select(g.getAttribute('data-id')); });
            g.addEventListener('keydown', function (event) { if (event.key === 'Enter') select(g.getAttribute('data-id')); });
          });
          search.addEventListener('input', function () { filter(search.value); });
          svg.addEventListener('wheel', function (event) {
            event.preventDefault();
            var scale = event.deltaY > 0 ? 1.15 : 1 / 1.15, r = svg.getBoundingClientRect();
            var px = view.x + (event.clientX - r.left) / r.width * view.width, py = view.y + (event.clientY - r.top) / r.height * view.height;
            view.width *= scale; view.height *= scale; view.x = px - (px - view.x) * scale; view.y = py - (py - view.y) * scale; apply();
          }, { passive: false });
          var drag = null;
          svg.addEventListener('mousedown', function (event) { drag = { x: event.clientX, y: event.clientY, vx: view.x, vy: view.y }; svg.classList.add('dragging'); });
          window.addEventListener('mousemove', function (event) {
            if (!drag) return; var r = svg.getBoundingClientRect();
            view.x = drag.vx - (event.clientX - drag.x) / r.width * view.width; view.y = drag.vy - (event.clientY - drag.y) / r.height * view.height; apply();
          });
          window.addEventListener('mouseup', function () { drag = null; svg.classList.remove('dragging'); });
          document.getElementById('fit').addEventListener('click', function () { view = { x: full.x, y: full.y, width: full.width, height: full.height }; apply(); });
          // `#search=Feed` and `#select=view:FeedView` open the page filtered or on a node (links, tests).
          var hash = new URLSearchParams(location.hash.slice(1));
          if (hash.get('search')) { search.value = hash.get('search'); filter(search.value); }
          if (hash.get('select')) select(hash.get('select'));
          document.body.setAttribute('data-ready', 'true');
        })();
        """
}
