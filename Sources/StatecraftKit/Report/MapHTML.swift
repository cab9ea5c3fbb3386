import Foundation

/// `map --format html`: one self-contained page (no network) that draws the app as a layered graph: apps and
/// scenes at the top, the views they build below, the services they inject and read in the last row. The page's
/// script, written for Statecraft, lays the graph out in the browser, so that it can redraw what the reader asks
/// for: a large app opens with each feature folder collapsed into one node, a node's subtree can be drawn alone,
/// search and `#select=` expand and frame what they find. Every finding of the run is listed, each on the view
/// that holds it where there is one; a view that can crash (an environment object no ancestor injects) is marked.
public enum MapHTML {
    /// A finding placed on a map node.
    public struct NodeFinding: Codable, Sendable, Equatable {
        public var rule: String
        public var severity: String
        public var message: String
        public var line: Int
    }

    /// A finding as the page lists it: where it is, and the node that holds it, if one is drawn.
    public struct ListedFinding: Codable, Sendable, Equatable {
        public var file: String
        public var line: Int
        public var rule: String
        public var severity: String
        public var message: String
        public var node: String?
    }

    /// Rules whose error findings mean the view crashes when shown.
    static let crashRules: Set<String> = ["missing-environment-object"]

    /// Past this many views, the page opens with each feature folder collapsed.
    static let collapseAbove = 250

