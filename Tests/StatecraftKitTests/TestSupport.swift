import Foundation
import SwiftParser
import XCTest
@testable import StatecraftKit

/// Builds a project index from in-memory sources, as `check` would from files.
func makeIndex(_ sources: [String], targets: [Platform: OSVersion] = [:]) -> ProjectIndex {
    var files = sources.enumerated().map { SourceReader.extract(source: $1, path: "File\($0).swift") }
    ErasedCallStage.attach(to: &files) { Parser.parse(source: sources[$0]) }
    return ProjectIndex(files: files, deploymentTargets: DeploymentTargets(targets))
}

/// Builds a project index from in-memory sources at the given paths (targets and platform files by folder and name).
func makeIndex(files: [(path: String, source: String)], targets: DeploymentTargets = DeploymentTargets([:])) -> ProjectIndex {
    var facts = files.map { SourceReader.extract(source: $0.source, path: $0.path) }
    ErasedCallStage.attach(to: &facts) { Parser.parse(source: files[$0].source) }
    return ProjectIndex(files: facts, deploymentTargets: targets)
}

/// Runs the given rules (all enabled rules when nil) over in-memory sources.
func findings(_ sources: [String], rules: Set<String>? = nil, targets: [Platform: OSVersion] = [:],
              configuration: Configuration = Configuration()) -> [Finding] {
    let linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1, onlyRules: rules))
    return linter.run(index: makeIndex(sources, targets: targets))
}

/// Runs the given rules over in-memory sources at the given paths.
func findings(files: [(path: String, source: String)], rules: Set<String>? = nil,
              targets: DeploymentTargets = DeploymentTargets([:]), configuration: Configuration = Configuration()) -> [Finding] {
    let linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1, onlyRules: rules))
    return linter.run(index: makeIndex(files: files, targets: targets))
}

let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One folder per test run, removed when the process exits, so runs leave nothing in the system's temporary folder.
private let testRunFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("statecraft-tests-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: testRunFolder) }
    return url
}()

func temporaryFolder() throws -> URL {
    let url = testRunFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Compares a whole output with `Golden/<name>`; `STATECRAFT_UPDATE_GOLDEN=1` rewrites the file instead.
func assertGolden(_ output: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Golden/\(name)")
    if ProcessInfo.processInfo.environment["STATECRAFT_UPDATE_GOLDEN"] != nil {
        try Data(output.utf8).write(to: url)
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    XCTAssertEqual(output, expected, "\(name) differs from its golden file", file: file, line: line)
}

/// Indexes one of the bundled example apps, with paths relative to `Examples/`.
func exampleIndex(_ name: String) throws -> ProjectIndex {
    let root = packageRoot.appendingPathComponent("Examples")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(name).path)
        .filter { $0.hasSuffix(".swift") }.sorted()
    let files = try paths.map { path -> FileFacts in
        let source = try String(contentsOf: root.appendingPathComponent(name).appendingPathComponent(path), encoding: .utf8)
        return SourceReader.extract(source: source, path: "\(name)/\(path)")
    }
    return ProjectIndex(files: files)
}

/// The observable models the reach and hosting tests share, and two views that read them: `ProfileView` reads
/// `Session` and shows `BadgeView`, which reads `Cart`.
enum SharedFixtures {
    static let sessionAndCart = """
        final class Session: ObservableObject { @Published var user = "" }
        @Observable final class Cart { var items: [String] = [] }
        """
    static let profileAndBadge = sessionAndCart + """

        struct ProfileView: View {
            @EnvironmentObject var session: Session
            var body: some View { BadgeView().navigationTitle(session.user) }
        }
        struct BadgeView: View {
            @Environment(Cart.self) private var cart
            var body: some View { Text("\\(cart.items.count)") }
        }
        """
}
