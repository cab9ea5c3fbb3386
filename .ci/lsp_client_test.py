"""Drives `statecraft lsp` with a real Language Server Protocol client (pygls's), on a copy of the Habits example:
diagnostics on start, an edit in one file that makes a crash appear in others, hover, a code action resolved and
applied, a file changed on disk behind the editor's back, shutdown. Usage:
python3 .ci/lsp_client_test.py path/to/statecraft [APP_FOLDER FILE]

With APP_FOLDER and FILE (a Swift file in it), it times instead: how long after an edit of FILE the diagnostics
of the whole app arrive, over ten edits, and prints the median."""
import asyncio
import json
import os
import shutil
import subprocess
import statistics
import sys
import tempfile
import time

from lsprotocol import types as lsp
from pygls.lsp.client import BaseLanguageClient

STATECRAFT = os.path.abspath(sys.argv[1])
EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Examples")
TIMEOUT = 60


def uri_of(path):
    return "file://" + os.path.abspath(path)


class Client:
    """The pygls client, with what the server published kept by URI."""

    def __init__(self):
        self.lsp = BaseLanguageClient("statecraft-ci", "1.0")
        self.diagnostics = {}
        self.logs = []
        self.registrations = []
        self.published = asyncio.Condition()

        @self.lsp.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        async def published(params):
            async with self.published:
                self.diagnostics[params.uri] = (params.diagnostics, time.monotonic(), params.version)
                self.published.notify_all()

        @self.lsp.feature(lsp.WINDOW_LOG_MESSAGE)
        async def logged(params):
            async with self.published:
                self.logs.append(params.message)
                self.published.notify_all()

        @self.lsp.feature(lsp.WINDOW_SHOW_MESSAGE)
        def shown(params):
            self.logs.append("shown: " + params.message)

        @self.lsp.feature(lsp.CLIENT_REGISTER_CAPABILITY)
        def register(params):
            self.registrations.extend(params.registrations)
            return None

    async def start(self, root, cache):
        await self.lsp.start_io(STATECRAFT, "lsp", "--cache-path", cache)
        capabilities = lsp.ClientCapabilities(
            workspace=lsp.WorkspaceClientCapabilities(
                workspace_edit=lsp.WorkspaceEditClientCapabilities(document_changes=True),
                did_change_watched_files=lsp.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True)),
            text_document=lsp.TextDocumentClientCapabilities(
                publish_diagnostics=lsp.PublishDiagnosticsClientCapabilities(related_information=True),
                code_action=lsp.CodeActionClientCapabilities(
                    resolve_support=lsp.ClientCodeActionResolveOptions(properties=["edit"]),
                    code_action_literal_support=lsp.ClientCodeActionLiteralOptions(
                        code_action_kind=lsp.ClientCodeActionKindOptions(value_set=["quickfix", "source.fixAll"])))))
        result = await self.lsp.initialize_async(lsp.InitializeParams(
            capabilities=capabilities, root_uri=uri_of(root),
            workspace_folders=[lsp.WorkspaceFolder(uri=uri_of(root), name=os.path.basename(root))]))
        assert result.server_info.name == "statecraft", result.server_info
        assert result.capabilities.hover_provider and result.capabilities.code_action_provider.resolve_provider
        self.lsp.initialized(lsp.InitializedParams())

    async def wait_for(self, condition, what, since=0.0):
        """Waits until `condition(diagnostics)` holds for what was published after `since`."""
        deadline = time.monotonic() + TIMEOUT
        async with self.published:
            while True:
                fresh = {uri: d for uri, (d, at, _) in self.diagnostics.items() if at >= since}
                if condition(fresh, self.diagnostics):
                    return
                remaining = deadline - time.monotonic()
                assert remaining > 0, f"timed out waiting for {what}; published: {summary(self.diagnostics)}; logs: {self.logs[-5:]}"
                try:
                    await asyncio.wait_for(self.published.wait(), remaining)
                except asyncio.TimeoutError:
                    pass

    def codes(self, uri):
        return sorted(str(d.code) for d in self.diagnostics.get(uri, ([], 0, None))[0])

    def open(self, path, version=1):
        text = open(path).read()
        self.lsp.text_document_did_open(lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri_of(path), language_id="swift", version=version, text=text)))
        return text

    def replace(self, path, version, start, end, text):
        self.lsp.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri_of(path), version=version),
            content_changes=[lsp.TextDocumentContentChangePartial(
                range=lsp.Range(start=lsp.Position(*start), end=lsp.Position(*end)), text=text)]))

    def set_text(self, path, version, text):
        self.lsp.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri_of(path), version=version),
            content_changes=[lsp.TextDocumentContentChangeWholeDocument(text=text)]))

    async def stop(self):
        await self.lsp.shutdown_async(None)
        self.lsp.exit(None)
        await self.lsp.stop()


