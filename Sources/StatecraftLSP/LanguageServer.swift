import Foundation
import StatecraftKit

/// `statecraft lsp`: a Language Server Protocol server over standard input and output.
///
/// Each workspace folder is a `Project`, checked whole: an edit in one file updates the findings of every file
/// it takes part in. Open documents are checked as the editor holds them. Messages are read and answered on
/// the calling thread; checks and fixes run one at a time on `work`, a check after an edit once the edits
/// pause (`debounce`).
public final class LanguageServer: @unchecked Sendable {
    private let connection: Connection
    private let cacheFolder: String?
    private let debounce: TimeInterval
    private let work = DispatchQueue(label: "statecraft.lsp.work")
    /// Guards everything below: the reading thread and `work` both use it.
    private let lock = NSLock()
    private var projects: [Project] = []
    private var documents: [String: TextDocument] = [:]
    /// What each project last published, by URI: a file whose findings have not changed is not sent again.
    private var published: [String: [String: [Finding]]] = [:]
    /// Each project's last findings by absolute path, for hover and code actions.
    private var findingsByPath: [String: [String: [Finding]]] = [:]
    private var generation = 0
    private var initialized = false
    private var shuttingDown = false
    private var client = ClientCapabilities([:])
    private var configurationErrorsShown: Set<String> = []

    /// `cacheFolder` nil: no facts cache, every check parses every file (`--no-cache`).
    public init(input: FileHandle = .standardInput, output: FileHandle = .standardOutput,
                cacheFolder: String? = FactsCache.defaultFolder, debounce: TimeInterval = 0.15) {
        connection = Connection(input: input, output: output)
        self.cacheFolder = cacheFolder
        self.debounce = debounce
    }

    /// Serves until the client sends `exit` or closes the stream; returns the process's exit status.
    public func run() -> Int32 {
        while true {
            let message: [String: Any]
            do {
                message = try connection.readMessage()
            } catch Connection.ReadFailure.malformed(let reason) {
                log("ignored \(reason)", type: 1)
                continue
            } catch {
                return shuttingDown ? 0 : 1
            }
            if let method = message["method"] as? String {
                if method == "exit" { return shuttingDown ? 0 : 1 }
                handle(method, params: message["params"], id: message["id"])
            }
            // Answers to the server's own requests (capability registration) need nothing.
        }
    }

    // MARK: Dispatch

    private func handle(_ method: String, params: Any?, id: Any?) {
        let params = params as? [String: Any] ?? [:]
        guard initialized || method == "initialize" else {
            if let id { connection.respond(to: id, errorCode: Connection.ErrorCode.serverNotInitialized, message: "the server is not initialized") }
            return
        }
        switch method {
        case "initialize": if let id { initialize(params, id: id) }
        case "initialized": registerWatchers()
        case "shutdown":
            lock.withLock { shuttingDown = true }
            if let id { connection.respond(to: id, result: nil) }
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": scheduleCheck(after: 0)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": scheduleCheck(after: 0)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        case "textDocument/hover": if let id { hover(params, id: id) }
        case "textDocument/codeAction": if let id { codeActions(params, id: id) }
        case "codeAction/resolve": if let id { resolve(params, id: id) }
        default:
            // Notifications the server has no use for ($/cancelRequest, $/setTrace…) are dropped, as the protocol asks.
            if let id { connection.respond(to: id, errorCode: Connection.ErrorCode.methodNotFound, message: "unknown method \(method)") }
        }
    }

