import Foundation
import XCTest
@testable import StatecraftKit
@testable import StatecraftLSP

/// The language server's own parts: documents kept in step with an editor's changes, the edits it sends back,
/// message framing, and `fix` focused on one finding. The server as a whole is driven by a real client in CI
/// (`.ci/lsp_client_test.py`).
final class LanguageServerTests: XCTestCase {
    private func change(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int, _ text: String) -> [String: Any] {
        ["range": LSPRange(start: LSPPosition(line: startLine, character: startCharacter),
                           end: LSPPosition(line: endLine, character: endCharacter)).json, "text": text]
    }

    func testIncrementalChangesCountUTF16AndEveryLineEnding() {
        var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: "let a = \"🙂\"\r\nlet b = 1\rlet c = 2\n")
        // After the emoji (two UTF-16 units) on a CRLF line.
        XCTAssertTrue(document.apply(change(0, 11, 0, 11, "!")))
        XCTAssertEqual(document.text, "let a = \"🙂!\"\r\nlet b = 1\rlet c = 2\n")
        // A lone CR ends line 1; line 2 is `let c = 2`.
        XCTAssertTrue(document.apply(change(2, 8, 2, 9, "3")))
        XCTAssertEqual(document.text, "let a = \"🙂!\"\r\nlet b = 1\rlet c = 3\n")
        // Across lines, and a character past the line's end meaning its end.
        XCTAssertTrue(document.apply(change(1, 4, 2, 99, "d = 4")))
        XCTAssertEqual(document.text, "let a = \"🙂!\"\r\nlet d = 4\n")
        // Past the last line: the end.
        XCTAssertTrue(document.apply(change(9, 0, 9, 0, "// end\n")))
        XCTAssertEqual(document.text, "let a = \"🙂!\"\r\nlet d = 4\n// end\n")
        // A whole new text, and a change the server cannot read.
        XCTAssertTrue(document.apply(["text": "struct A {}\n"]))
        XCTAssertEqual(document.text, "struct A {}\n")
        XCTAssertFalse(document.apply(["range": "nonsense", "text": "x"]))
        XCTAssertEqual(document.text, "struct A {}\n")
    }

    func testTheEditSentBackTurnsTheOldTextIntoTheNew() {
        let cases: [(String, String)] = [
            ("a\nb\nc\n", "a\nB\nc\n"),
            (".onAppear { Task { await load() } }\n", ".task { await load() }\n"),
            ("x 🙂 y", "x 🙃 y"),
            ("🙂🙂", "🙂"),
            ("line\r\nother\r\n", "line\r\nchanged\r\n"),
            ("", "new\n"),
            ("old\n", ""),
        ]
        for (old, new) in cases {
            guard let edit = TextDocument.edit(from: old, to: new) else { return XCTFail("no edit for \(old) → \(new)") }
            var document = TextDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, text: old)
            XCTAssertTrue(document.apply(["range": edit.range.json, "text": edit.text]))
            XCTAssertEqual(document.text, new, "\(old.debugDescription) → \(new.debugDescription)")
        }
        XCTAssertNil(TextDocument.edit(from: "same", to: "same"))
        let narrow = TextDocument.edit(from: "a\nb\nc\n", to: "a\nB\nc\n")!
        XCTAssertEqual(narrow.range, LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 1, character: 1)))
    }

    func testMessagesAreFramedByContentLength() throws {
        let pipe = Pipe()
        let first = Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8)
        let second = Data(#"{"jsonrpc":"2.0","method":"initialized","params":{"é":"🙂"}}"#.utf8)
        var stream = Data("Content-Length: \(first.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8) + first
        stream += Data("Content-Type: x\r\n\r\n".utf8)
        stream += Data("content-length:\(second.count)\r\n\r\n".utf8) + second
        pipe.fileHandleForWriting.write(stream)
        try pipe.fileHandleForWriting.close()
        let connection = Connection(input: pipe.fileHandleForReading, output: FileHandle.nullDevice)
        XCTAssertEqual(try connection.readMessage()["method"] as? String, "initialize")
        XCTAssertThrowsError(try connection.readMessage()) { error in
            guard case Connection.ReadFailure.malformed = error else { return XCTFail("\(error)") }
        }
        // A header without a length is dropped, and the stream goes on.
        XCTAssertEqual((try connection.readMessage()["params"] as? [String: String])?["é"], "🙂")
        XCTAssertThrowsError(try connection.readMessage()) { error in
            guard case Connection.ReadFailure.endOfInput = error else { return XCTFail("\(error)") }
        }
    }

    /// A code action fixes its own finding and no other, in the text the editor holds rather than the one on disk.
    func testFixFocusedOnOneFindingInAnUnsavedText() throws {
        let folder = try temporaryFolder()
        try write("deployment_target: { ios: \"17.0\" }\n", to: folder.appendingPathComponent(".statecraft.yml"))
        let onDisk = """
            import SwiftUI

            struct Feed: View {
                var body: some View { Text("feed") }
            }

            """
        try write(onDisk, to: folder.appendingPathComponent("Feed.swift"))
        let buffer = """
            import SwiftUI

            final class FeedModel: ObservableObject {
                @Published var items: [String] = []
                func load() async {}
            }

            final class Badge: ObservableObject {
                @Published var count = 0
            }

            struct Feed: View {
                @StateObject private var model = FeedModel()
                var body: some View {
                    List(model.items, id: \\.self) { Text($0) }
                        .onAppear { Task { await model.load() } }
                        .refreshable { await model.load() }
                }
            }

            struct Other: View {
                @StateObject private var model = FeedModel()
                var body: some View {
                    Text("other")
                        .onAppear { Task { await model.load() } }
                }
            }

            """
        let path = folder.appendingPathComponent("Feed.swift").standardizedFileURL.path
        let configuration = try ConfigurationLoader.load(path: folder.appendingPathComponent(".statecraft.yml").path,
                                                         catalog: RuleRegistry.catalogInfo, notes: &ignoredNotes)
        func fixed(_ focus: FixFocus) throws -> String {
            var options = FixOptions(jobs: 1)
            options.sourceOverrides = [path: buffer]
            options.focus = focus
            let result = try FixEngine(configuration: configuration, options: options, workingDirectory: folder.path).run(paths: [folder.path])
            XCTAssertLessThanOrEqual(result.changes.count, 1)
            return result.changes.first?.fixed ?? buffer
        }
        let line = { (needle: String) in buffer.components(separatedBy: "\n").firstIndex { $0.contains(needle) }! + 1 }

        let task = try fixed(FixFocus(file: path, line: line(".onAppear { Task { await model.load() } }")))
        XCTAssertEqual(task.components(separatedBy: ".task {").count - 1, 1, task)
        XCTAssertEqual(task.components(separatedBy: ".onAppear").count - 1, 1, task)
        XCTAssertEqual(task.components(separatedBy: "ObservableObject").count - 1, 2, task)

        let badge = try fixed(FixFocus(file: path, line: line("final class Badge")))
        XCTAssertTrue(badge.contains("@Observable final class Badge") || badge.contains("@Observable\nfinal class Badge"), badge)
        XCTAssertTrue(badge.contains("final class FeedModel: ObservableObject"), badge)
        XCTAssertEqual(badge.components(separatedBy: ".onAppear").count - 1, 2, badge)

        let whole = try fixed(FixFocus(file: path))
        XCTAssertFalse(whole.contains("ObservableObject"), whole)
        XCTAssertFalse(whole.contains(".onAppear"), whole)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), onDisk, "a fix run without writes leaves the disk alone")
    }
}

private var ignoredNotes: [Note] = []
