"""Drives `statecraft mcp` with the real Python MCP client: lists the tools and calls each one on the bundled
examples, asserting on what comes back. Usage: python3 .ci/mcp_client_test.py path/to/statecraft"""
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

STATECRAFT = os.path.abspath(sys.argv[1])
EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples")


def text_of(result):
    return "".join(part.text for part in result.content if getattr(part, "type", "") == "text")


async def main():
    server = StdioServerParameters(command=STATECRAFT, args=["mcp"], cwd=os.path.abspath(EXAMPLES))
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            info = await session.initialize()
            assert info.server_info.name == "statecraft", info.server_info

            tools = {tool.name: tool for tool in (await session.list_tools()).tools}
            assert set(tools) == {"check", "explain_rule", "list_rules", "preview_fix", "map"}, sorted(tools)
            assert tools["check"].input_schema["properties"]["files"]["type"] == "array"

            # The whole examples folder: the deliberate findings, as text and as the JSON report.
            full = await session.call_tool("check", {})
            assert not full.is_error, text_of(full)
            report = full.structured_content
            assert report["tool"]["name"] == "statecraft" and report["summary"]["findings"] == len(report["findings"]) > 5, report["summary"]
            assert "[missing-environment-object]" in text_of(full) or "[environment-read-in-init]" in text_of(full), text_of(full)

            # One file, with whole-project context: what the full run says of it, and nothing else.
            one = "TrailJournal/Views/SettingsView.swift"
            expected = [f for f in report["findings"] if f["file"] == one]
            scoped = await session.call_tool("check", {"files": [one]})
            found = scoped.structured_content["findings"]
            assert found == expected and found, (found, expected)
            assert all(line.startswith(one) for line in text_of(scoped).splitlines() if ": error: " in line or ": warning: " in line)

            explained = await session.call_tool("explain_rule", {"rule": "task-in-onappear"})
            assert not explained.is_error and "task-in-onappear" in text_of(explained)
            assert explained.structured_content["rule"]["id"] == "task-in-onappear", explained.structured_content
            unknown = await session.call_tool("explain_rule", {"rule": "task-on-appear"})
            assert unknown.is_error and "did you mean `task-in-onappear`" in text_of(unknown), text_of(unknown)

            rules = await session.call_tool("list_rules", {})
            listed = rules.structured_content
            ids = [rule["id"] for rule in listed["rules"]]
            assert "missing-environment-object" in ids and len(ids) > 20, ids

            preview = await session.call_tool("preview_fix", {"paths": ["Pantry"], "fixes": ["observation-migration"]})
            assert not preview.is_error, text_of(preview)
            assert "--- a/" in text_of(preview) and "@Observable" in text_of(preview), text_of(preview)[:500]
            before = open(os.path.join(EXAMPLES, "Pantry", "Features", "ShoppingList", "ShoppingListViewModel.swift")).read()
            assert "@Observable" not in before or "ObservableObject" in before, "preview_fix must not write"

            subtree = await session.call_tool("map", {"paths": ["TrailJournal"], "root": "SettingsView", "format": "json"})
            assert not subtree.is_error, text_of(subtree)
            graph = json.loads(text_of(subtree))
            names = {node.get("name") for node in graph.get("nodes", [])}
            assert "SettingsView" in names, names
            mermaid = await session.call_tool("map", {"paths": ["TrailJournal"], "root": "SettingsView"})
            assert text_of(mermaid).startswith("flowchart") or text_of(mermaid).startswith("graph"), text_of(mermaid)[:200]
            missing = await session.call_tool("map", {"root": "NoSuchView"})
            assert missing.is_error and "NoSuchView" in text_of(missing)

            # Bounded answers: a summary first, then a page of findings, and how to get the next one.
            total = report["summary"]["findings"]
            first = await session.call_tool("check", {"limit": 2})
            assert not first.is_error, text_of(first)
            page = first.structured_content
            assert page["page"] == {"offset": 0, "count": 2, "total": total}, page["page"]
            assert page["findings"] == report["findings"][:2] and page["summary"]["findings"] == total, page["summary"]
            assert text_of(first).startswith(f"{total} findings (") and f"Showing findings 1–2 of {total}; call again with `offset: 2`" in text_of(first), text_of(first)
            second = await session.call_tool("check", {"limit": 2, "offset": 2})
            assert second.structured_content["findings"] == report["findings"][2:4]
            for bad in ({"limit": 0}, {"limit": 10000}, {"offset": -1}, {"limit": "ten"}):
                refused = await session.call_tool("check", bad)
                assert refused.is_error and ("`limit`" in text_of(refused) or "`offset`" in text_of(refused)), (bad, text_of(refused))

            # What the command line refuses, MCP refuses, with the same words.
            folder = await session.call_tool("check", {"files": ["Pantry"]})
            assert folder.is_error and "takes files, and `Pantry` is a folder" in text_of(folder), text_of(folder)
            empty_folder = tempfile.mkdtemp()
            empty = await session.call_tool("check", {"paths": [empty_folder]})
            assert empty.is_error and "no Swift file to check in" in text_of(empty), text_of(empty)
            html = await session.call_tool("map", {"paths": ["TrailJournal"], "format": "html"})
            assert html.is_error and "mermaid, dot or json" in text_of(html), text_of(html)

            # The configured baseline leaves out what it holds, as `statecraft check` does.
            project = tempfile.mkdtemp()
            with open(os.path.join(project, "Shelf.swift"), "w") as source:
                source.write("import SwiftUI\nstruct Shelf: View {\n    @State var count = 0\n    var body: some View { Button(\"\\(count)\") { count += 1 } }\n}\n")
            subprocess.run([STATECRAFT, "check", ".", "--write-baseline", "baseline.json"], cwd=project, capture_output=True)
            with open(os.path.join(project, ".statecraft.yml"), "w") as config:
                config.write("baseline: baseline.json\n")
            cli = subprocess.run([STATECRAFT, "check", project, "--format", "json"], capture_output=True, text=True)
            assert json.loads(cli.stdout)["findings"] == [], cli.stdout
            based = await session.call_tool("check", {"paths": [project]})
            assert not based.is_error and based.structured_content["findings"] == [], text_of(based)
            assert "1 finding is in the baseline" in text_of(based), text_of(based)

            # A map too large for one answer is a summary naming where to start.
            big = tempfile.mkdtemp()
            views = 1400
            with open(os.path.join(big, "Big.swift"), "w") as source:
                source.write("import SwiftUI\n@main struct BigApp: App { var body: some Scene { WindowGroup { Screen0() } } }\n")
                for i in range(views):
                    children = " ".join(f"Screen{c}()" for c in (2 * i + 1, 2 * i + 2) if c < views)
                    source.write(f"struct Screen{i}: View {{ var body: some View {{ VStack {{ Text(\"{i}\") {children} }} }} }}\n")
            summary = await session.call_tool("map", {"paths": [big]})
            assert not summary.is_error and len(text_of(summary)) < 5000, len(text_of(summary))
            assert "more than one answer holds" in text_of(summary) and "`Screen0`" in text_of(summary), text_of(summary)[:500]
            subtree = await session.call_tool("map", {"paths": [big], "root": "Screen400"})
            assert not subtree.is_error and text_of(subtree).startswith(("flowchart", "graph")), text_of(subtree)[:300]

            limited = await session.call_tool("preview_fix", {"paths": ["Pantry"], "limit": 1})
            assert not limited.is_error and text_of(limited).count("--- a/") == 1, text_of(limited)[:500]

            # The server keeps each file's facts between calls: an edit in one file is seen at the next call,
            # with its effect in another file (the app stops injecting the store its views read).
            habits = os.path.join(tempfile.mkdtemp(), "Habits")
            shutil.copytree(os.path.join(EXAMPLES, "Habits"), habits)
            app = os.path.join(habits, "HabitsApp.swift")
            injected = open(app).read()
            assert ".environment(store)" in injected
            def crashes(result):
                return [f for f in result.structured_content["findings"] if f["rule"] == "missing-environment-object"]
            first = await session.call_tool("check", {"paths": [habits]})
            assert not first.is_error and crashes(first) == [], text_of(first)
            with open(app, "w") as source:
                source.write(injected.replace(".environment(store)", ""))
            edited = await session.call_tool("check", {"paths": [habits]})
            assert crashes(edited) and all(not f["file"].endswith("HabitsApp.swift") for f in crashes(edited)), text_of(edited)
            with open(app, "w") as source:
                source.write(injected)
            restored = await session.call_tool("check", {"paths": [habits]})
            assert restored.structured_content["findings"] == first.structured_content["findings"], text_of(restored)

    print("MCP: 5 tools listed and called through the Python MCP client")


asyncio.run(main())
