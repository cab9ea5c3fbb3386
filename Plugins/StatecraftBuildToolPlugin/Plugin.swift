import Foundation
import PackagePlugin

/// Runs `statecraft check` on every build: the package (or Xcode project) is analysed whole, and the findings
/// of the target's own files appear inline in Xcode. An error finding fails the build.
@main
struct StatecraftBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.url)
        return try Self.commands(tool: context.tool(named: "statecraft").url, root: context.package.directoryURL,
                                 files: files, name: target.name, cache: context.pluginWorkDirectoryURL)
    }

    /// The facts cache lives in the plugin's work folder, which the build's sandbox lets it write.
    static func commands(tool: URL, root: URL, files: [URL], name: String, cache: URL) -> [Command] {
        guard !files.isEmpty else { return [] }
        return [.buildCommand(
            displayName: "Statecraft: checking \(name)",
            executable: tool,
            arguments: ["check", root.path, "--format", "xcode", "--quiet", "--force-exclude", "--cache-path", cache.path, "--only"]
                + files.map(\.path),
            inputFiles: files,
            outputFiles: [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StatecraftBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try Self.commands(tool: context.tool(named: "statecraft").url, root: context.xcodeProject.directoryURL,
                                 files: files, name: target.displayName, cache: context.pluginWorkDirectoryURL)
    }
}
#endif
