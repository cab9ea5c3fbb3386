import Foundation
import MCP
import StatecraftKit

/// `statecraft mcp`: Statecraft as a Model Context Protocol server over standard input and output, for coding
/// agents. Paths in arguments are relative to the folder the server was started in.
public enum StatecraftServer {
    /// Serves until the client closes the connection.
    public static func run() async throws {
        let server = Server(
            name: "statecraft", version: Statecraft.version,
            instructions: """
                Statecraft checks the architecture and data flow of SwiftUI code across a whole project. Call \
                `check` after editing Swift files (pass them as `files` to get their findings with whole-project \
                context), `explain_rule` to learn why a finding matters and how to fix it, `preview_fix` to see \
                the rewrites Statecraft can make, and `map` to see which views a screen builds and what it injects.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            .init(tools: StatecraftTools.all.map(\.tool))
        }
        await server.withMethodHandler(CallTool.self) { params in
            let output = StatecraftTools.call(params.name, arguments: params.arguments ?? [:])
            var structured: Value?
            if let json = output.json { structured = try? JSONDecoder().decode(Value.self, from: Data(json.utf8)) }
            return .init(content: [.text(text: output.text, annotations: nil, _meta: nil)], structuredContent: structured,
                         isError: output.isError)
        }
        try await server.start(transport: StdioTransport())
        await server.waitUntilCompleted()
    }
}
