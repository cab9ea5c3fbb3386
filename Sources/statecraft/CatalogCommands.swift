import ArgumentParser
import Foundation
import StatecraftKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, markdown }

    @Option(name: .shortAndLong, help: "Output format: text, json, markdown.")
    var format: Format = .text

    func run() throws {
        let descriptions = RuleRegistry.descriptions
        switch format {
        case .text: print(RuleCatalogFormatter.text(descriptions), terminator: "")
        case .json: print(RuleCatalogFormatter.json(descriptions), terminator: "")
        case .markdown: print(RuleCatalogFormatter.markdown(descriptions), terminator: "")
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Explain a rule, with examples.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: "The rule id, e.g. task-in-onappear.")
    var ruleID: String

    @Option(name: .shortAndLong, help: "Output format: text, json.")
    var format: Format = .text

    func run() throws {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            throw Exit.usage("unknown rule `\(ruleID)`\(Suggestion.phrase(for: ruleID, among: RuleRegistry.ids)) (run `statecraft rules` for the list)")
        }
        switch format {
        case .text:
            print(RuleCatalogFormatter.explanation(rule.description, width: TextWrap.terminalWidth()), terminator: "")
        case .json: print(RuleCatalogFormatter.explanationJSON(rule.description), terminator: "")
        }
    }
}
