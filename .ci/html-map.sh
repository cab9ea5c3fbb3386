#!/usr/bin/env bash
# Renders `map --format html` in headless Chromium (Debian's `chromium`): a screenshot, and the DOM after the
# page's script ran, opened searched and on a node, with assertions on nodes, an edge, the crash marker and the
# details panel. Needs `statecraft` built (`swift build`).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
if ! command -v chromium > /dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium > /dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
page="$work/map.html"
(cd Tests/StatecraftKitTests/MapApp && "$repo/.build/debug/statecraft" map --format html --output "$page" --quiet)
browser=(chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,800)
"${browser[@]}" --screenshot="$work/map.png" "file://$page#select=view:SettingsView" > "$work/chromium.log" 2>&1
"${browser[@]}" --virtual-time-budget=2000 --dump-dom "file://$page#search=Entry&select=view:SettingsView" > "$work/dom.html" 2> "$work/dom.log"
python3 - "$work/dom.html" "$work/map.png" <<'PY'
import sys
from html.parser import HTMLParser

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.nodes, self.edges, self.body, self.stack, self.details, self.resources = {}, [], {}, [], [], []
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = attrs.get("class", "").split()
        if tag == "g" and "node" in classes:
            self.nodes[attrs["data-id"]] = classes
        if tag == "path" and "edge" in classes:
            self.edges.append((attrs["data-from"], attrs["data-to"], attrs["data-kind"]))
        if tag == "body":
            self.body = attrs
        if tag in ("script", "img", "link") and (attrs.get("src") or attrs.get("href")):
            self.resources.append(attrs.get("src") or attrs.get("href"))
        if tag == "span" and attrs.get("id") == "stats":
            self.matches = attrs.get("data-matches")
        self.stack.append(attrs.get("id"))
    def handle_endtag(self, tag):
        if self.stack: self.stack.pop()
    def handle_data(self, data):
        if "details" in self.stack and data.strip():
            self.details.append(data.strip())

page = Page()
page.feed(open(sys.argv[1]).read())
assert page.body.get("data-ready") == "true", "the page's script did not run"
assert len(page.nodes) == 9, sorted(page.nodes)
assert ("scene:JournalApp.WindowGroup", "view:RootView", "builds") in page.edges, page.edges
assert ("view:RootView", "view:EntryDetail", "navigates") in page.edges, page.edges
assert "crash" in page.nodes["view:SettingsView"], page.nodes["view:SettingsView"]
assert [node for node, classes in page.nodes.items() if "crash" in classes] == ["view:SettingsView"]
assert "selected" in page.nodes["view:SettingsView"]
assert page.matches == "3", page.matches                  # EntryList, EntryDetail, EntryStore
assert all("dim" in page.nodes[n] for n in ("view:RootView", "app:JournalApp"))
text = " ".join(page.details)
assert "SettingsView" in text and "Views.swift:35" in text and "[missing-environment-object]" in text, text
assert not page.resources, page.resources                 # nothing loaded from elsewhere
png = open(sys.argv[2], "rb").read()
assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 20000, len(png)
print(f"HTML map: {len(page.nodes)} nodes, {len(page.edges)} edges, crash marker on SettingsView, rendered by Chromium")
PY
mkdir -p "$repo/.build"
cp "$work/map.png" "$repo/.build/html-map.png"

# A 500-view app in 25 feature folders: the page opens with each folder collapsed and lists every finding of
# the run; `#select=` opens the folder and frames the node, `#search=` opens the folders of its matches,
# `#focus=` draws one subtree alone.
big="$work/big"
python3 - "$big" <<'PY'
import os, sys
root = sys.argv[1]
features, per = 25, 20
def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    open(path, "w").write(text)
write(f"{root}/.statecraft.yml", 'deployment_target: { ios: "17.0" }\n')
tabs = "\n".join(f"            Feature{f}Root().tabItem {{ Text(\"{f}\") }}" for f in range(features))
write(f"{root}/App/BigApp.swift", f"""import SwiftUI
@main
struct BigApp: App {{
    @State private var store = Store()
    var body: some Scene {{ WindowGroup {{ RootTabs().environment(store) }} }}
}}
struct RootTabs: View {{
    var body: some View {{
        TabView {{
{tabs}
        }}
    }}
}}
@Observable final class Store {{ var items: [String] = [] }}
@Observable final class Ledger {{ var total = 0 }}
final class LegacyCache: ObservableObject {{ @Published var entries: [String] = [] }}
""")
for f in range(features):
    views = [f"struct Feature{f}Root: View {{\n    var body: some View {{ NavigationStack {{ Feature{f}View0() }} }}\n}}\n"]
    for v in range(per):
        children = " ".join(f"Feature{f}View{c}()" for c in (2 * v + 1, 2 * v + 2) if c < per)
        # Every fifth feature's deepest views read a ledger that no ancestor injects: a crash.
        reads = "    @Environment(Ledger.self) private var ledger\n" if f % 5 == 0 and v == per - 1 else "    @Environment(Store.self) private var store\n"
        uses = "ledger.total" if "ledger" in reads else "store.items.count"
        body = "\n".join(["            Text(\"\\(" + uses + ")\")"] + ["            " + child for child in children.split()])
        views.append(f"struct Feature{f}View{v}: View {{\n{reads}    var body: some View {{\n        VStack {{\n{body}\n        }}\n    }}\n}}\n")
    write(f"{root}/Features/Feature{f}/Feature{f}Views.swift", "import SwiftUI\n" + "\n".join(views))
