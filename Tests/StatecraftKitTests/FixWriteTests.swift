import XCTest
@testable import StatecraftKit

/// What `fix` guarantees when it writes, on the real file system: never outside the paths it was given, never
/// over an edit made while it runs, never into a read-only file, and each file keeps its mode and owner.
final class FixWriteTests: XCTestCase {
    private let model = """
        import SwiftUI
        final class Basket: ObservableObject { @Published var count = 0 }
        """
    private let view = """
        import SwiftUI
        struct BasketView: View {
            @StateObject private var basket = Basket()
            var body: some View { Text("\\(basket.count)") }
        }
        """

    /// A project whose two files `observation-migration` rewrites together.
    private func project() throws -> URL {
        let root = try temporaryFolder()
        try write("deployment_target: { iOS: \"17.0\" }\n", to: root.appendingPathComponent(".statecraft.yml"))
        try write(model, to: root.appendingPathComponent("Basket.swift"))
        try write(view, to: root.appendingPathComponent("BasketView.swift"))
        return root
    }

    private func fix(_ paths: [String], in root: URL) throws -> FixResult {
        var notes: [Note] = []
        let configuration = try ConfigurationLoader.load(path: root.appendingPathComponent(".statecraft.yml").path,
                                                         catalog: RuleRegistry.catalogInfo, notes: &notes)
        return try FixEngine(configuration: configuration, options: FixOptions(fixes: ["observation-migration"], jobs: 1),
                             workingDirectory: root.path).run(paths: paths)
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    func testBothFilesAreRewrittenTogether() throws {
        let root = try project()
        let result = try fix(["."], in: root)
        XCTAssertEqual(result.changes.count, 2)
        XCTAssertEqual(FixEngine.write(result).failures.map(\.message), [])
        XCTAssertTrue(try text(root.appendingPathComponent("Basket.swift")).contains("@Observable"))
        XCTAssertTrue(try text(root.appendingPathComponent("BasketView.swift")).contains("@State private var basket"))
    }

    /// A file named on the command line that links outside, and a linked folder named on the command line: what
    /// they point to is read for context, never rewritten, and the class it uses is not migrated.
    func testLinksNamedOnTheCommandLineNeverReachOutside() throws {
        let root = try project()
        let outside = try temporaryFolder()
        try FileManager.default.moveItem(at: root.appendingPathComponent("BasketView.swift"), to: outside.appendingPathComponent("BasketView.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("LinkedView.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("BasketView.swift").path)
        let named = try fix(["Basket.swift", "LinkedView.swift"], in: root)
        XCTAssertEqual(named.changes.map(\.path), [])
        XCTAssertTrue(named.notes.contains { $0.message.contains("outside the paths given") }, "\(named.notes)")
        XCTAssertTrue(named.skippedClasses.contains { $0.reasons.joined().contains("outside the paths given") }, "\(named.skippedClasses)")

        let linkedFolder = try temporaryFolder()
        try write("deployment_target: { iOS: \"17.0\" }\n", to: linkedFolder.appendingPathComponent(".statecraft.yml"))
        try FileManager.default.createSymbolicLink(atPath: linkedFolder.appendingPathComponent("Shop").path, withDestinationPath: outside.path)
        try write(model, to: outside.appendingPathComponent("Basket.swift"))
        let throughLink = try fix(["Shop"], in: linkedFolder)
        XCTAssertEqual(throughLink.changes.count, 0)
        XCTAssertFalse(FixEngine.write(throughLink).wroteNothing)
        XCTAssertEqual(try text(outside.appendingPathComponent("Basket.swift")), model)
    }

    /// A line saved into one file between reading and writing: nothing is written, the edit is kept, and the
    /// run says why.
    func testAnEditMadeDuringTheRunIsNeverOverwritten() throws {
        let root = try project()
        let result = try fix(["."], in: root)
        XCTAssertEqual(result.changes.count, 2)
        let edited = model + "// saved by an editor meanwhile\n"
        try write(edited, to: root.appendingPathComponent("Basket.swift"))
        XCTAssertEqual(FixEngine.write(result).changedMeanwhile.map(\.path), ["Basket.swift"])
        XCTAssertEqual(try text(root.appendingPathComponent("Basket.swift")), edited)
        XCTAssertEqual(try text(root.appendingPathComponent("BasketView.swift")), view)
        // Swapped for a link to another file with the same bytes: the link's target is not the file read.
        try write(model, to: root.appendingPathComponent("Basket.swift"))
        let again = try fix(["."], in: root)
        XCTAssertEqual(again.changes.count, 2)
        let elsewhere = try temporaryFolder().appendingPathComponent("BasketView.swift")
        try write(view, to: elsewhere)
        let swapped = root.appendingPathComponent("BasketView.swift")
        try FileManager.default.removeItem(at: swapped)
        try FileManager.default.createSymbolicLink(atPath: swapped.path, withDestinationPath: elsewhere.path)
        XCTAssertEqual(FixEngine.write(again).changedMeanwhile.map(\.path), ["BasketView.swift"])
        XCTAssertEqual(try text(elsewhere), view)
        XCTAssertEqual(try text(root.appendingPathComponent("Basket.swift")), model)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: root.path).contains { $0.hasSuffix(".tmp") })
    }

