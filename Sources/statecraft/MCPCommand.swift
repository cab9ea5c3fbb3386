import ArgumentParser
import Foundation
import StatecraftKit
import StatecraftMCP

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Statecraft's tools to coding agents over the Model Context Protocol (standard input and output).",
        discussion: "Tools: \(StatecraftTools.names.joined(separator: ", ")). Paths are relative to the folder the server starts in.")

    func run() throws {
        // The server is asynchronous; the command line is not. The main thread parks while it serves.
        Task {
            do {
                try await StatecraftServer.run()
                Foundation.exit(0)
            } catch {
                FileHandle.standardError.write(Data("statecraft: error: \(error)\n".utf8))
                Foundation.exit(1)
            }
        }
        dispatchMain()
    }
}
