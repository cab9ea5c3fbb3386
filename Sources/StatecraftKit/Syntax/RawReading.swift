@_spi(RawSyntax) import SwiftSyntax

/// Readings of the raw tree (`RawSyntax`), for the fact walk's most frequent questions: names, roots and paths of
/// expressions, constructions, modifiers, callees. A raw node is a pointer into the parser's arena: testing its kind
/// or reading a token's text builds no typed node and takes no reference count. Each reader gives what the typed
/// reading it replaced gave; the test suite keeps those typed readings and compares them (`FastReadingChecker`).
enum RawReading {
    /// `Foo.Bar.baz` for a chain of plain names (generic arguments dropped: `Box<T>.make` → `Box.make`); nil for
    /// anything else (`foo().bar`, `.shared`).
    static func namePath(_ expression: ExprSyntax) -> String? { namePath(expression.raw) }

    static func namePath(_ raw: RawSyntax) -> String? {
        if let reference = RawDeclReferenceExprSyntax(raw) { return String(syntaxText: reference.baseName.tokenText) }
        // Measured, then written: one string, not one per name joined.
        guard let length = pathLength(raw) else { return nil }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            writePath(raw, into: buffer, at: &offset)
            return offset
        }
    }

    /// The names of the plain references under `node` (`isLoading`, `items` in `!isLoading && items.isEmpty`), as
    /// its tokens read in source-accurate order would give them: a reference's written name, nothing else.
    static func referencedNames(in node: Syntax) -> Set<String> {
        var names = Set<String>()
        forEachNode(in: node.raw) { raw in
            if let reference = RawDeclReferenceExprSyntax(raw), reference.baseName.presence == .present {
                names.insert(String(syntaxText: reference.baseName.tokenText))
            }
        }
        return names
    }

    /// The first token under `raw` that is written in the source (not one the parser supplied as missing).
    static func firstPresentToken(_ raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children {
            if let child, let token = firstPresentToken(child) { return token }
        }
        return nil
    }

    /// The last token under `raw` that is written in the source.
    static func lastPresentToken(_ raw: RawSyntax) -> RawSyntaxTokenView? {
        if let token = raw.tokenView { return token.presence == .present ? token : nil }
        guard let layout = raw.layoutView else { return nil }
        for child in layout.children.reversed() {
            if let child, let token = lastPresentToken(child) { return token }
        }
        return nil
    }

    /// Calls `body` with `raw` and every node under it, in source order; tokens are stepped over.
    static func forEachNode(in raw: RawSyntax, _ body: (RawSyntax) -> Void) {
        body(raw)
        guard let layout = raw.layoutView else { return }
        for child in layout.children {
            if let child, child.kind != .token { forEachNode(in: child, body) }
        }
    }

    /// The nodes of `kind` in `node`'s subtree (`node` itself included), in source order.
    static func descendants(of node: Syntax, kind: SyntaxKind) -> [Syntax] {
        descendants(of: node) { $0.kind == kind }
    }

    /// The nodes in `node`'s subtree (`node` itself included) whose raw node `matches`, in source order; tokens are
    /// never tested. The raw tree is searched first; only the nodes on the way to a match are built, by following
    /// its path of children from `node`.
    static func descendants(of node: Syntax, where matches: (RawSyntax) -> Bool) -> [Syntax] {
        var paths: [[Int]] = []
        var path: [Int] = []
        collectPaths(node.raw, matches, path: &path, into: &paths)
        return paths.map { path in
            var current = node
            for offset in path {
                let children = current.children(viewMode: .all)
                current = children[children.index(children.startIndex, offsetBy: offset)]
            }
            return current
        }
    }

    /// Each step of a path is a child's offset among its parent's present children (the order of
    /// `children(viewMode: .all)`).
    private static func collectPaths(_ raw: RawSyntax, _ matches: (RawSyntax) -> Bool, path: inout [Int],
                                     into paths: inout [[Int]]) {
        if matches(raw) { paths.append(path) }
        guard let layout = raw.layoutView else { return }
        var offset = 0
        for child in layout.children {
            guard let child else { continue }
            if child.kind != .token {
                path.append(offset)
                collectPaths(child, matches, path: &path, into: &paths)
                path.removeLast()
            }
            offset += 1
        }
    }

    /// The name a mutation or read is rooted at: `x` for `x`, `x.y.z`, `x[0]`, `x!`, `x?.y`, `self.x`.
    static func rootName(_ raw: RawSyntax) -> String? {
        var current = raw
        while true {
            if let reference = RawDeclReferenceExprSyntax(current) {
                let name = reference.baseName.tokenText
                return name == "self" ? nil : String(syntaxText: name)
            }
            if let member = RawMemberAccessExprSyntax(current) {
                guard let base = member.base?.raw else { return nil }
                if isSelf(base) { return String(syntaxText: member.declName.baseName.tokenText) }
                current = base
            } else if let inner = innerValue(current) {
                current = inner
            } else {
                return nil
            }
        }
    }

    /// `self`, and `self?` in a closure that captures `[weak self]`.
    static func isSelf(_ raw: RawSyntax) -> Bool {
        let owner = RawOptionalChainingExprSyntax(raw)?.expression.raw ?? raw
        return RawDeclReferenceExprSyntax(owner).map(isSelfKeyword) ?? false
    }

    /// `self`, written as the keyword, in an optional expression (`self` in `self.title`; nil for `.title`).
    static func isSelfKeyword(_ raw: RawSyntax?) -> Bool {
        raw.flatMap(RawDeclReferenceExprSyntax.init).map(isSelfKeyword) ?? false
    }

    /// The reference is the keyword `self` (not a name spelled `` `self` ``).
    static func isSelfKeyword(_ reference: RawDeclReferenceExprSyntax) -> Bool {
        reference.baseName.tokenKind == .keyword && reference.baseName.tokenText == "self"
    }

    /// The value an element, an unwrapping or parentheses stand for: `x` in `x[0]`, `x!`, `x?`, `(x)`.
    static func innerValue(_ raw: RawSyntax) -> RawSyntax? {
        if let subscriptCall = RawSubscriptCallExprSyntax(raw) { return subscriptCall.calledExpression.raw }
        if let forced = RawForceUnwrapExprSyntax(raw) { return forced.expression.raw }
        if let chained = RawOptionalChainingExprSyntax(raw) { return chained.expression.raw }
        if let tuple = RawTupleExprSyntax(raw) {
            let elements = tuple.elements.layoutView.children
            if elements.count == 1, let only = elements.first.flatMap({ $0 }).flatMap(RawLabeledExprSyntax.init) {
                return only.expression.raw
            }
        }
        return nil
    }

    /// The name a chain of member accesses starts from: `$router` in `$router.sheet.kind`; nil when it starts
    /// elsewhere (`f().x`, `.shared`).
    static func memberChainRoot(_ access: RawMemberAccessExprSyntax) -> SyntaxText? {
        var current = access.base
        while let member = current.flatMap(RawMemberAccessExprSyntax.init) { current = member.base }
        return current.flatMap(RawDeclReferenceExprSyntax.init)?.baseName.tokenText
    }

    /// The type a call constructs: `T` for `T(…)`, `T.init(…)`, `Module.T(…)`, `T<U>(…)`; nil otherwise.
    static func constructedType(_ raw: RawSyntax) -> String?? {
        guard let call = RawFunctionCallExprSyntax(raw) else { return nil }
        var callee = call.calledExpression.raw
        if let specialized = RawGenericSpecializationExprSyntax(callee) { callee = specialized.expression.raw }
        if let member = RawMemberAccessExprSyntax(callee), member.declName.baseName.tokenText == "init" {
            guard let base = member.base else { return .some(nil) }
            callee = base.raw
        }
        guard let path = namePath(callee), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) else { return nil }
        return .some(path)
    }

    /// The name a construction calls, before any modifiers: `FeedView` in `FeedView(…).padding()`, `Row` in
    /// `Settings.Row(…)`; nil unless the expression is a call of an upper-case name, with modifiers or none.
    static func constructionCallee(_ raw: RawSyntax) -> RawDeclReferenceExprSyntax? {
        func isUpper(_ name: RawDeclReferenceExprSyntax) -> Bool {
            name.baseName.tokenText.first.map(FactExtractor.isUpperASCII) == true
        }
        var current = raw
        while let call = RawFunctionCallExprSyntax(current), let modifier = RawMemberAccessExprSyntax(call.calledExpression.raw),
              let inner = modifier.base {
            // `Outer.Inner(…)`: a type named with its namespace, not a modifier on `Outer`.
            if isUpper(modifier.declName), namePath(inner.raw).map(SyntaxReading.isUpperCamelPath) == true {
                return modifier.declName
            }
            current = inner.raw
        }
        guard let construction = RawFunctionCallExprSyntax(current),
              let callee = RawDeclReferenceExprSyntax(construction.calledExpression.raw), isUpper(callee) else { return nil }
        return callee
    }

    /// The kind of literal a value is written as: `42`, `-1.5`, `"title"`, `true`, `[]`, `[:]`, `nil`.
    static func literalKind(_ raw: RawSyntax) -> InitializerFact.LiteralKind? {
        switch raw.kind {
        case .integerLiteralExpr: return .integer
        case .floatLiteralExpr: return .float
        case .stringLiteralExpr: return .string
        case .booleanLiteralExpr: return .boolean
        case .arrayExpr: return .array
        case .dictionaryExpr: return .dictionary
        case .nilLiteralExpr: return .nil
        default:
            guard let prefix = RawPrefixOperatorExprSyntax(raw), prefix.operator.tokenText == "-",
                  let kind = literalKind(prefix.expression.raw), kind == .integer || kind == .float else { return nil }
            return kind
        }
    }

    /// `true`, `false`, or a case written without its type (`.compact`, `.detail(id)` counts as `.detail`).
    static func constantValue(_ raw: RawSyntax) -> ConstantValue? {
        if let literal = RawBooleanLiteralExprSyntax(raw) {
            return .bool(literal.literal.tokenKind == .keyword && literal.literal.tokenText == "true")
        }
        var member = RawMemberAccessExprSyntax(raw)
        if let call = RawFunctionCallExprSyntax(raw) { member = RawMemberAccessExprSyntax(call.calledExpression.raw) }
        guard let member, member.base == nil else { return nil }
        return .enumCase(String(syntaxText: member.declName.baseName.tokenText))
    }

    /// `self.x`: a member of `self`.
    static func isSelfMember(_ raw: RawSyntax) -> Bool {
        RawMemberAccessExprSyntax(raw).map { namesSelf($0.base?.raw) } ?? false
    }

    /// A reference spelled `self`, compared by its text.
    static func namesSelf(_ raw: RawSyntax?) -> Bool {
        raw.flatMap(RawDeclReferenceExprSyntax.init)?.baseName.tokenText == "self"
    }

    /// The first value `transform` gives for a declaration's modifiers (`private`, `static`, `private(set)`), in
    /// order, each read raw: declarations ask several questions of their modifiers, most lists are short or empty.
    static func firstModifier<T>(in modifiers: DeclModifierListSyntax, _ transform: (RawDeclModifierSyntax) -> T?) -> T? {
        guard let children = modifiers.raw.layoutView?.children else { return nil }
        for child in children {
            if let modifier = child.flatMap(RawDeclModifierSyntax.init), let value = transform(modifier) { return value }
        }
        return nil
    }

    /// The last names of the callees of the calls under `node`, in source order: `isReady` and `fetchNextPage` in
    /// `guard isReady() else { return }; await feed.fetchNextPage()`. A call of an expression (`handlers[0]()`) has none.
    static func calleeNames(in node: Syntax) -> [String] {
        var names: [String] = []
        forEachNode(in: node.raw) { raw in
            guard let call = RawFunctionCallExprSyntax(raw) else { return }
            let callee = call.calledExpression.raw
            if let reference = RawDeclReferenceExprSyntax(callee) {
                names.append(String(syntaxText: reference.baseName.tokenText))
            } else if let member = RawMemberAccessExprSyntax(callee) {
                names.append(String(syntaxText: member.declName.baseName.tokenText))
            }
        }
        return names
    }

    /// The length in bytes of `raw` as a name path (`a.b.c`), nil when it is not one.
    private static func pathLength(_ raw: RawSyntax) -> Int? {
        if let reference = RawDeclReferenceExprSyntax(raw) { return reference.baseName.tokenText.count }
        if let member = RawMemberAccessExprSyntax(raw), let base = member.base {
            guard let baseLength = pathLength(base.raw) else { return nil }
            return baseLength + 1 + member.declName.baseName.tokenText.count
        }
        if let specialized = RawGenericSpecializationExprSyntax(raw) { return pathLength(specialized.expression.raw) }
        return nil
    }

    /// Writes the name path `pathLength` measured.
    private static func writePath(_ raw: RawSyntax, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        func write(_ text: SyntaxText) {
            if let bytes = text.baseAddress, let start = buffer.baseAddress { (start + offset).update(from: bytes, count: text.count) }
            offset += text.count
        }
        if let reference = RawDeclReferenceExprSyntax(raw) {
            write(reference.baseName.tokenText)
        } else if let member = RawMemberAccessExprSyntax(raw), let base = member.base {
            writePath(base.raw, into: buffer, at: &offset)
            buffer[offset] = UInt8(ascii: ".")
            offset += 1
            write(member.declName.baseName.tokenText)
        } else if let specialized = RawGenericSpecializationExprSyntax(raw) {
            writePath(specialized.expression.raw, into: buffer, at: &offset)
        }
    }
}
