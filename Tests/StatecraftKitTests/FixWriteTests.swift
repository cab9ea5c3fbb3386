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
        XCTAssertEqual(FixEngine.write(result).map(\.message), [])
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
        XCTAssertEqual(FixEngine.write(throughLink).count, 0)
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
        let failures = FixEngine.write(result)
        XCTAssertTrue(failures.contains { $0.file == "Basket.swift" && $0.message.contains("changed on disk while fixing") }, "\(failures)")
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
        XCTAssertTrue(FixEngine.write(again).contains { $0.message.contains("changed on disk while fixing") })
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
        XCTAssertEqual(FixEngine.write(try fix(["."], in: root)).map(\.message), [])
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

    /// SIGINT or SIGTERM while `fix` writes takes effect once every file is written: never a half-migrated
    /// project, never a temporary file left beside the sources.
    func testAnInterruptDuringTheWritesLeavesAWholeProject() throws {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        for signal in [SIGINT, SIGTERM] {
            let root = try project()
            let process = Process()
            process.executableURL = products.appendingPathComponent("statecraft")
            process.arguments = ["fix", "."]
            process.currentDirectoryURL = root
            process.environment = ProcessInfo.processInfo.environment.merging(["STATECRAFT_TEST_PAUSE_BEFORE_COMMIT": "3"]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until the new contents are prepared beside the sources, then interrupt.
            let deadline = Date().addingTimeInterval(20)
            func temporaries() throws -> [String] {
                try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".tmp") }
            }
            while try temporaries().count < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            XCTAssertEqual(try temporaries().count, 2)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal, "signal \(signal)")
            XCTAssertEqual(try temporaries(), [])
            XCTAssertTrue(try text(root.appendingPathComponent("Basket.swift")).contains("@Observable"), "signal \(signal)")
            XCTAssertTrue(try text(root.appendingPathComponent("BasketView.swift")).contains("@State private var basket"), "signal \(signal)")
        }
    }
}
