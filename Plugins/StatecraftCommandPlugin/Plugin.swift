import Foundation
import PackagePlugin

/// `swift package statecraft [check|map|rules|explain|fix --dry-run] …`: runs Statecraft on the package. With no
/// path, the package's folder. Rewriting files (`fix` without `--dry-run`) is `statecraft-fix`'s, which asks for
/// permission to write.
@main
struct StatecraftCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if arguments.first == "fix", !arguments.contains("--dry-run") {
            Diagnostics.error("`fix` rewrites files: run `swift package statecraft-fix` (it asks for permission to write), or add --dry-run")
            throw ExitCode.failure
        }
        if arguments.isEmpty { arguments = ["check"] }
        try StatecraftRunner.run(context.tool(named: "statecraft").url, arguments, packageDirectory: context.package.directoryURL)
    }
}

enum ExitCode: Error {
    case failure
}

enum StatecraftRunner {
    /// Runs the tool in the package's folder; a subcommand given no path gets the package's folder.
    static func run(_ tool: URL, _ arguments: [String], packageDirectory: URL) throws {
        var arguments = arguments
        let takesPaths: Set<String> = ["check", "fix", "map"]
        if let command = arguments.first, takesPaths.contains(command), !arguments.dropFirst().contains(where: { !$0.hasPrefix("-") }) {
            arguments.append(packageDirectory.path)
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = packageDirectory
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("statecraft \(arguments.first ?? "") exited with status \(process.terminationStatus)")
            throw ExitCode.failure
        }
    }
}