    /// A read-only file is not rewritten, so the class it uses is not migrated; a rewritten file keeps its mode
    /// and its owner.
    func testReadOnlyFilesAreLeftAndModeAndOwnerKept() throws {
        let root = try project()
        let viewPath = root.appendingPathComponent("BasketView.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: viewPath)
        let result = try fix(["."], in: root)
        XCTAssertEqual(result.changes.count, 0)
        XCTAssertTrue(result.notes.contains { $0.file == "BasketView.swift" && $0.message.contains("read-only") }, "\(result.notes)")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: viewPath)
        let modelPath = root.appendingPathComponent("Basket.swift").path
        if getuid() == 0 {
            // A run as root leaves a user's files theirs.
            XCTAssertEqual(chown(viewPath, 1234, 1234), 0)
            XCTAssertEqual(chown(modelPath, 1234, 1234), 0)
        }
        XCTAssertEqual(FixEngine.write(try fix(["."], in: root)).failures.map(\.message), [])
        let attributes = try FileManager.default.attributesOfItem(atPath: viewPath)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertTrue(try text(URL(fileURLWithPath: viewPath)).contains("@State private var basket"))
        if getuid() == 0 {
            XCTAssertEqual((attributes[.ownerAccountID] as? NSNumber)?.intValue, 1234)
            XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: modelPath)[.ownerAccountID] as? NSNumber)?.intValue, 1234)
        }
    }

    /// `@State var isExpanded` that fills `protocol Expandable { var isExpanded: Bool { get } }`: making it
    /// `private` would not compile, so neither `check` nor `fix` asks for it.
    func testAPropertyFillingAProtocolRequirementStaysVisible() throws {
        let root = try temporaryFolder()
        let row = """
            import SwiftUI
            protocol Expandable { var isExpanded: Bool { get } }
            struct SectionRow: View, Expandable {
                @State var isExpanded = false
                @Environment(\\.dismiss) var dismiss
                var body: some View { Text(isExpanded ? "Less" : "More") }
            }
            """
        try write(row, to: root.appendingPathComponent("SectionRow.swift"))
        let engine = FixEngine(configuration: Configuration(), options: FixOptions(fixes: ["state-not-private", "dynamic-property-not-private"], jobs: 1),
                               workingDirectory: root.path)
        let result = try engine.run(paths: ["."])
        XCTAssertEqual(result.changes.count, 1)
        XCTAssertEqual(result.changes.first?.fixed.contains("@State var isExpanded = false"), true)
        XCTAssertEqual(result.changes.first?.fixed.contains("@Environment(\\.dismiss) private var dismiss"), true)
    }

    // MARK: Interruptions, with the real binary

    private var binary: URL {
        #if os(macOS)
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent().appendingPathComponent("statecraft")
        #else
        Bundle.main.bundleURL.appendingPathComponent("statecraft")
        #endif
    }

    /// Runs `statecraft` in `root` and returns its exit status and standard error.
    @discardableResult
    private func statecraft(_ arguments: [String], in root: URL) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Starts `statecraft` in `root`, pausing where `STATECRAFT_TEST_PAUSE` says (`phase:seconds`).
    private func launchFix(_ arguments: [String], pausing pause: String, in root: URL, errors: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.merging(["STATECRAFT_TEST_PAUSE": pause]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Files `fix` leaves only while it writes: temporary files, backups, the journal.
    private func leftovers(in root: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { $0.hasSuffix(".tmp") || $0.hasSuffix(".orig") || $0.hasPrefix(".statecraft-fix-journal") }.sorted()
    }

    /// Starts `fix`, paused at `phase` (`prepared`: every temporary file ready; `committing`: the first file
    /// renamed), and sends it `signal` there. Returns once the process has ended.
    private func interruptFix(in root: URL, at phase: String, with signal: Int32) throws {
        let process = try launchFix(["fix", "."], pausing: "\(phase):2", in: root)
        let journal = root.appendingPathComponent(".statecraft-fix-journal")
        func reached() throws -> Bool {
            guard let text = try? String(contentsOf: journal, encoding: .utf8) else { return false }
            let temporaries = try leftovers(in: root).filter { $0.hasSuffix(".tmp") && !$0.hasPrefix(".statecraft-fix-journal") }.count
            return phase == "prepared" ? text.contains("preparing") && temporaries == 3 : text.contains("committing") && temporaries == 2
        }
        let deadline = Date().addingTimeInterval(30)
        while try !reached(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(try reached(), "\(phase): \((try? leftovers(in: root)) ?? [])")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, "\(phase), signal \(signal)")
    }

    /// Three files the migration rewrites together.
    private func threeFileProject() throws -> (root: URL, original: [String: String]) {
        let root = try project()
        let second = view.replacingOccurrences(of: "BasketView", with: "BasketBadge")
        try write(second, to: root.appendingPathComponent("BasketBadge.swift"))
        return (root, ["Basket.swift": model, "BasketBadge.swift": second, "BasketView.swift": view])
    }

    private func contents(of names: [String], in root: URL) throws -> [String: String] {
        try Dictionary(uniqueKeysWithValues: names.map { ($0, try text(root.appendingPathComponent($0))) })
    }

    private func isRewritten(_ files: [String: String]) -> Bool {
        files["Basket.swift"]!.contains("@Observable") && files["BasketView.swift"]!.contains("@State private var basket")
            && files["BasketBadge.swift"]!.contains("@State private var basket")
    }

    /// SIGINT or SIGTERM before the renames: nothing is written and nothing left. During the renames: the renames
    /// finish first. Either way the project is whole, with no temporary file, journal or backup beside it.
    func testSIGINTAndSIGTERMLeaveTheOriginalBeforeTheCommitAndTheRewriteDuringIt() throws {
        for signal in [SIGINT, SIGTERM] {
            for phase in ["prepared", "committing"] {
                let (root, original) = try threeFileProject()
                try interruptFix(in: root, at: phase, with: signal)
                XCTAssertEqual(try leftovers(in: root), [], "\(phase), signal \(signal)")
                let now = try contents(of: Array(original.keys), in: root)
                if phase == "prepared" {
                    XCTAssertEqual(now, original, "signal \(signal)")
                } else {
                    XCTAssertTrue(isRewritten(now), "signal \(signal): \(now)")
                }
            }
        }
    }

    /// SIGKILL cannot be held back. Killed while preparing, the next `fix` rolls back (removes the temporary files);
    /// killed while renaming, it completes the renames. It says which, and leaves nothing behind. (The next run
    /// here makes a fix that changes nothing in these files, so what it finds is the project recovery left.)
    func testSIGKILLAtEachPhaseIsFinishedByTheNextRun() throws {
        for phase in ["prepared", "committing"] {
            let (root, original) = try threeFileProject()
            try interruptFix(in: root, at: phase, with: SIGKILL)
            XCTAssertFalse(try leftovers(in: root).isEmpty)
            let dryRun = try statecraft(["fix", ".", "--dry-run"], in: root)
            XCTAssertTrue(dryRun.errors.contains("left by an interrupted `statecraft fix`"), dryRun.errors)
            XCTAssertFalse(try leftovers(in: root).isEmpty, "a dry run changes nothing")

            let next = try statecraft(["fix", ".", "--rule", "state-not-private", "--quiet"], in: root)
            XCTAssertEqual(next.status, 0, next.errors)
            XCTAssertEqual(try leftovers(in: root), [], phase)
            let now = try contents(of: Array(original.keys), in: root)
            if phase == "prepared" {
                XCTAssertTrue(next.errors.contains("rolled back a `statecraft fix` interrupted while it prepared its files"), next.errors)
                XCTAssertEqual(now, original)
            } else {
                XCTAssertTrue(next.errors.contains("completed a `statecraft fix` interrupted while it renamed its files: 2 of 3"), next.errors)
                XCTAssertTrue(isRewritten(now), "\(now)")
            }
        }
    }

    /// Killed while renaming, then a file it had not renamed yet is edited: completing would leave that file
    /// unmigrated beside migrated ones, so the next run rolls the renamed files back and keeps the edit.
    func testAFileEditedAfterAKillMakesTheNextRunRollBack() throws {
        let (root, original) = try threeFileProject()
        try interruptFix(in: root, at: "committing", with: SIGKILL)
        // Basket.swift is renamed first; the views are still as read.
        XCTAssertTrue(try text(root.appendingPathComponent("Basket.swift")).contains("@Observable"))
        let edited = original["BasketView.swift"]! + "// saved by an editor\n"
        try write(edited, to: root.appendingPathComponent("BasketView.swift"))
        let next = try statecraft(["fix", ".", "--rule", "state-not-private", "--quiet"], in: root)
        XCTAssertTrue(next.errors.contains("rolled back a `statecraft fix` interrupted while it renamed its files"), next.errors)
        XCTAssertTrue(next.errors.contains("BasketView.swift: changed since an interrupted `statecraft fix` read it"), next.errors)
        XCTAssertEqual(try leftovers(in: root), [])
        var expected = original
        expected["BasketView.swift"] = edited
        XCTAssertEqual(try contents(of: Array(original.keys), in: root), expected)
    }

    /// A file saved while `fix` runs is not written, nor is anything that needed it rewritten (here the class and
    /// its other holder); the rest is, and the exit status says a file changed.
    func testAConcurrentEditDropsOnlyTheFixesThatTouchTheFile() throws {
        let (root, original) = try threeFileProject()
        let other = """
            import SwiftUI
            struct Settings: View {
                @State var isOn = false
                var body: some View { Toggle("On", isOn: $isOn) }
            }
            """
        try write(other, to: root.appendingPathComponent("Settings.swift"))
        let errors = Pipe()
        let process = try launchFix(["fix", ".", "--rule", "observation-migration,state-not-private"], pausing: "prepared:3", in: root, errors: errors)
        let deadline = Date().addingTimeInterval(30)
        while try leftovers(in: root).filter({ $0.hasSuffix(".tmp") }).count < 4, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let edited = original["BasketBadge.swift"]! + "// saved by an editor\n"
        try write(edited, to: root.appendingPathComponent("BasketBadge.swift"))
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("BasketBadge.swift: changed on disk while fixing: not written"), message)
        XCTAssertEqual(try text(root.appendingPathComponent("BasketBadge.swift")), edited)
        XCTAssertEqual(try text(root.appendingPathComponent("Basket.swift")), model)
        XCTAssertEqual(try text(root.appendingPathComponent("BasketView.swift")), view)
        XCTAssertTrue(try text(root.appendingPathComponent("Settings.swift")).contains("@State private var isOn"))
        XCTAssertEqual(try leftovers(in: root), [])
    }

    /// A journal whose process was killed but not yet collected by its parent (a zombie, as when the parent is a
    /// shell that has moved on) is an interrupted run's, not a live one's.
    func testAJournalOfAKilledProcessNotYetCollectedIsFinished() throws {
        let root = try temporaryFolder()
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The child ends at once; its parent sleeps without collecting it.
        shell.arguments = ["python3", "-c", """
            import os, signal, sys, time
            signal.signal(signal.SIGCHLD, signal.SIG_DFL)
            child = os.fork()
            if child == 0: os._exit(0)
            print(child); sys.stdout.flush(); time.sleep(5)
            """]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        defer { shell.terminate() }
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        let zombie = try XCTUnwrap(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)))
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(kill(zombie, 0), 0, "the process exists until collected")
        _ = try FixJournal(process: zombie, state: .preparing, entries: []).create(in: root.path)
        let notes = FixJournal.recover(near: [root.path], display: { $0 })
        XCTAssertEqual(notes.map(\.message), ["rolled back a `statecraft fix` interrupted while it prepared its files: none of the 0 files had been changed"])
        XCTAssertEqual(try leftovers(in: root), [])
    }

    /// Two `fix` runs writing in the same folder at once: the second writes nothing and says why.
    func testASecondRunWritingInTheSameFolderWritesNothing() throws {
        let (root, original) = try threeFileProject()
        let first = try launchFix(["fix", "."], pausing: "prepared:4", in: root)
        let deadline = Date().addingTimeInterval(30)
        while try leftovers(in: root).filter({ $0.hasSuffix(".tmp") }).count < 3, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let second = try statecraft(["fix", "."], in: root)
        XCTAssertEqual(second.status, 1, second.errors)
        XCTAssertTrue(second.errors.contains("another `statecraft fix`"), second.errors)
        XCTAssertEqual(try contents(of: Array(original.keys), in: root), original)
        first.waitUntilExit()
        XCTAssertEqual(first.terminationStatus, 0)
        XCTAssertTrue(isRewritten(try contents(of: Array(original.keys), in: root)))
        XCTAssertEqual(try leftovers(in: root), [])
    }
}
