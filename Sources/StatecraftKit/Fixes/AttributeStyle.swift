import SwiftSyntax

/// How a project writes attributes on type declarations: `@MainActor final class A` on one line, or the
/// attribute on a line of its own (as SwiftLint's `attributes` rule asks). New attributes follow the majority.
enum AttributeStyle {
    static func prefersOwnLine(_ files: [ParsedFile]) -> Bool {
        var ownLine = 0
        var sameLine = 0
        for file in files {
            let counter = Counter(file: file)
            counter.walk(file.tree)
            ownLine += counter.ownLine
            sameLine += counter.sameLine
        }
        return ownLine > sameLine
    }

    /// The text that inserts `attribute` before a declaration's modifiers or keyword, in the project's style.
    static func insertion(_ attribute: String, before anchor: some SyntaxProtocol, in file: ParsedFile, ownLine: Bool) -> String {
        ownLine ? attribute + file.lineEnding + file.indentation(of: anchor) : attribute + " "
    }

    private final class Counter: SyntaxVisitor {
        let file: ParsedFile
        var ownLine = 0
        var sameLine = 0

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func count(_ attributes: AttributeListSyntax, _ next: TokenSyntax) {
            guard let last = attributes.last else { return }
            let attributeLine = file.converter.location(for: last.endPositionBeforeTrailingTrivia).line
            let declarationLine = file.converter.location(for: next.positionAfterSkippingLeadingTrivia).line
            if attributeLine < declarationLine { ownLine += 1 } else { sameLine += 1 }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            count(node.attributes, node.modifiers.first?.name ?? node.classKeyword)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            count(node.attributes, node.modifiers.first?.name ?? node.structKeyword)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            count(node.attributes, node.modifiers.first?.name ?? node.enumKeyword)
            return .visitChildren
        }

        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            count(node.attributes, node.modifiers.first?.name ?? node.actorKeyword)
            return .visitChildren
        }
    }
}
