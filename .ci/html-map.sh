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
