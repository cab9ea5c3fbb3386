import Foundation
@testable import StatecraftKit

/// Builds a project index from in-memory sources, as `check` would from files.
func makeIndex(_ sources: [String], targets: [Platform: OSVersion] = [:]) -> ProjectIndex {
    let files = sources.enumerated().map { SourceReader.extract(source: $1, path: "File\($0).swift") }
    return ProjectIndex(files: files, deploymentTargets: DeploymentTargets(targets))
}

/// Runs the given rules (all enabled rules when nil) over in-memory sources.
func findings(_ sources: [String], rules: Set<String>? = nil, targets: [Platform: OSVersion] = [:],
              configuration: Configuration = Configuration()) -> [Finding] {
    let linter = Linter(configuration: configuration, options: CheckOptions(jobs: 1, onlyRules: rules))
    return linter.run(index: makeIndex(sources, targets: targets))
}

let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("statecraft-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}
