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

    /// The element at `offset` in iteration order (the index of its raw child), nil past the end. Only that
    /// element is built: the children before it are stepped over by their lengths.
    func node(at offset: Int) -> Element? {
        let children = Syntax(self).children(viewMode: .all)
        guard offset >= 0, let index = children.index(children.startIndex, offsetBy: offset, limitedBy: children.endIndex),
              index != children.endIndex else { return nil }
        return Element(children[index])
    }
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