    private func initialize(_ params: [String: Any], id: Any) {
        var roots: [String] = []
        if let folders = params["workspaceFolders"] as? [[String: Any]] {
            roots = folders.compactMap { ($0["uri"] as? String).flatMap(Diagnostics.path(ofURI:)) }
        }
        if roots.isEmpty, let uri = params["rootUri"] as? String, let path = Diagnostics.path(ofURI: uri) { roots = [path] }
        if roots.isEmpty, let path = params["rootPath"] as? String { roots = [URL(fileURLWithPath: path).standardizedFileURL.path] }
        if roots.isEmpty { roots = [FileManager.default.currentDirectoryPath] }
        lock.withLock {
            client = ClientCapabilities(params["capabilities"] as? [String: Any] ?? [:])
            projects = roots.map(makeProject)
            initialized = true
        }
        connection.respond(to: id, result: [
            "capabilities": [
                "positionEncoding": "utf-16",
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "codeActionProvider": ["codeActionKinds": [CodeActions.quickFix, CodeActions.fixAll], "resolveProvider": true],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ] as [String: Any],
            "serverInfo": ["name": "statecraft", "version": Statecraft.version],
        ])
        scheduleCheck(after: 0)
    }

    private func makeProject(_ root: String) -> Project {
        Project(root: root, cache: cacheFolder.flatMap { FactsCache(folder: $0, keepsInMemory: true) })
    }