    public static func render(_ map: AppMap, findings: [ListedFinding] = [], coverage: ViewCoverage? = nil,
                              title: String = "Statecraft map") -> String {
        let byNode = Dictionary(grouping: findings.filter { $0.node != nil }, by: { $0.node! }).mapValues { list in
            list.map { NodeFinding(rule: $0.rule, severity: $0.severity, message: $0.message, line: $0.line) }
        }
        let groups = featureGroups(map)
        let data = PageData(nodes: map.nodes.map { PageNode($0, group: groups[$0.id]) }, edges: map.edges, findings: byNode,
                            all: findings, collapseAbove: collapseAbove)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // The same count of views as `map --stats`, when the index is at hand; else the views drawn.
        let views = coverage?.views ?? map.nodes.filter { $0.kind == "view" }.count
        let screens = map.nodes.filter { $0.screen == true }.count
        let services = map.nodes.filter { $0.kind == "object" }.count
        let crashes = Set(findings.filter { crashRules.contains($0.rule) && $0.severity == "error" }.compactMap(\.node)).count
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
            <span id="stats">\(views) views · \(screens) screens · \(services) services · \(crashes) can crash · \(findings.count) finding\(findings.count == 1 ? "" : "s")</span>
            <span id="matches"></span>
            <span class="legend"><i class="l-screen"></i>screen <i class="l-object"></i>service <i class="l-crash"></i>can crash <i class="l-group"></i>folder</span>
            <button id="all" type="button">Whole app</button>
            <button id="fit" type="button">Fit</button>
            </header>
            <main>
            <svg id="map" xmlns="http://www.w3.org/2000/svg"></svg>
            <aside id="details"></aside>
            </main>
            <script id="map-data" type="application/json">\(json.replacingOccurrences(of: "</", with: "<\\/"))</script>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    struct PageData: Encodable {
        var nodes: [PageNode]
        var edges: [AppMap.Edge]
        var findings: [String: [NodeFinding]]
        var all: [ListedFinding]
        var collapseAbove: Int
    }

    struct PageNode: Encodable {
        var id: String
        var kind: String
        var name: String
        var file: String?
        var line: Int?
        var screen: Bool?
        var architecture: String?
        var observation: String?
        /// The feature folder the node's file lies in; nil for apps, scenes and services, which are never collapsed.
        var group: String?

        init(_ node: AppMap.Node, group: String?) {
            id = node.id
            kind = node.kind
            name = node.name
            file = node.file
            line = node.line
            screen = node.screen
            architecture = node.architecture
            observation = node.observation
            self.group = group
        }
    }

    /// Each view's feature folder: the first two folders of its file below the folder all the drawn files share
    /// (`Packages/Timeline`, `App/Settings`), or that shared folder itself. Services stay drawn one by one.
    static func featureGroups(_ map: AppMap) -> [String: String] {
        let folders = map.nodes.compactMap { node -> (String, [Substring])? in
            guard node.kind != "app", node.kind != "scene", node.kind != "object", let file = node.file else { return nil }
            return (node.id, Array(file.split(separator: "/").dropLast()))
        }
        var common = folders.first?.1 ?? []
        for (_, parts) in folders { common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0)) }
        var groups: [String: String] = [:]
        for (id, parts) in folders {
            let below = parts.dropFirst(common.count).prefix(2)
            groups[id] = below.isEmpty ? (common.last.map(String.init) ?? "app") : below.joined(separator: "/")
        }
        return groups
    }

    /// Every finding, each placed on the innermost drawn type whose declaration holds its line, if there is one.
    public static func attach(_ findings: [Finding], to map: AppMap, index: ProjectIndex) -> [ListedFinding] {
        var nodesByKey: [String: String] = [:]
        for node in map.nodes where node.kind != "object" {
            if let file = node.file { nodesByKey["\(file)|\(node.name)"] = node.id }
        }
        var typesByFile: [String: [TypeInfo]] = [:]
        for info in index.types.all where info.kind == .struct || info.kind == .class || info.kind == .enum {
            typesByFile[index.files[info.file].path, default: []].append(info)
        }
        return findings.map { finding in
            let holders = (typesByFile[finding.file] ?? []).filter {
                $0.declaration.position.line <= finding.position.line && finding.position.line <= $0.declaration.endLine
            }
            let node = holders.max(by: { $0.declaration.position.line < $1.declaration.position.line }).flatMap { holder in
                map.nodes.first { $0.name == holder.name && $0.file.map { finding.file.hasSuffix($0) || $0.hasSuffix(finding.file) } == true }?.id
                    ?? nodesByKey["\(finding.file)|\(holder.name)"]
            }
            return ListedFinding(file: finding.file, line: finding.position.line, rule: finding.ruleID,
                                 severity: finding.severity.rawValue, message: finding.message, node: node)
        }
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let style = """
        *{box-sizing:border-box}body{margin:0;font:13px -apple-system,system-ui,sans-serif;color:#1d1d1f;background:#f5f5f7;height:100vh;display:flex;flex-direction:column}
        header{display:flex;gap:12px;align-items:center;padding:8px 14px;background:#fff;border-bottom:1px solid #d2d2d7;flex-wrap:wrap}
        #search{flex:0 1 240px;padding:5px 9px;border:1px solid #c7c7cc;border-radius:7px}#stats,#matches{color:#6e6e73}
        .legend i{display:inline-block;width:12px;height:12px;margin:0 4px 0 10px;border-radius:3px;vertical-align:-2px}
        .l-screen{background:#e3f0ff;border:2px solid #0a66d6}.l-object{background:#fff4d6;border:1px solid #b58900}.l-crash{background:#ffe1df;border:2px solid #d70015}.l-group{background:#eef1f5;border:1px dashed #3a3a3c}
        main{flex:1;display:flex;min-height:0}svg{flex:1;cursor:grab;background:#fafafa}svg.dragging{cursor:grabbing}
        aside{width:360px;overflow:auto;padding:12px 14px;background:#fff;border-left:1px solid #d2d2d7}aside h2{font-size:15px;margin:12px 0 4px}aside h2:first-child{margin-top:0}
        aside .where{color:#6e6e73;word-break:break-all}aside li{margin:5px 0}aside ul{padding-left:18px;margin:4px 0}aside .sev-error{color:#d70015}aside .sev-warning{color:#a05a00}aside .hint{color:#6e6e73}
        aside button.link{border:0;background:none;padding:0;color:#0a66d6;cursor:pointer;font:inherit;text-align:left}aside .actions button{margin-right:6px}
        .edge{fill:none;stroke:#8e8e93;stroke-width:1.2}.edge.presents,.edge.navigates{stroke-dasharray:5 4}.edge.injects{stroke:#b58900;stroke-width:1.6}
        .edge.reads{stroke:#c9a227;stroke-dasharray:2 3}.edge.owns{stroke:#6f42c1}marker path{fill:#8e8e93}.edge.hl{stroke:#0a66d6;stroke-width:3;opacity:1}
        .node rect{fill:#fff;stroke:#8e8e93;stroke-width:1}.node text{text-anchor:middle;font-size:12px;pointer-events:none}
        .node.app rect,.node.scene rect{fill:#eef1f5;stroke:#3a3a3c}.node.screen rect{fill:#e3f0ff;stroke:#0a66d6;stroke-width:2}
        .node.group rect{fill:#eef1f5;stroke:#3a3a3c;stroke-dasharray:4 3}.node.group text{font-weight:600}
        .node.object rect{fill:#fff4d6;stroke:#b58900}.node.helper rect,.node.modifier rect,.node.factory rect{stroke-dasharray:3 2}
        .node.crash rect{fill:#ffe1df;stroke:#d70015;stroke-width:2.5}.badge{fill:#a05a00}.node.crash .badge{fill:#d70015}
        .badge-text{fill:#fff;font-size:10px;font-weight:600;text-anchor:middle}.node{cursor:pointer}.node.selected rect{stroke-width:3.5;stroke:#0a66d6}
        .node.near rect{stroke:#0a66d6}.dim{opacity:.18}.match rect{stroke:#0a66d6;stroke-width:3}
        """

    /// The page's script: reads the data, works out what to draw (collapsed folders, a focused subtree), lays it
    /// out in rows (roots first, each row ordered by its parents' positions, long rows wrapped), draws it, and
    /// handles search, selection, zoom and the `#search=`, `#select=` and `#focus=` links.
    static let script = """
        (function () {
          'use strict';
          var data = JSON.parse(document.getElementById('map-data').textContent);
          var NS = 'http://www.w3.org/2000/svg', H = 34, ROW = 110, WRAP = 58, GAP = 28, PER_LINE = 14;
          var svg = document.getElementById('map'), details = document.getElementById('details');
          var search = document.getElementById('search'), matchesLabel = document.getElementById('matches');
          var VIEW_EDGES = { builds: 1, tab: 1, navigates: 1, presents: 1 };
          var nodes = {}, outgoing = {}, incoming = {}, groupSizes = {};
          data.nodes.forEach(function (n) { nodes[n.id] = n; outgoing[n.id] = []; incoming[n.id] = []; if (n.group) groupSizes[n.group] = (groupSizes[n.group] || 0) + 1; });
          data.edges.forEach(function (e) { if (nodes[e.from] && nodes[e.to]) { outgoing[e.from].push(e); incoming[e.to].push(e); } });
          var viewCount = data.nodes.filter(function (n) { return n.kind === 'view'; }).length;
          var collapsed = {}, focusId = null, selectedId = null, query = '', placed = {}, full = null, view = null;
          function collapseAll() { collapsed = {}; if (viewCount > data.collapseAbove) Object.keys(groupSizes).forEach(function (g) { collapsed[g] = true; }); }
          collapseAll();

          function el(tag, attrs, parent) {
            var e = document.createElementNS(NS, tag);
            Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
            if (parent) parent.appendChild(e);
            return e;
          }
          function html(tag, content, cls) { var e = document.createElement(tag); if (content != null) e.textContent = content; if (cls) e.className = cls; return e; }
          // The subtree a node builds (view edges), with the services it and its subtree touch.
          function subtree(id) {
            var seen = {}, queue = [id]; seen[id] = true;
            for (var i = 0; i < queue.length; i++) outgoing[queue[i]].forEach(function (e) {
              if (!seen[e.to] && (VIEW_EDGES[e.kind] || nodes[e.to].kind === 'object')) { seen[e.to] = true; if (VIEW_EDGES[e.kind]) queue.push(e.to); }
            });
            return seen;
          }
          var collapsing = true;
          function representative(id) {
            var n = nodes[id];
            return collapsing && n.group && collapsed[n.group] && id !== focusId ? 'group:' + n.group : id;
          }
          // What to draw: every node, or a focused subtree (whole, unless it is itself large); a collapsed folder as
          // one node.
          function visibleGraph() {
            var scope = focusId ? subtree(focusId) : null, list = [], seen = {}, edges = [], keys = {};
            collapsing = !scope || Object.keys(scope).filter(function (id) { return nodes[id].kind === 'view'; }).length > data.collapseAbove;
            data.nodes.forEach(function (n) {
              if (scope && !scope[n.id]) return;
              var id = representative(n.id);
              if (seen[id]) return; seen[id] = true;
              list.push(id === n.id ? n : { id: id, kind: 'group', name: n.group + ' (' + groupSizes[n.group] + ')', group: n.group });
            });
            data.edges.forEach(function (e) {
              if (scope && (!scope[e.from] || !scope[e.to])) return;
              var a = representative(e.from), b = representative(e.to), key = a + '|' + b + '|' + e.kind;
              if (a === b || keys[key]) return; keys[key] = true;
              edges.push({ from: a, to: b, kind: e.kind, injects: e.injects, real: a === e.from && b === e.to });
            });
            return { nodes: list, edges: edges };
          }
          function width(n) { return Math.max(90, n.name.length * 7.2 + 28); }
          // Rows by distance from the roots along view edges, services last; each row ordered by the mean position
          // of its parents, a few sweeps down; a long row wraps onto several lines, each centred.
          function layout(graph) {
            var children = {}, parents = {}, row = {}, rows = [], objects = [], others = [];
            graph.nodes.forEach(function (n) { children[n.id] = []; parents[n.id] = []; (n.kind === 'object' ? objects : others).push(n.id); });
            graph.edges.forEach(function (e) { if (VIEW_EDGES[e.kind] && children[e.from] && parents[e.to]) { children[e.from].push(e.to); parents[e.to].push(e.from); } });
            var queue = others.filter(function (id) { return parents[id].length === 0; });
            if (!queue.length && others.length) queue = [others[0]];
            queue.forEach(function (id) { row[id] = 0; });
            for (var head = 0; head < queue.length || Object.keys(row).length < others.length; head++) {
              if (head === queue.length) { var next = others.find(function (id) { return row[id] === undefined; }); if (next === undefined) break; row[next] = 0; queue.push(next); }
              var id = queue[head];
              children[id].forEach(function (c) { if (row[c] === undefined && objects.indexOf(c) < 0) { row[c] = row[id] + 1; queue.push(c); } });
            }
            queue.forEach(function (id) { (rows[row[id]] = rows[row[id]] || []).push(id); });
            rows = rows.filter(Boolean);
            if (objects.length) rows.push(objects);
            graph.edges.forEach(function (e) { if (!VIEW_EDGES[e.kind] && parents[e.to]) parents[e.to].push(e.from); });
            var byId = {}; graph.nodes.forEach(function (n) { byId[n.id] = n; });
            var x = {};
            function place(r) { var at = 0; r.forEach(function (id) { x[id] = at; at += width(byId[id]) + GAP; }); }
            rows.forEach(place);
            for (var sweep = 0; sweep < 4; sweep++) rows.forEach(function (r, index) {
              if (!index) return;
              var key = {};
              r.forEach(function (id, i) {
                var xs = parents[id].filter(function (p) { return x[p] !== undefined; }).map(function (p) { return x[p] + width(byId[p]) / 2; });
                key[id] = xs.length ? xs.reduce(function (a, b) { return a + b; }, 0) / xs.length : x[id];
              });
              r.sort(function (a, b) { return key[a] - key[b]; }); place(r);
            });
            var result = {}, lines = [], y = 20;
            rows.forEach(function (r) {
              for (var start = 0; start < r.length; start += PER_LINE) {
                lines.push({ ids: r.slice(start, start + PER_LINE), y: y });
                y += start + PER_LINE >= r.length ? ROW : WRAP;
              }
            });
            var widths = lines.map(function (line) { return line.ids.reduce(function (sum, id) { return sum + width(byId[id]) + GAP; }, -GAP); });
            var widest = Math.max.apply(null, widths.concat([200]));
            lines.forEach(function (line, index) {
              var at = 20 + (widest - widths[index]) / 2;
              line.ids.forEach(function (id) { result[id] = { x: at, y: line.y, w: width(byId[id]) }; at += width(byId[id]) + GAP; });
            });
            return { placed: result, width: widest + 40, height: y - ROW + H + 40 };
          }
          function crashes(id) { return (data.findings[id] || []).some(function (f) { return f.rule === 'missing-environment-object' && f.severity === 'error'; }); }
          function draw() {
            var graph = visibleGraph(), laid = layout(graph);
            placed = laid.placed;
            while (svg.firstChild) svg.removeChild(svg.firstChild);
            var marker = el('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerUnits: 'userSpaceOnUse', markerWidth: 9, markerHeight: 9, orient: 'auto-start-reverse' }, el('defs', {}, svg));
            el('path', { d: 'M 0 0 L 10 5 L 0 10 z' }, marker);
            var viewport = el('g', { id: 'viewport' }, svg), edgeLayer = el('g', { 'class': 'edges' }, viewport), nodeLayer = el('g', { 'class': 'nodes' }, viewport);
            graph.edges.forEach(function (e) {
              var a = placed[e.from], b = placed[e.to]; if (!a || !b) return;
              var sx = a.x + a.w / 2, sy = a.y + H, ex = b.x + b.w / 2, ey = b.y, bend = Math.max(30, Math.abs(ey - sy) / 2);
              var path = el('path', { 'class': 'edge ' + e.kind, 'data-from': e.from, 'data-to': e.to, 'data-kind': e.kind, 'marker-end': 'url(#arrow)',
                d: 'M ' + sx + ' ' + sy + ' C ' + sx + ' ' + (sy + bend) + ', ' + ex + ' ' + (ey - bend) + ', ' + ex + ' ' + ey }, edgeLayer);
              el('title', {}, path).textContent = e.kind + (e.injects ? ': ' + e.injects.join(', ') : '');
            });
            graph.nodes.forEach(function (n) {
              var p = placed[n.id]; if (!p) return;
              // A folder carries the findings of the views in it.
              var members = n.kind === 'group' ? data.nodes.filter(function (m) { return m.group === n.group; }).map(function (m) { return m.id; }) : [n.id];
              var list = [].concat.apply([], members.map(function (id) { return data.findings[id] || []; }));
              var classes = ['node', n.kind];
              if (n.screen) classes.push('screen');
              if (n.architecture) classes.push('arch-' + n.architecture);
              if (members.some(crashes)) classes.push('crash');
              if (list.length) classes.push('has-findings');
              var g = el('g', { 'class': classes.join(' '), 'data-id': n.id, 'data-name': n.name, transform: 'translate(' + p.x + ' ' + p.y + ')', tabindex: 0 }, nodeLayer);
              el('rect', { width: p.w, height: H, rx: n.kind === 'object' ? 17 : 6 }, g);
              el('text', { x: p.w / 2, y: 22 }, g).textContent = n.name;
              if (list.length) {
                el('circle', { 'class': 'badge', cx: p.w, cy: 0, r: 9 }, g);
                el('text', { 'class': 'badge-text', x: p.w, y: 4 }, g).textContent = classes.indexOf('crash') >= 0 ? '!' : String(list.length);
              }
              g.addEventListener('click', function (event) { event.stopPropagation(); activate(n); });
              g.addEventListener('keydown', function (event) { if (event.key === 'Enter') activate(n); });
            });
            full = { x: 0, y: 0, width: laid.width, height: laid.height };
            svg.setAttribute('data-full-width', laid.width);
            view = { x: full.x, y: full.y, width: full.width, height: full.height }; apply();
            mark();
          }
          function apply() { svg.setAttribute('viewBox', [view.x, view.y, view.width, view.height].join(' ')); }
          // Frames the given drawn nodes, with a margin and no closer than a readable zoom.
          function frame(ids) {
            var boxes = ids.map(function (id) { return placed[id]; }).filter(Boolean); if (!boxes.length) return;
            var minX = Math.min.apply(null, boxes.map(function (b) { return b.x; })), minY = Math.min.apply(null, boxes.map(function (b) { return b.y; }));
            var maxX = Math.max.apply(null, boxes.map(function (b) { return b.x + b.w; })), maxY = Math.max.apply(null, boxes.map(function (b) { return b.y + H; }));
            var r = svg.getBoundingClientRect(), aspect = (r.height || 600) / Math.max(1, r.width || 1000);
            var w = Math.max(maxX - minX + 160, 700), h = Math.max(maxY - minY + 160, w * aspect); w = Math.max(w, h / aspect);
            view = { x: (minX + maxX) / 2 - w / 2, y: (minY + maxY) / 2 - h / 2, width: w, height: h }; apply();
          }
          // Search marks, selection highlights: applied after each drawing.
          function mark() {
            var q = query.trim().toLowerCase(), matched = [];
            document.querySelectorAll('.node').forEach(function (g) {
              var hit = !!q && g.getAttribute('data-name').toLowerCase().indexOf(q) >= 0;
              g.classList.toggle('match', hit); g.classList.toggle('dim', !!q && !hit); if (hit) matched.push(g.getAttribute('data-id'));
              g.classList.toggle('selected', g.getAttribute('data-id') === selectedId);
              g.classList.remove('near');
            });
            document.querySelectorAll('.edge').forEach(function (e) {
              var touches = !!selectedId && (e.getAttribute('data-from') === selectedId || e.getAttribute('data-to') === selectedId);
              e.classList.toggle('hl', touches); e.classList.toggle('dim', !!q && !touches);
              if (touches) [e.getAttribute('data-from'), e.getAttribute('data-to')].forEach(function (id) {
                if (id !== selectedId) { var g = document.querySelector('.node[data-id="' + CSS.escape(id) + '"]'); if (g) g.classList.add('near'); }
              });
            });
            return matched;
          }
          function filter(value) {
            query = value;
            var q = query.trim().toLowerCase();
            var hits = q ? data.nodes.filter(function (n) { return n.name.toLowerCase().indexOf(q) >= 0; }) : [];
            // A match inside a collapsed folder opens the folder, so that the match itself is drawn.
            var opened = false;
            hits.forEach(function (n) { if (n.group && collapsed[n.group]) { delete collapsed[n.group]; opened = true; } });
            if (opened) draw();
            var matched = mark();
            matchesLabel.textContent = q ? hits.length + ' match' + (hits.length === 1 ? '' : 'es') : '';
            document.getElementById('stats').setAttribute('data-matches', hits.length);
            if (matched.length) frame(matched);
          }
          function link(id, label) {
            var b = html('button', label || nodes[id].name, 'link'); b.type = 'button';
            b.addEventListener('click', function () { reveal(id); }); return b;
          }
          function section(title, items) {
            if (!items.length) return;
            details.appendChild(html('h2', title));
            var ul = html('ul'); items.forEach(function (item) { var li = html('li'); li.appendChild(item); ul.appendChild(li); }); details.appendChild(ul);
          }
          // With nothing selected: every finding of the run, each leading to the node that holds it.
          function overview() {
            details.innerHTML = '';
            details.appendChild(html('p', 'Click a node for its file, findings, parents and children; a folder to open it. Scroll to zoom, drag to move.', 'hint'));
            var ul = html('ul'); ul.id = 'all-findings';
            data.all.forEach(function (f) {
              var li = html('li', null, 'sev-' + f.severity), place = f.file + ':' + f.line + ' ';
              if (f.node && nodes[f.node]) { li.appendChild(link(f.node, place)); li.appendChild(document.createTextNode(f.message + ' [' + f.rule + ']')); }
              else li.textContent = place + f.message + ' [' + f.rule + '] (not on a drawn view)';
              ul.appendChild(li);
            });
            details.appendChild(html('h2', data.all.length + ' finding' + (data.all.length === 1 ? '' : 's')));
            details.appendChild(ul);
          }
          function select(id) {
            var node = nodes[id]; if (!node) return;
            selectedId = id; mark();
            details.innerHTML = '';
            details.appendChild(html('h2', node.name));
            details.appendChild(html('p', node.kind + (node.screen ? ' · screen' : '') + (node.architecture ? ' · ' + node.architecture : '') + (node.observation ? ' · ' + node.observation : '') + (node.group ? ' · ' + node.group : '')));
            if (node.file) details.appendChild(html('p', node.file + (node.line ? ':' + node.line : ''), 'where'));
            var actions = html('p', null, 'actions');
            var focus = html('button', 'Draw its subtree alone'); focus.type = 'button'; focus.addEventListener('click', function () { focusOn(id); }); actions.appendChild(focus);
            var back = html('button', 'All findings'); back.type = 'button'; back.addEventListener('click', function () { selectedId = null; mark(); overview(); history.replaceState(null, '', '#'); }); actions.appendChild(back);
            details.appendChild(actions);
            var list = data.findings[id] || [];
            details.appendChild(html('h2', list.length ? list.length + ' finding' + (list.length > 1 ? 's' : '') : 'No findings'));
            var ul = html('ul'); ul.id = 'findings';
            list.forEach(function (f) { ul.appendChild(html('li', (node.file || '') + ':' + f.line + ' ' + f.message + ' [' + f.rule + ']', 'sev-' + f.severity)); });
            details.appendChild(ul);
            section('Shown by', incoming[id].filter(function (e) { return VIEW_EDGES[e.kind]; }).map(function (e) { return link(e.from); }));
            section('Shows', outgoing[id].filter(function (e) { return VIEW_EDGES[e.kind]; }).map(function (e) { return link(e.to, nodes[e.to].name + ' (' + e.kind + ')'); }));
            section('Injects', outgoing[id].filter(function (e) { return e.injects; }).map(function (e) { return link(e.to, e.injects.join(', ') + ' into ' + nodes[e.to].name); }));
            section('Reads and owns', outgoing[id].filter(function (e) { return !VIEW_EDGES[e.kind] && !e.injects; }).map(function (e) { return link(e.to, nodes[e.to].name + ' (' + e.kind + ')'); }));
            section('Read or owned by', incoming[id].filter(function (e) { return !VIEW_EDGES[e.kind]; }).map(function (e) { return link(e.from, nodes[e.from].name + ' (' + e.kind + ')'); }));
            history.replaceState(null, '', '#select=' + encodeURIComponent(id) + (focusId ? '&focus=' + encodeURIComponent(focusId) : ''));
          }
          // Draws the node (opening its folder, leaving a focus that hides it), selects it and frames it.
          function reveal(id) {
            var node = nodes[id]; if (!node) return;
            var redraw = false;
            if (node.group && collapsed[node.group]) { delete collapsed[node.group]; redraw = true; }
            if (focusId && !subtree(focusId)[id]) { focusId = null; redraw = true; }
            if (redraw) draw();
            select(id); frame([id]);
          }
          function activate(n) {
            if (n.kind === 'group') {
              delete collapsed[n.group]; draw();
              frame(data.nodes.filter(function (m) { return m.group === n.group; }).map(function (m) { return m.id; }));
            } else { select(n.id); }
          }
          function focusOn(id) { focusId = id; draw(); if (selectedId) select(selectedId); }
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
          document.getElementById('all').addEventListener('click', function () { focusId = null; collapseAll(); selectedId = null; draw(); overview(); });
          // `#focus=ID` draws a subtree alone, `#search=Feed` filters, `#select=view:FeedView` opens on a node.
          var hash = new URLSearchParams(location.hash.slice(1));
          if (hash.get('focus') && nodes[hash.get('focus')]) focusId = hash.get('focus');
          draw(); overview();
          if (hash.get('search')) { search.value = hash.get('search'); filter(search.value); }
          if (hash.get('select')) reveal(hash.get('select'));
          document.body.setAttribute('data-ready', 'true');
        })();
        """
}
