import Foundation
import SwiftParser
import SwiftSyntax

/// Writes `FactCoding+Generated.swift`: for every struct and enum of StatecraftKit that declares `FactCodable`,
/// the code that writes its stored properties (an enum: its case number and associated values) in declaration
/// order and reads them back. `swift run statecraft-codegen` rewrites the file; `--check` only compares.
///
/// Usage: statecraft-codegen [--check] [package root]

struct FactType {
    var name: String
    enum Shape {
        case properties([String])
        case cases([(name: String, labels: [String?])])
    }
    var shape: Shape
}

final class Collector: SyntaxVisitor {
    var types: [FactType] = []
    var problems: [String] = []
    let file: String

    init(file: String) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func declaresFactCodable(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == "FactCodable" } ?? false
    }

    private func qualifiedName(_ node: some SyntaxProtocol, _ name: String) -> String {
        var parts = [name]
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            else if let type = parent.as(EnumDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            else if let type = parent.as(ClassDeclSyntax.self) { parts.insert(type.name.text, at: 0) }
            else if let ext = parent.as(ExtensionDeclSyntax.self) { parts.insert(ext.extendedType.trimmedDescription, at: 0) }
            current = parent.parent
        }
        return parts.joined(separator: ".")
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        guard declaresFactCodable(node.inheritanceClause) else { return .visitChildren }
        let name = qualifiedName(node, node.name.text)
        var properties: [String] = []
        for member in node.memberBlock.members {
            if member.decl.is(IfConfigDeclSyntax.self) { problems.append("\(file): \(name) declares members under #if") }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if modifiers.contains("lazy") { problems.append("\(file): \(name) has a lazy property"); continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock {
                    switch accessors.accessors {
                    case .getter: continue
                    case .accessors(let list):
                        if list.contains(where: { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }) { continue }
                    }
                }
                // A constant with its value written in place is the same in every instance.
                if isLet, binding.initializer != nil { continue }
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    problems.append("\(file): \(name) has a property pattern it cannot name")
                    continue
                }
                properties.append(identifier.identifier.text)
            }
        }
        types.append(FactType(name: name, shape: .properties(properties)))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guard declaresFactCodable(node.inheritanceClause) else { return .visitChildren }
        let name = qualifiedName(node, node.name.text)
        var cases: [(name: String, labels: [String?])] = []
        for member in node.memberBlock.members {
            if member.decl.is(IfConfigDeclSyntax.self) { problems.append("\(file): \(name) declares cases under #if") }
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                let labels = element.parameterClause?.parameters.map { parameter -> String? in
                    guard let first = parameter.firstName, first.tokenKind != .wildcard else { return nil }
                    return first.text
                } ?? []
                cases.append((element.name.text, labels))
            }
        }
        if cases.isEmpty { problems.append("\(file): \(name) has no cases") }
        types.append(FactType(name: name, shape: .cases(cases)))
        return .visitChildren
    }
}

func generate(root: URL) throws -> String {
    let sources = root.appendingPathComponent("Sources/StatecraftKit")
    let paths = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("FactCoding+Generated.swift") }.sorted()
    var types: [FactType] = []
    var problems: [String] = []
    for path in paths {
        let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
        guard text.contains("FactCodable") else { continue }
        let collector = Collector(file: path)
        collector.walk(Parser.parse(source: text))
        types += collector.types
        problems += collector.problems
    }
    guard problems.isEmpty else {
        throw NSError(domain: "statecraft-codegen", code: 1, userInfo: [NSLocalizedDescriptionKey: problems.joined(separator: "\n")])
    }
    var out = """
        // Generated by `swift run statecraft-codegen` from the declarations of the types that adopt `FactCodable`:
        // do not edit. `FactsCacheTests.testTheGeneratedCodingIsCurrent` fails when it is out of date.

        """
    for type in types.sorted(by: { $0.name < $1.name }) {
        out += "\nextension \(type.name) {\n"
        switch type.shape {
        case .properties(let properties):
            out += "    func write(to writer: inout FactWriter) {\n"
            for property in properties { out += "        writer.write(\(property))\n" }
            out += "    }\n\n"
            out += "    init(reading reader: inout FactReader) throws {\n"
            for property in properties { out += "        self.\(property) = try reader.read()\n" }
            out += "    }\n"
        case .cases(let cases):
            out += "    func write(to writer: inout FactWriter) {\n        switch self {\n"
            for (number, item) in cases.enumerated() {
                if item.labels.isEmpty {
                    out += "        case .\(item.name): writer.count(\(number))\n"
                } else {
                    let bindings = item.labels.indices.map { "let v\($0)" }.joined(separator: ", ")
                    let writes = item.labels.indices.map { "writer.write(v\($0))" }.joined(separator: "; ")
                    out += "        case .\(item.name)(\(bindings)): writer.count(\(number)); \(writes)\n"
                }
            }
            out += "        }\n    }\n\n"
            out += "    init(reading reader: inout FactReader) throws {\n        switch try reader.tag(below: \(cases.count)) {\n"
            for (number, item) in cases.enumerated() {
                let label = number == cases.count - 1 ? "default" : "case \(number)"
                if item.labels.isEmpty {
                    out += "        \(label): self = .\(item.name)\n"
                } else {
                    let arguments = item.labels.map { ($0.map { "\($0): " } ?? "") + "try reader.read()" }.joined(separator: ", ")
                    out += "        \(label): self = .\(item.name)(\(arguments))\n"
                }
            }
            out += "        }\n    }\n"
        }
        out += "}\n"
    }
    return out
}

var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let root = URL(fileURLWithPath: arguments.first ?? FileManager.default.currentDirectoryPath)
let target = root.appendingPathComponent("Sources/StatecraftKit/Cache/FactCoding+Generated.swift")
do {
    let text = try generate(root: root)
    if check {
        let current = try? String(contentsOf: target, encoding: .utf8)
        if current != text {
            FileHandle.standardError.write(Data("statecraft-codegen: \(target.path) is out of date: run `swift run statecraft-codegen`\n".utf8))
            exit(1)
        }
    } else {
        try Data(text.utf8).write(to: target, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("statecraft-codegen: \(error.localizedDescription)\n".utf8))
    exit(2)
}
