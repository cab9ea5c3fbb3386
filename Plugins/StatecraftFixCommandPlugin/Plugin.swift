import Foundation
import PackagePlugin

/// `swift package statecraft-fix [--rule FIX] …`: rewrites what Statecraft can fix safely in the package, the
/// ObservableObject → `@Observable` migration included. SwiftPM asks for permission to write first.
@main
struct StatecraftFixCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "statecraft").url
        let paths = arguments.contains { !$0.hasPrefix("-") } ? [] : [context.package.directoryURL.path]
        process.arguments = ["fix"] + arguments + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("statecraft fix exited with status \(process.terminationStatus)")
            throw FixFailure()
        }
    }
}

struct FixFailure: Error {}