PY
(cd "$big" && "$repo/.build/debug/statecraft" map --format html --output "$work/big.html" --quiet)
(cd "$big" && "$repo/.build/debug/statecraft" map --stats --format json --quiet > "$work/big-stats.json")
set +e
(cd "$big" && "$repo/.build/debug/statecraft" check . --format json > "$work/big.json")
set -e
"${browser[@]}" --screenshot="$work/big.png" "file://$work/big.html" > /dev/null 2>&1
"${browser[@]}" --screenshot="$work/big-selected.png" "file://$work/big.html#select=view:Feature10View19" > /dev/null 2>&1
for name in default:"" select:"#select=view:Feature7View13" search:"#search=Feature12" focus:"#focus=view:Feature3Root"; do
    "${browser[@]}" --virtual-time-budget=3000 --dump-dom "file://$work/big.html${name#*:}" > "$work/big-${name%%:*}.html" 2> /dev/null
done
python3 - "$work" <<'PY'
import json, re, sys
from html.parser import HTMLParser
work = sys.argv[1]

class Page(HTMLParser):
    def __init__(self):
        super().__init__()
        self.nodes, self.svg, self.body, self.stats, self.findings, self.stack = {}, {}, {}, {}, 0, []
    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = attrs.get("class", "").split()
        if tag == "g" and "node" in classes: self.nodes[attrs["data-id"]] = classes
        if tag == "svg": self.svg = attrs
        if tag == "body": self.body = attrs
        if tag == "span" and attrs.get("id") == "stats": self.stats = attrs
        if tag == "ul": self.stack.append(attrs.get("id"))
        if tag == "li" and "all-findings" in self.stack: self.findings += 1
    def handle_endtag(self, tag):
        if tag == "ul" and self.stack: self.stack.pop()

def page(name):
    p = Page(); p.feed(open(f"{work}/big-{name}.html").read())
    assert p.body.get("data-ready") == "true", name
    return p

report = json.load(open(f"{work}/big.json"))
total = report["summary"]["findings"]
crashes = [f for f in report["findings"] if f["rule"] == "missing-environment-object"]
assert len(crashes) == 5, [f["message"] for f in crashes]

default = page("default")
groups = [n for n, c in default.nodes.items() if "group" in c]
assert len(groups) == 26 and len(default.nodes) < 40, (len(groups), len(default.nodes))    # 25 features and App
assert default.findings == total, (default.findings, total)                                # every finding listed
views = json.load(open(f"{work}/big-stats.json"))["coverage"]["views"]
assert views > 500 and re.search(rf"\b{views} views\b", open(f"{work}/big.html").read()), "the header counts the views as map --stats does"

selected = page("select")
assert "selected" in selected.nodes["view:Feature7View13"], selected.nodes.get("view:Feature7View13")
box = [float(v) for v in selected.svg["viewbox"].split()]   # HTMLParser lowercases names
assert box[2] < float(selected.svg["data-full-width"]) / 2, (box, selected.svg["data-full-width"])   # framed, not the whole app

searched = page("search")
matches = [n for n, c in searched.nodes.items() if "match" in c]
assert searched.stats.get("data-matches") == "21" and len(matches) == 21, (searched.stats, len(matches))

focused = page("focus")
views = [n for n in focused.nodes if n.startswith("view:")]
assert len(views) == 21 and all(v.startswith("view:Feature3") for v in views), views

for png in ("big.png", "big-selected.png"):
    data = open(f"{work}/{png}", "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 20000, (png, len(data))
print(f"HTML map, 500 views: {len(default.nodes)} nodes drawn in {len(groups)} folders, {total} findings listed; select, search and focus work")
PY
cp "$work/big.png" "$repo/.build/html-map-500.png"
cp "$work/big-selected.png" "$repo/.build/html-map-500-selected.png"
