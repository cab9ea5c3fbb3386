@_spi(RawSyntax) import SwiftSyntax

/// Small, trivia-aware edits shared by the fixes.
enum SyntaxEdits {
    /// Removes an attribute. When only blanks separate it from what follows, they go too, so
    /// `@Published var x` becomes `var x` and an attribute on its own line leaves no empty line.
    static func remove(_ attribute: AttributeSyntax, fix: String, group: String? = nil) -> TextEdit {
        let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
        var end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
        let following = Array(attribute.trailingTrivia) + Array(attribute.nextToken(viewMode: .sourceAccurate)?.leadingTrivia ?? [])
        if following.allSatisfy(\.isWhitespace), let next = attribute.nextToken(viewMode: .sourceAccurate) {
            end = next.positionAfterSkippingLeadingTrivia.utf8Offset
        } else {
            for piece in attribute.trailingTrivia {
                guard case .spaces(let count) = piece else { break }
                end += count
            }
        }
        return TextEdit(start..<end, "", fix: fix, group: group)
    }

    /// Inserts `text` (with a following space) before a declaration's modifiers, or its keyword when it has none:
    /// after its attributes, so `@State var x` gets `private` as `@State private var x`.
    static func insertBeforeModifiers(_ text: String, modifiers: DeclModifierListSyntax, keyword: TokenSyntax,
                                      fix: String, group: String? = nil) -> TextEdit {
        let anchor = modifiers.first?.positionAfterSkippingLeadingTrivia ?? keyword.positionAfterSkippingLeadingTrivia
        return TextEdit.insert(text + " ", at: anchor.utf8Offset, fix: fix, group: group)
    }

    /// Makes a property `private`: its access modifier becomes `private`, or `private` goes before its other
    /// modifiers. Nil when it already is.
    static func makePrivate(_ declaration: VariableDeclSyntax, fix: String, group: String? = nil) -> TextEdit? {
        if let access = declaration.modifiers.first(where: { AccessLevel(keyword: $0.name.rawString) != nil && $0.detail == nil }) {
            return access.name.rawText == "private" ? nil : TextEdit.replace(access.name, with: "private", fix: fix, group: group)
        }
        return insertBeforeModifiers("private", modifiers: declaration.modifiers, keyword: declaration.bindingSpecifier, fix: fix, group: group)
    }

    /// Inserts an attribute before everything else of a declaration (`@ObservationIgnored lazy var …`).
    static func insertFirst(_ text: String, of declaration: some SyntaxProtocol, fix: String, group: String? = nil) -> TextEdit {
        TextEdit.insert(text + " ", at: declaration.positionAfterSkippingLeadingTrivia.utf8Offset, fix: fix, group: group)
    }

    /// Removes one inherited type from an inheritance clause: the whole clause (`: ObservableObject`) when it
    /// is the only one. Nil when a comment sits in the text that would go.
    static func remove(_ inherited: InheritedTypeSyntax, from clause: InheritanceClauseSyntax, fix: String, group: String? = nil) -> TextEdit? {
        let elements = Array(clause.inheritedTypes)
        guard let position = elements.firstIndex(where: { $0.id == inherited.id }) else { return nil }
        let range: Range<Int>
        if elements.count == 1 {
            guard let before = clause.colon.previousToken(viewMode: .sourceAccurate) else { return nil }
            range = before.endPositionBeforeTrailingTrivia.utf8Offset..<inherited.endPositionBeforeTrailingTrivia.utf8Offset
        } else if position + 1 < elements.count {
            range = inherited.positionAfterSkippingLeadingTrivia.utf8Offset..<elements[position + 1].positionAfterSkippingLeadingTrivia.utf8Offset
        } else {
            guard let comma = elements[position - 1].trailingComma else { return nil }
            range = comma.positionAfterSkippingLeadingTrivia.utf8Offset..<inherited.endPositionBeforeTrailingTrivia.utf8Offset
        }
        let before = clause.colon.previousToken(viewMode: .sourceAccurate)?.trailingTrivia ?? []
        if SyntaxReading.containsComment(clause) || before.contains(where: \.isComment) { return nil }
        return TextEdit(range, "", fix: fix, group: group)
    }


    /// The byte range that deletes a declaration's own lines: from the line break before it (so comments above it
    /// stay, and no blank line is left) to its end.
    static func declarationLines(_ node: some SyntaxProtocol) -> Range<Int> {
        if let whole = wholeDeclaration(node) { return whole }
        var offset = node.position.utf8Offset
        var lastBreak: Int?
        for piece in node.leadingTrivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .newlines, .carriageReturns: lastBreak = offset + length - 1
            case .carriageReturnLineFeeds: lastBreak = offset + length - 2
            default: break
            }
            offset += length
        }
        return (lastBreak ?? node.positionAfterSkippingLeadingTrivia.utf8Offset)..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The byte range of a declaration including its leading trivia when that holds only blanks.
    static func wholeDeclaration(_ node: some SyntaxProtocol) -> Range<Int>? {
        guard node.leadingTrivia.allSatisfy(\.isWhitespace) else { return nil }
        return node.position.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
