"""Drives `statecraft mcp` with the real Python MCP client: lists the tools and calls each one on the bundled
examples, asserting on what comes back. Usage: python3 .ci/mcp_client_test.py path/to/statecraft"""
import asyncio
import json
import os
import sys

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

    print("MCP: 5 tools listed and called through the Python MCP client")


asyncio.run(main())