    private func registerWatchers() {
        guard lock.withLock({ client.watchesFilesDynamically }) else { return }
        let globs = ["**/*.swift", "**/.statecraft.yml", "**/Package.swift", "**/*.pbxproj", "**/project.yml", "**/*.json"]
        connection.request("client/registerCapability", ["registrations": [[
            "id": "statecraft-watched-files",
            "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": globs.map { ["globPattern": $0] }],
        ]]])
    }

    // MARK: Documents

    private func didOpen(_ params: [String: Any]) {
        guard let item = params["textDocument"] as? [String: Any], let uri = item["uri"] as? String,
              let text = item["text"] as? String, let path = Diagnostics.path(ofURI: uri) else { return }
        lock.withLock {
            documents[uri] = TextDocument(uri: uri, path: path, version: item["version"] as? Int ?? 0, text: text)
        }
        scheduleCheck(after: 0)
    }

    private func didChange(_ params: [String: Any]) {
        guard let identifier = params["textDocument"] as? [String: Any], let uri = identifier["uri"] as? String,
              let changes = params["contentChanges"] as? [[String: Any]] else { return }
        let applied: Bool = lock.withLock {
            guard var document = documents[uri] else { return false }
            for change in changes where !document.apply(change) { return false }
            document.version = identifier["version"] as? Int ?? document.version + 1
            documents[uri] = document
            return true
        }
        if !applied { log("a change to \(uri) could not be applied; the file is read from disk until it is opened again", type: 2) }
        if !applied { _ = lock.withLock { documents.removeValue(forKey: uri) } }
        scheduleCheck(after: debounce)
    }

    private func didClose(_ params: [String: Any]) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String else { return }
        _ = lock.withLock { documents.removeValue(forKey: uri) }
        scheduleCheck(after: 0)
    }

    private func didChangeWorkspaceFolders(_ params: [String: Any]) {
        guard let event = params["event"] as? [String: Any] else { return }
        let paths = { (key: String) in ((event[key] as? [[String: Any]]) ?? []).compactMap { ($0["uri"] as? String).flatMap(Diagnostics.path(ofURI:)) } }
        let removed = Set(paths("removed")), added = paths("added")
        let cleared: [String] = lock.withLock {
            projects.removeAll { removed.contains($0.root) }
            projects += added.filter { root in !projects.contains { $0.root == root } }.map(makeProject)
            var uris: [String] = []
            for root in removed {
                uris += (published[root] ?? [:]).keys
                published[root] = nil
                findingsByPath[root] = nil
            }
            return uris.sorted()
        }
        // A folder no longer in the workspace leaves no diagnostics behind.
        for uri in cleared { connection.notify("textDocument/publishDiagnostics", ["uri": uri, "diagnostics": [Any]()]) }
        scheduleCheck(after: 0)
    }

    /// The open documents' texts by path, and their versions by URI.
    private func snapshot() -> (texts: [String: String], documents: [String: TextDocument], projects: [Project]) {
        lock.withLock {
            (Dictionary(documents.values.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first }), documents, projects)
        }
    }

    // MARK: Checking

    /// Checks every project once no edit has come for `delay` seconds; a check already under way finishes first.
    private func scheduleCheck(after delay: TimeInterval) {
        let wanted: Int = lock.withLock {
            generation += 1
            return generation
        }
        work.asyncAfter(deadline: .now() + delay) { [self] in
            guard lock.withLock({ generation == wanted }) else { return }
            checkAll()
        }
    }

    private func checkAll() {
        let (texts, documents, projects) = snapshot()
        let byPath = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let related = lock.withLock { client.relatedInformation }
        for project in projects {
            let check: Project.Check
            do {
                check = try project.check(texts: texts)
            } catch {
                let message = "\(error)"
                log("cannot check \(project.root): \(message)", type: 1)
                let first = lock.withLock { configurationErrorsShown.insert(message).inserted }
                if first { connection.notify("window/showMessage", ["type": 1, "message": "Statecraft: \(message)"]) }
                continue
            }
            lock.withLock { configurationErrorsShown.removeAll() }
            for note in check.newNotes { log(note, type: 3) }
            var now: [String: [Finding]] = [:]
            for (path, findings) in check.findings { now[byPath[path]?.uri ?? Diagnostics.uri(ofPath: path), default: []] += findings }
            let before = lock.withLock { () -> [String: [Finding]] in
                defer {
                    published[project.root] = now
                    findingsByPath[project.root] = check.findings
                }
                return published[project.root] ?? [:]
            }
            let versions = Dictionary(documents.values.map { ($0.uri, $0.version) }, uniquingKeysWith: { first, _ in first })
            for uri in Set(now.keys).union(before.keys).sorted() where now[uri] != before[uri] {
                var params: [String: Any] = [
                    "uri": uri,
                    "diagnostics": (now[uri] ?? []).map { Diagnostics.diagnostic($0, root: project.root, relatedInformation: related) },
                ]
                if let version = versions[uri] { params["version"] = version }
                connection.notify("textDocument/publishDiagnostics", params)
            }
            log(String(format: "checked %d files in %@ in %.2f s: %d findings", check.filesChecked, project.root, check.duration,
                       check.findings.values.reduce(0) { $0 + $1.count }), type: 4)
        }
    }

    // MARK: Hover and code actions

    /// The project holding a document, and the findings of its last check in that document.
    private func findings(in uri: String) -> (project: Project, path: String, findings: [Finding])? {
        guard let path = Diagnostics.path(ofURI: uri) else { return nil }
        return lock.withLock {
            guard let project = projects.filter({ $0.holds(path) }).max(by: { $0.root.count < $1.root.count }) else { return nil }
            return (project, path, findingsByPath[project.root]?[path] ?? [])
        }
    }

    private func hover(_ params: [String: Any], id: Any) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let position = LSPPosition(params["position"]),
              let found = findings(in: uri) else {
            connection.respond(to: id, result: nil)
            return
        }
        let here = found.findings.filter { finding in
            let range = Diagnostics.range(of: finding)
            return range.start.line == position.line && range.start.character <= position.character
        }
        guard !here.isEmpty else {
            connection.respond(to: id, result: nil)
            return
        }
        connection.respond(to: id, result: ["contents": ["kind": "markdown", "value": Hover.markdown(here)]])
    }

    private func codeActions(_ params: [String: Any], id: Any) {
        guard let uri = (params["textDocument"] as? [String: Any])?["uri"] as? String, let range = LSPRange(params["range"]),
              let found = findings(in: uri) else {
            connection.respond(to: id, result: [Any]())
            return
        }
        let only = ((params["context"] as? [String: Any])?["only"] as? [String])
        let actions = CodeActions.offered(for: found.findings, in: range, uri: uri, path: found.path, only: only)
        if lock.withLock({ client.resolvesCodeActionEdits }) {
            connection.respond(to: id, result: actions.map(\.json))
            return
        }
        // A client that cannot resolve gets each edit now, computed with the checks.
        work.async { [self] in
            let resolved = actions.compactMap { action -> CodeActions.Action? in
                guard action.disabledReason == nil else { return action }
                var resolved = action
                resolved.edit = try? edit(for: action.focus, project: found.project)
                return resolved.edit == nil ? nil : resolved
            }
            connection.respond(to: id, result: resolved.map(\.json))
        }
    }

    private func resolve(_ params: [String: Any], id: Any) {
        guard let action = CodeActions.Action(resolving: params), let path = Diagnostics.path(ofURI: action.uri),
              let project = lock.withLock({ projects.filter { $0.holds(path) }.max(by: { $0.root.count < $1.root.count }) }) else {
            connection.respond(to: id, errorCode: Connection.ErrorCode.invalidParams, message: "not a Statecraft code action")
            return
        }
        work.async { [self] in
            do {
                var resolved = action
                resolved.edit = try edit(for: action.focus, project: project)
                connection.respond(to: id, result: resolved.json)
            } catch {
                connection.respond(to: id, errorCode: Connection.ErrorCode.requestFailed, message: "\(error)")
            }
        }
    }

    struct NothingToFix: Error, CustomStringConvertible {
        var description: String
    }

    /// The workspace edit `fix` makes for a focus, against the texts the editor holds. Runs on `work`.
    private func edit(for focus: FixFocus, project: Project) throws -> [String: Any] {
        let (texts, documents, _) = snapshot()
        let result = try project.fix(focus, texts: texts)
        guard !result.changes.isEmpty else {
            let reasons = (result.skippedClasses.flatMap(\.reasons) + result.skipped.map(\.reason) + result.rejected.map(\.reason))
            throw NothingToFix(description: reasons.isEmpty ? "Statecraft has nothing to change here" : "Statecraft leaves it: \(reasons.joined(separator: "; "))")
        }
        let byPath = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let documentChanges = lock.withLock { client.documentChanges }
        var changes: [String: [[String: Any]]] = [:]
        var edits: [[String: Any]] = []
        for change in result.changes {
            guard let (range, text) = TextDocument.edit(from: change.original, to: change.fixed) else { continue }
            let path = change.absolutePath
            let uri = byPath[path]?.uri ?? Diagnostics.uri(ofPath: path)
            let textEdit: [String: Any] = ["range": range.json, "newText": text]
            changes[uri] = [textEdit]
            edits.append(["textDocument": ["uri": uri, "version": byPath[path].map { $0.version as Any } ?? NSNull()], "edits": [textEdit]])
        }
        return documentChanges ? ["documentChanges": edits] : ["changes": changes]
    }

    // MARK: Logging

    /// `type`: 1 error, 2 warning, 3 info, 4 log.
    private func log(_ message: String, type: Int) {
        connection.notify("window/logMessage", ["type": type, "message": message])
    }
}

/// What the server reads of the client's capabilities.
struct ClientCapabilities {
    var watchesFilesDynamically: Bool
    var resolvesCodeActionEdits: Bool
    var relatedInformation: Bool
    var documentChanges: Bool

    init(_ capabilities: [String: Any]) {
        let workspace = capabilities["workspace"] as? [String: Any] ?? [:]
        let textDocument = capabilities["textDocument"] as? [String: Any] ?? [:]
        watchesFilesDynamically = (workspace["didChangeWatchedFiles"] as? [String: Any])?["dynamicRegistration"] as? Bool ?? false
        documentChanges = (workspace["workspaceEdit"] as? [String: Any])?["documentChanges"] as? Bool ?? false
        let codeAction = textDocument["codeAction"] as? [String: Any] ?? [:]
        let resolvable = (codeAction["resolveSupport"] as? [String: Any])?["properties"] as? [String] ?? []
        resolvesCodeActionEdits = resolvable.contains("edit")
        relatedInformation = (textDocument["publishDiagnostics"] as? [String: Any])?["relatedInformation"] as? Bool ?? false
    }
}
