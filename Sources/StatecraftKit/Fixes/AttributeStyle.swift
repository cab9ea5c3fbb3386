import SwiftSyntax

/// How a project writes attributes on type declarations: `@MainActor final class A` on one line, or the
/// attribute on a line of its own (as SwiftLint's `attributes` rule asks). New attributes follow the majority,
/// counted by the facts walk.
enum AttributeStyle {
    static func prefersOwnLine(_ files: [FileFacts]) -> Bool {
        files.reduce(0) { $0 + $1.attributeLines.ownLine } > files.reduce(0) { $0 + $1.attributeLines.sameLine }
    }

    /// The text that inserts `attribute` before a declaration's modifiers or keyword, in the project's style.
    static func insertion(_ attribute: String, before anchor: some SyntaxProtocol, in file: ParsedFile, ownLine: Bool) -> String {
        ownLine ? attribute + file.lineEnding + file.indentation(of: anchor) : attribute + " "
    }
}
