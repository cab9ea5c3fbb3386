import Foundation
import XCTest
@testable import StatecraftKit

/// The facts cache never changes what `check` finds: a run that reads every file's facts from it, or some from it
/// and some parsed anew after edits, finds what a run without it finds.
final class FactsCacheTests: XCTestCase {
    private struct Outcome: Equatable {
        var findings: [Finding]
        var notes: [Note]
        var files: [String]
        var lines: Int
    }

    private func check(_ folder: URL, cache: FactsCache?) throws -> Outcome {
        var notes: [Note] = []
        let configuration = try ConfigurationLoader.find(startingAt: folder.path).map {
            try ConfigurationLoader.load(path: $0, catalog: RuleRegistry.catalogInfo, notes: &notes)
        } ?? Configuration()
        var options = CheckOptions(jobs: 2)
        options.cache = cache
        let result = try Linter(configuration: configuration, options: options, workingDirectory: folder.path).check(paths: [folder.path])
        return Outcome(findings: result.findings, notes: notes + result.notes, files: result.checkedFiles, lines: result.linesChecked)
    }

    /// The entries' paths in the cache folder (`shard/rest`), without the size ledger and temporary files.
    private func entries(_ cache: FactsCache) -> [String] {
        (FileManager.default.enumerator(atPath: cache.folder)?.allObjects as? [String] ?? [])
            .filter { $0.contains("/") && !$0.hasSuffix(".tmp") }
    }

    private func entryCount(_ cache: FactsCache) -> Int { entries(cache).count }

