import ArgumentParser
import Foundation
import StatecraftKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Option(name: .shortAndLong, help: "Output format: text, json, markdown.")
    var format: Format = .text

    @Option(name: .long, help: "Write the rule directory to this folder instead: a Markdown page per rule and an index.")
    var directory: String?

    func run() throws {
        let descriptions = RuleRegistry.descriptions
        if let directory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                for rule in descriptions {
                    try RuleCatalogFormatter.page(rule).write(toFile: directory + "/\(rule.id).md", atomically: true, encoding: .utf8)
                }
                try RuleCatalogFormatter.directoryIndex(descriptions).write(toFile: directory + "/README.md", atomically: true, encoding: .utf8)
            } catch {
                throw Exit.usage("cannot write the rule directory `\(directory)`: \(error.localizedDescription)")
            }
            print("Wrote \(descriptions.count) rule pages and an index to \(directory)")
            return
        }
        switch format {
        case .text: print(RuleCatalogFormatter.text(descriptions), terminator: "")
        case .json: print(RuleCatalogFormatter.json(descriptions), terminator: "")
        case .markdown: print(RuleCatalogFormatter.markdown(descriptions), terminator: "")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule, with examples.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Argument(help: "The rule id, e.g. task-in-onappear.")
    var ruleID: String

    @Option(name: .shortAndLong, help: "Output format: text, json, markdown.")
    var format: Format = .text

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            throw Exit.usage("unknown rule `\(ruleID)`\(Suggestion.phrase(for: ruleID, among: RuleRegistry.ids)) (run `statecraft rules` for the list)")
        }
        switch format {
        case .text:
            print(RuleCatalogFormatter.explanation(rule.description, width: TextWrap.terminalWidth()), terminator: "")
        case .json: print(RuleCatalogFormatter.explanationJSON(rule.description), terminator: "")
        case .markdown: print(RuleCatalogFormatter.page(rule.description), terminator: "")
        }
    }
}
