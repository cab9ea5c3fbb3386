import ArgumentParser
import Foundation
import StatecraftKit

@main
struct StatecraftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statecraft",
        abstract: "Checks the architecture and data flow of SwiftUI apps.",
        version: Statecraft.version,
        subcommands: [CheckCommand.self, FixCommand.self, MapCommand.self, RulesCommand.self, ExplainCommand.self, InitCommand.self,
                      MCPCommand.self, LSPCommand.self, CacheCommand.self],
        defaultSubcommand: CheckCommand.self)

    /// Argument errors exit with 2, like every other usage problem, instead of the parser's default 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension MapFormat: ExpressibleByArgument {}

/// Exit codes: 0 clean, 1 failing findings, 2 bad usage, path or configuration.
/// `--config`, or the `.statecraft.yml` found by walking up from the first path; bad configuration exits with 2.
func loadConfiguration(config: String?, paths: [String], notes: inout [Note]) throws -> Configuration {
    do {
        let path: String?
        if let config {
            guard FileManager.default.fileExists(atPath: config) else {
                throw ConfigurationError(file: config, line: nil, message: "no such configuration file")
            }
            path = config
        } else {
            path = ConfigurationLoader.find(startingAt: paths.first ?? ".")
        }
        guard let path else { return Configuration() }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return try ConfigurationLoader.load(path: absolute, catalog: RuleRegistry.catalogInfo, notes: &notes)
    } catch let error as ConfigurationError {
        throw Exit.usage(error.description)
    }
}

/// Notes go to standard error, so that a report on standard output stays machine-readable.
func printNotes(_ notes: [Note]) {
    for note in notes {
        let location = note.file.map { "\($0): " } ?? ""
        FileHandle.standardError.write(Data("statecraft: note: \(location)\(note.message)\n".utf8))
    }
}

/// Writes a report to `--output` atomically, or to standard output.
func emit(_ text: String, to output: String?) throws {
    guard let output else {
        print(text, terminator: "")
        return
    }
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        throw Exit.usage("cannot write \(output): \(error.localizedDescription)")
    }
}

/// The options `check`, `fix` and `map` share.
struct SharedOptions: ParsableArguments {
    @Option(name: .long, help: "Use this configuration file instead of looking for .statecraft.yml.")
    var config: String?

    @Flag(name: .shortAndLong, help: "Don't print notes about skipped or unreadable files.")
    var quiet = false
}

enum Exit {
    static func usage(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("statecraft: error: \(message)\n".utf8))
        return ExitCode(2)
    }
}