    func testTheExamplesFindTheSameFromTheCache() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let cache = try XCTUnwrap(FactsCache(folder: try temporaryFolder().path))
        let cold = try check(examples, cache: nil)
        XCTAssertFalse(cold.findings.isEmpty)
        XCTAssertEqual(try check(examples, cache: cache), cold, "the run that fills the cache")
        XCTAssertEqual(entryCount(cache), cold.files.count)
        XCTAssertEqual(try check(examples, cache: cache), cold, "the run that reads every file from the cache")
    }

    /// Add, change, delete and rename files, and change the configuration, between runs that share a cache.
    func testEditsBetweenRunsFindWhatAColdRunFinds() throws {
        let project = try temporaryFolder()
        let cache = try XCTUnwrap(FactsCache(folder: try temporaryFolder().path))
        // A long-lived server's cache, which also keeps entries in memory.
        let kept = try XCTUnwrap(FactsCache(folder: try temporaryFolder().path, keepsInMemory: true))
        try write("""
            import SwiftUI
            @main struct LedgerApp: App {
                @State private var store = LedgerStore()
                var body: some Scene { WindowGroup { LedgerView().environment(store) } }
            }
            """, to: project.appendingPathComponent("LedgerApp.swift"))
        try write("""
            import SwiftUI
            import Observation
            @Observable final class LedgerStore { var entries: [String] = [] }
            final class Exporter: ObservableObject { @Published var progress = 0.0 }
            """, to: project.appendingPathComponent("Model/LedgerStore.swift"))
        try write("""
            import SwiftUI
            struct LedgerView: View {
                @Environment(LedgerStore.self) private var store
                @State var filter = ""
                var body: some View { List(store.entries, id: \\.self) { Text($0) }.onAppear { Task { await load() } } }
                func load() async {}
            }
            """, to: project.appendingPathComponent("Views/LedgerView.swift"))

        func assertAgrees(_ step: String) throws {
            let cold = try check(project, cache: nil)
            XCTAssertEqual(try check(project, cache: cache), cold, step)
            XCTAssertEqual(try check(project, cache: cache), cold, step + ", read again")
            XCTAssertEqual(try check(project, cache: kept), cold, step + ", kept in memory")
        }
        try assertAgrees("first run")

        // Added: a view that reads an object no ancestor injects.
        try write("""
            import SwiftUI
            struct ExportView: View {
                @EnvironmentObject var exporter: Exporter
                var body: some View { ProgressView(value: exporter.progress) }
            }
            """, to: project.appendingPathComponent("Views/ExportView.swift"))
        try assertAgrees("a file added")
        let added = try check(project, cache: cache)

        // Changed: the ledger shows the export view, so the crash path runs through it.
        let ledger = project.appendingPathComponent("Views/LedgerView.swift")
        try write(try String(contentsOf: ledger, encoding: .utf8).replacingOccurrences(
            of: "List(store.entries, id: \\.self) { Text($0) }", with: "VStack { ExportView(); List(store.entries, id: \\.self) { Text($0) } }"), to: ledger)
        try assertAgrees("a file changed")
        let changed = try check(project, cache: cache)
        XCTAssertNotEqual(changed.findings, added.findings)
        XCTAssertTrue(changed.findings.contains { $0.ruleID == "missing-environment-object" }, "\(changed.findings.map(\.ruleID))")

        // Renamed: same content, another path (the facts hold the path).
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Export"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: project.appendingPathComponent("Views/ExportView.swift"),
                                         to: project.appendingPathComponent("Export/ExportScreen.swift"))
        try assertAgrees("a file renamed")
        XCTAssertTrue(try check(project, cache: cache).findings.contains { $0.file.hasSuffix("ExportScreen.swift") })

        // Deleted.
        try FileManager.default.removeItem(at: project.appendingPathComponent("Export/ExportScreen.swift"))
        try assertAgrees("a file deleted")

        // The configuration: another architecture and a rule turned off.
        try write("architecture: mvvm\ndisabled_rules: [task-in-onappear]\n", to: project.appendingPathComponent(".statecraft.yml"))
        try assertAgrees("the configuration changed")
    }

    /// A long-lived cache does not read a file again while its stamp (identity, size, times) is unchanged; an edit
    /// that keeps the size and puts the modification time back still changes the stamp, and is seen.
    func testAKeptCacheSeesAnEditThatKeepsSizeAndModificationTime() throws {
        let project = try temporaryFolder()
        let view = project.appendingPathComponent("CounterView.swift")
        let before = """
            import SwiftUI
            struct CounterView: View {
                @State private var count = 0
                var body: some View { Text("\\(count)").onAppear { Task { await tick() } } }
                func tick() async { count += 1 }
            }
            """
        let old = ".onAppear { Task { await tick() } }", new = ".task { await tick() }"
        let after = before.replacingOccurrences(of: old, with: new + String(repeating: " ", count: old.count - new.count))
        XCTAssertEqual(before.utf8.count, after.utf8.count)
        try write(before, to: view)
        let longAgo = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: view.path)
        // Stamps are recorded once a file's last change is over two seconds old.
        Thread.sleep(forTimeInterval: 2.2)
        let kept = try XCTUnwrap(FactsCache(folder: try temporaryFolder().path, keepsInMemory: true))
        let first = try check(project, cache: kept)
        XCTAssertEqual(first.findings.map(\.ruleID), ["task-in-onappear"])
        XCTAssertEqual(try check(project, cache: kept), first, "read by its stamp")

        try write(after, to: view)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: view.path)
        XCTAssertEqual(try check(project, cache: kept), try check(project, cache: nil), "the same size and modification time")
        XCTAssertEqual(try check(project, cache: kept).findings, [])
    }

    func testADamagedOrForeignEntryIsIgnoredAndWrittenAgain() throws {
        let project = try temporaryFolder()
        try write("import SwiftUI\nstruct Badge: View {\n    @State var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}\n",
                  to: project.appendingPathComponent("Badge.swift"))
        let cache = try XCTUnwrap(FactsCache(folder: try temporaryFolder().path))
        let cold = try check(project, cache: nil)
        XCTAssertEqual(try check(project, cache: cache), cold)
        let paths = entries(cache).map { cache.folder + "/" + $0 }
        let entry = try XCTUnwrap(paths.first { (try? FileManager.default.attributesOfItem(atPath: $0)[.type] as? FileAttributeType) == .typeRegular })
        let original = try Data(contentsOf: URL(fileURLWithPath: entry))

        for damage in [Data(original.prefix(original.count / 2)), Data(original.map { $0 ^ 0x5A }), Data()] {
            try damage.write(to: URL(fileURLWithPath: entry))
            XCTAssertEqual(try check(project, cache: cache), cold)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: entry)), original, "the damaged entry is written again")
        }
        // An entry another path wrote under this name (a hash collision) holds another key in its header.
        var foreign = original
        let path = Data("Badge.swift".utf8)
        let range = try XCTUnwrap(foreign.range(of: path))
        foreign.replaceSubrange(range, with: Data("Other.swift".utf8))
        try foreign.write(to: URL(fileURLWithPath: entry))
        XCTAssertEqual(try check(project, cache: cache), cold)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: entry)), original)
    }

    func testTheFolderIsKeptUnderItsLimitByDeletingTheOldest() throws {
        let root = try temporaryFolder().path
        let folder = root + "/facts-1"
        for index in 0..<10 {
            let shard = folder + "/\(index % 3)"
            try FileManager.default.createDirectory(atPath: shard, withIntermediateDirectories: true)
            let path = shard + "/entry\(index)"
            try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index) * 60)], ofItemAtPath: path)
        }
        FactsCache.sweep(folder, limitBytes: 5000)
        let left = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.contains("entry") }
        XCTAssertEqual(left.map { $0.split(separator: "/").last! }.sorted(), ["entry6", "entry7", "entry8", "entry9"])
        let ledger = folder + "/" + FactsCache.ledgerName
        XCTAssertEqual(try String(contentsOfFile: ledger, encoding: .utf8).split(separator: " ").first, "4000")

        // A run that wrote a little adds it to the ledger and lists nothing while the folder stays under its limit…
        let extra = folder + "/0/entry10"
        try Data(repeating: 7, count: 900).write(to: URL(fileURLWithPath: extra))
        FactsCache.settle(folder, limitBytes: 5000, wroteBytes: 900)
        XCTAssertEqual(try String(contentsOfFile: ledger, encoding: .utf8).split(separator: " ").first, "4900")
        XCTAssertTrue(FileManager.default.fileExists(atPath: extra))
        // …and sweeps once it may be over it (the oldest go, down to 80%), or when the measure is a day old.
        try Data(repeating: 7, count: 200).write(to: URL(fileURLWithPath: folder + "/1/entry11"))
        FactsCache.settle(folder, limitBytes: 5000, wroteBytes: 200)
        XCTAssertEqual(try String(contentsOfFile: ledger, encoding: .utf8).split(separator: " ").first, "3100")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/0/entry6"))
        try "10 \(Int(Date().timeIntervalSince1970) - 90_000)\n".write(toFile: ledger, atomically: true, encoding: .utf8)
        FactsCache.settle(folder, limitBytes: 5000, wroteBytes: 10)
        XCTAssertEqual(try String(contentsOfFile: ledger, encoding: .utf8).split(separator: " ").first, "3100")
        XCTAssertEqual(try FactsCache.clean(root), 3100)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }

    /// Facts come back as they were written (sets and dictionaries maybe in another order, so they are compared
    /// by what the rules make of them), and damaged data throws rather than trapping.
    func testFactCodingRoundTripsAndRefusesDamage() throws {
        let facts = try exampleIndex("Pantry").files
        var decoded: [FileFacts] = []
        for file in facts {
            var writer = FactWriter()
            file.write(to: &writer)
            let copy = try FactReader.reading(writer.bytes) { reader in
                let copy = try FileFacts(reading: &reader)
                XCTAssertTrue(reader.isAtEnd, file.path)
                return copy
            }
            var again = FactWriter()
            copy.write(to: &again)
            XCTAssertEqual(again.bytes.count, writer.bytes.count, file.path)
            decoded.append(copy)
            for cut in [0, 1, writer.bytes.count / 3, writer.bytes.count - 1] {
                XCTAssertThrowsError(try FactReader.reading(Array(writer.bytes.prefix(cut))) { try FileFacts(reading: &$0) },
                                     "\(file.path) cut at \(cut)")
            }
        }
        var options = CheckOptions(jobs: 1)
        options.enableAllRules = true
        let linter = Linter(configuration: Configuration(), options: options)
        let expected = linter.run(index: ProjectIndex(files: facts))
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(linter.run(index: ProjectIndex(files: decoded)), expected)
    }

    /// The generated coding writes every stored property the fact types declare today.
    func testTheGeneratedCodingIsCurrent() throws {
        let process = Process()
        process.executableURL = builtProduct("statecraft-codegen")
        process.arguments = ["--check", packageRoot.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, message)
    }

    /// `--cache-path`, `--no-cache` and `cache clean`, as users run them.
    func testTheCommandLineFillsReadsAndCleansTheCache() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let folder = try temporaryFolder()
        let arguments = ["check", ".", "--format", "json", "--quiet"]
        let cold = try runStatecraft(arguments + ["--no-cache"], in: examples)
        XCTAssertEqual(cold.status, 1, cold.error)
        let filling = try runStatecraft(arguments + ["--cache-path", folder.path], in: examples)
        let reading = try runStatecraft(arguments + ["--cache-path", folder.path], in: examples)
        func findings(_ run: CLIRun) throws -> String {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            return String(decoding: try JSONSerialization.data(withJSONObject: object["findings"] ?? [], options: .sortedKeys), as: UTF8.self)
        }
        XCTAssertEqual(try findings(filling), try findings(cold))
        XCTAssertEqual(try findings(reading), try findings(cold))
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let clean = try runStatecraft(["cache", "clean", "--cache-path", folder.path], in: examples)
        XCTAssertEqual(clean.status, 0, clean.error)
        XCTAssertTrue(clean.output.hasPrefix("Cleaned \(folder.path)"), clean.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    /// A scope's usage facts sit behind one shared reference: a copy must still be a value of its own, and the
    /// cache must write and read the facts, not the reference.
    func testACopiedScopeKeepsItsOwnUsageFactsThroughChangesAndTheCache() throws {
        var original = MemberScope()
        original.usage.reads["count"] = 1
        var copy = original
        copy.usage.reads["count"] = 2
        copy.usage.usesObjectWillChange = true
        XCTAssertEqual(original.usage.reads, ["count": 1])
        XCTAssertFalse(original.usage.usesObjectWillChange)
        XCTAssertEqual(copy.usage.reads, ["count": 2])

        var writer = FactWriter()
        writer.write(copy)
        let read: MemberScope = try FactReader.reading(writer.bytes) { try $0.read() }
        XCTAssertEqual(read.usage.reads, ["count": 2])
        XCTAssertTrue(read.usage.usesObjectWillChange)
    }

}
