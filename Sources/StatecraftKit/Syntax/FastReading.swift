@_spi(RawSyntax) import SwiftSyntax

// Readings the fact walk makes on nearly every node, written so they build no typed node they do not return.
// swift-syntax's general paths for these cost several times the reading itself: `TokenSyntax.text` forms the
// token's kind (looking keywords up by name) before giving its text back, and a collection's own iterator casts
// each element through a generic path. Each reader below gives the same result as the general path it replaces.

extension TokenSyntax {
    /// The token's text, as `text` gives it, read straight from the parser's bytes.
    var rawString: String { String(syntaxText: rawText) }
}

extension SyntaxCollection {
    /// The elements in order, as iterating the collection gives them, each made directly from its child.
    var nodes: SyntaxNodes<Self> { SyntaxNodes(children: Syntax(self).children(viewMode: .all)) }
}

struct SyntaxNodes<Collection: SyntaxCollection>: Sequence {
    let children: SyntaxChildren

    func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }

    struct Iterator: IteratorProtocol {
        var children: SyntaxChildren.Iterator

        mutating func next() -> Collection.Element? {
            // A collection's children are all of its element type.
            children.next().map { Collection.Element($0)! }
        }
    }
}

enum RawReading {
    /// `Foo.Bar.baz` for a chain of plain names (generic arguments dropped: `Box<T>.make` → `Box.make`); nil for
    /// anything else (`foo().bar`, `.shared`).
    static func namePath(_ expression: ExprSyntax) -> String? {
        let raw = expression.raw
        if let reference = RawDeclReferenceExprSyntax(raw) { return String(syntaxText: reference.baseName.tokenText) }
        var path = ""
        return append(raw, to: &path) ? path : nil
    }

    private static func append(_ raw: RawSyntax, to path: inout String) -> Bool {
        if let reference = RawDeclReferenceExprSyntax(raw) {
            path += String(syntaxText: reference.baseName.tokenText)
            return true
        }
        if let member = RawMemberAccessExprSyntax(raw), let base = member.base {
            guard append(base.raw, to: &path) else { return false }
            path += "."
            path += String(syntaxText: member.declName.baseName.tokenText)
            return true
        }
        if let specialized = RawGenericSpecializationExprSyntax(raw) { return append(specialized.expression.raw, to: &path) }
        return false
    }
}
