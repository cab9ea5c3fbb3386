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
    var nodes: SyntaxNodes<Self> { SyntaxNodes(children: Syntax(self).children(viewMode: .all), count: count) }
}

struct SyntaxNodes<Collection: SyntaxCollection>: Sequence {
    let children: SyntaxChildren
    let count: Int

    /// Exact, so `map` and `Array(_:)` allocate once.
    var underestimatedCount: Int { count }

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

    /// The names of the plain references under `node` (`isLoading`, `items` in `!isLoading && items.isEmpty`), as
    /// its tokens read in source-accurate order would give them: a reference's written name, nothing else.
    static func referencedNames(in node: Syntax) -> Set<String> {
        var names = Set<String>()
        collectReferences(node.raw, into: &names)
        return names
    }

    private static func collectReferences(_ raw: RawSyntax, into names: inout Set<String>) {
        if let reference = RawDeclReferenceExprSyntax(raw), reference.baseName.presence == .present {
            names.insert(String(syntaxText: reference.baseName.tokenText))
        }
        guard let layout = raw.layoutView else { return }
        for child in layout.children {
            if let child, child.kind != .token { collectReferences(child, into: &names) }
        }
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

/// What the fact walk asks of every call's arguments, read once from the raw tree: most calls need nothing more,
/// and the readers that do (a `rootView:` argument, a closure, a type literal) build typed nodes only then.
struct CallArguments {
    /// Each argument's label, nil where it has none (`Text(title)`, `(_ x:)`).
    private(set) var labels: [String?] = []
    /// The first argument written as a closure (`Button(action: { … })`), by position.
    private(set) var firstClosure: Int?
    /// Some argument is a type literal (`Sheet(content: Picker.self)`).
    private(set) var hasTypeLiteral = false

    init(_ call: FunctionCallExprSyntax) {
        guard let raw = RawFunctionCallExprSyntax(call.raw) else { return }
        let children = raw.arguments.layoutView.children
        labels.reserveCapacity(children.count)
        for (index, child) in children.enumerated() {
            guard let child, let argument = RawLabeledExprSyntax(child) else { continue }
            labels.append(argument.label.map { String(syntaxText: $0.tokenText) })
            let expression = argument.expression.raw
            if firstClosure == nil, expression.kind == .closureExpr { firstClosure = index }
            if let access = RawMemberAccessExprSyntax(expression), access.base != nil,
               access.declName.baseName.tokenKind == .keyword, access.declName.baseName.tokenText == "self" {
                hasTypeLiteral = true
            }
        }
    }

    func has(label: String) -> Bool { labels.contains(label) }
}