def summary(diagnostics):
    return {os.path.basename(uri): sorted(str(d.code) for d in ds) for uri, (ds, _, _) in diagnostics.items() if ds}


def position_of(text, needle):
    """The 0-based line and UTF-16 character where `needle` starts in `text`."""
    offset = text.index(needle)
    line = text.count("\n", 0, offset)
    start = text.rfind("\n", 0, offset) + 1
    return line, len(text[start:offset].encode("utf-16-le")) // 2


def apply_edits(text, edits):
    """Applies text edits (ranges in UTF-16 units) to `text`, last first."""
    lines = text.split("\n")
    def offset(position):
        before = sum(len(line) + 1 for line in lines[:position.line])
        prefix = lines[position.line].encode("utf-16-le")[:position.character * 2].decode("utf-16-le") if position.line < len(lines) else ""
        return before + len(prefix)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def scenario():
    work = tempfile.mkdtemp()
    habits = os.path.join(work, "Habits")
    shutil.copytree(os.path.join(EXAMPLES, "Habits"), habits)
    app = os.path.join(habits, "HabitsApp.swift")
    add = os.path.join(habits, "Views", "AddHabitView.swift")
    client = Client()
    await client.start(habits, os.path.join(work, "cache"))

    # On start, the whole folder's findings, in the files that hold them.
    detail = uri_of(os.path.join(habits, "Views", "HabitDetailView.swift"))
    await client.wait_for(lambda fresh, _: detail in fresh, "the first check")
    assert client.codes(detail) == ["service-not-injected"], summary(client.diagnostics)
    diagnostic = client.diagnostics[detail][0][0]
    assert diagnostic.source == "statecraft" and diagnostic.severity == lsp.DiagnosticSeverity.Warning, diagnostic
    assert diagnostic.code_description.href.endswith("/service-not-injected.md"), diagnostic
    assert any(r.id and r.method == "workspace/didChangeWatchedFiles" for r in client.registrations), client.registrations

    # What the server published is what `statecraft check` reports, finding for finding.
    report = json.loads(subprocess.run([STATECRAFT, "check", ".", "--format", "json", "--no-cache"], cwd=habits,
                                       capture_output=True, text=True).stdout)
    severities = {"error": lsp.DiagnosticSeverity.Error, "warning": lsp.DiagnosticSeverity.Warning,
                  "info": lsp.DiagnosticSeverity.Information}
    expected = sorted((uri_of(os.path.join(habits, f["file"])), f["line"] - 1, f["column"] - 1, f["rule"],
                       severities[f["severity"]], f["message"]) for f in report["findings"])
    published = sorted((uri, d.range.start.line, d.range.start.character, str(d.code), d.severity, d.message)
                       for uri, (ds, _, _) in client.diagnostics.items() for d in ds)
    assert expected and published == expected, (published, expected)

    # An unsaved edit in the app file removes the injection: the crash shows in the views that read the store.
    text = client.open(app)
    line, character = position_of(text, ".environment(store)")
    edited = time.monotonic()
    client.replace(app, 2, (line, character), (line, character + len(".environment(store)")), "")
    def crashed(fresh, _):
        return any("missing-environment-object" in [str(d.code) for d in ds] for uri, ds in fresh.items() if uri != uri_of(app))
    await client.wait_for(lambda fresh, _: crashed(fresh, None), "the crash after the edit", since=edited)
    crashing = [uri for uri, (ds, _, _) in client.diagnostics.items() if any(str(d.code) == "missing-environment-object" for d in ds)]
    assert crashing and uri_of(app) not in crashing, summary(client.diagnostics)
    crash = next(d for d in client.diagnostics[crashing[0]][0] if str(d.code) == "missing-environment-object")
    assert crash.severity == lsp.DiagnosticSeverity.Error, crash
    print(f"crash after the edit in {time.monotonic() - edited:.2f} s, in {len(crashing)} files")

    # Hovering the crash explains the rule.
    hover = await client.lsp.text_document_hover_async(lsp.HoverParams(
        text_document=lsp.TextDocumentIdentifier(uri=crashing[0]), position=crash.range.start))
    assert hover and "missing-environment-object" in hover.contents.value and "Why" in hover.contents.value, hover

    # Undone: the crash goes from every file (each is published again, empty).
    undone = time.monotonic()
    client.set_text(app, 3, text)
    await client.wait_for(lambda fresh, _: all(uri in fresh and "missing-environment-object" not in client.codes(uri) for uri in crashing), "the crash cleared", since=undone)

    # A fixable finding typed into a view, fixed by its code action as `fix` would.
    view = client.open(add)
    line, _ = position_of(view, '.navigationTitle("New Habit")')
    typed = time.monotonic()
    client.replace(add, 2, (line + 1, 0), (line + 1, 0), "            .onAppear { Task { await store.load() } }\n")
    view = apply_edits(view, [lsp.TextEdit(range=lsp.Range(start=lsp.Position(line + 1, 0), end=lsp.Position(line + 1, 0)),
                                           new_text="            .onAppear { Task { await store.load() } }\n")])
    await client.wait_for(lambda fresh, _: "task-in-onappear" in [str(d.code) for d in fresh.get(uri_of(add), [])],
                          "task-in-onappear", since=typed)
    finding = next(d for d in client.diagnostics[uri_of(add)][0] if str(d.code) == "task-in-onappear")
    actions = await client.lsp.text_document_code_action_async(lsp.CodeActionParams(
        text_document=lsp.TextDocumentIdentifier(uri=uri_of(add)), range=finding.range,
        context=lsp.CodeActionContext(diagnostics=[finding])))
    kinds = sorted(a.kind for a in actions)
    assert kinds == ["quickfix", "source.fixAll.statecraft"], actions
    quickfix = next(a for a in actions if a.kind == "quickfix")
    assert "task-in-onappear" in quickfix.title and quickfix.edit is None, quickfix
    resolved = await client.lsp.code_action_resolve_async(quickfix)
    changes = resolved.edit.document_changes
    assert len(changes) == 1 and changes[0].text_document.uri == uri_of(add) and changes[0].text_document.version == 2, changes
    fixed = apply_edits(view, changes[0].edits)
    assert ".task { await store.load() }" in fixed and ".onAppear" not in fixed, fixed
    applied = time.monotonic()
    client.set_text(add, 3, fixed)
    await client.wait_for(lambda fresh, _: uri_of(add) in fresh and "task-in-onappear" not in client.codes(uri_of(add)),
                          "the finding fixed", since=applied)

    # A file written behind the editor's back, announced as a watched-file change.
    extra = os.path.join(habits, "Views", "LegacyCounter.swift")
    with open(extra, "w") as source:
        source.write("import Combine\n\nfinal class LegacyCounter: ObservableObject {\n    @Published var count = 0\n}\n")
    written = time.monotonic()
    client.lsp.workspace_did_change_watched_files(lsp.DidChangeWatchedFilesParams(
        changes=[lsp.FileEvent(uri=uri_of(extra), type=lsp.FileChangeType.Created)]))
    await client.wait_for(lambda fresh, _: "legacy-observable-object" in client.codes(uri_of(extra)), "the new file's finding", since=written)
    os.remove(extra)
    removed = time.monotonic()
    client.lsp.workspace_did_change_watched_files(lsp.DidChangeWatchedFilesParams(
        changes=[lsp.FileEvent(uri=uri_of(extra), type=lsp.FileChangeType.Deleted)]))
    await client.wait_for(lambda fresh, _: uri_of(extra) in fresh and not fresh[uri_of(extra)], "the deleted file cleared", since=removed)

    # The folder leaves the workspace: its diagnostics go with it.
    left = time.monotonic()
    client.lsp.workspace_did_change_workspace_folders(lsp.DidChangeWorkspaceFoldersParams(
        event=lsp.WorkspaceFoldersChangeEvent(added=[], removed=[lsp.WorkspaceFolder(uri=uri_of(habits), name="Habits")])))
    await client.wait_for(lambda fresh, everything: detail in fresh and not any(ds for ds, _, _ in everything.values()),
                          "every diagnostic cleared", since=left)

    await client.stop()
    assert client.lsp._server.returncode == 0, client.lsp._server.returncode
    shutil.rmtree(work)
    print("statecraft lsp: diagnostics as check gives them, across files, hover, code action, watched files, folders: ok")


async def timing(app_folder, file):
    work = tempfile.mkdtemp()
    client = Client()
    start = time.monotonic()
    await client.start(os.path.abspath(app_folder), os.path.join(work, "cache"))
    await client.wait_for(lambda fresh, _: any("checked" in log for log in client.logs), "the first check")
    print(f"first check {time.monotonic() - start:.2f} s")
    path = os.path.abspath(file)
    text = client.open(path)
    await asyncio.sleep(3)
    times = []
    for version in range(2, 12):
        count = len(client.logs)
        edited = time.monotonic()
        client.set_text(path, version, text + f"\n// edit {version}\n")
        await client.wait_for(lambda fresh, _: any("checked" in log for log in client.logs[count:]), "a check after the edit")
        times.append(time.monotonic() - edited)
    print("after an edit: " + ", ".join(f"{t:.2f}" for t in times) + f" s; median {statistics.median(times):.2f} s")
    print([log for log in client.logs if log.startswith("checked")][-3:])
    await client.stop()
    shutil.rmtree(work)


if __name__ == "__main__":
    asyncio.run(timing(sys.argv[2], sys.argv[3]) if len(sys.argv) > 3 else scenario())
