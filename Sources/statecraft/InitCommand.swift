import ArgumentParser
import Foundation
import StatecraftKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a .statecraft.yml for the project: its architecture, deployment target and the rules that fire most, commented.")

    @Argument(help: "The project's folder.")
    var path = "."

    @Flag(name: .long, help: "Replace an existing .statecraft.yml.")
    var force = false

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw Exit.usage("no such folder: \(path)")
        }
        let file = URL(fileURLWithPath: path).appendingPathComponent(Configuration.fileName).path
        if FileManager.default.fileExists(atPath: file), !force {
            throw Exit.usage("\(file) exists already (pass --force to replace it)")
        }
        let linter = Linter(configuration: Configuration())
        let result = try linter.check(paths: [path])
        // `check` would refuse the folder: say so now rather than write a configuration for nothing.
        if result.filesChecked == 0 { throw Exit.usage(ReportedFiles.emptyRunMessage(result, paths: [path])) }
        let text = ConfigurationTemplate.make(from: result, rules: RuleRegistry.descriptions)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw Exit.usage("cannot write \(file): \(error.localizedDescription)")
        }
        print("Wrote \(file): \(result.architecture.text); deployment target \(result.deploymentTargets.summary); \(result.findings.count) findings today.")
    }
}
