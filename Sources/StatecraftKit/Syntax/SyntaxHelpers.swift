import SwiftSyntax

/// Small, shared readings of syntax nodes used by the fact extractor.
enum SyntaxReading {
    /// Drops a module prefix and generic arguments: `SwiftUI.View` → `View`, `Foo<Bar>` → `Foo`.
    static func simpleName(_ text: String) -> String {
        var name = Substring(text)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(trimmingSpaces(name))
    }

    /// A written type name without generic arguments, keeping its qualification: `Foo.Bar<Int>` → `Foo.Bar`.
    static func nominalName(_ text: String) -> String {
        var name = Substring(text)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        return String(trimmingSpaces(name))
    }

    /// Drops spaces, tabs and line breaks at both ends, without Foundation's slower `CharacterSet` path.
    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// A node's source text without its leading and trailing trivia: what `trimmedDescription` gives, without
    /// building a trimmed copy of the tree.
    static func text(_ node: some SyntaxProtocol) -> String {
        let bytes = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = bytes.count - node.trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether a node's tokens carry a comment (which a rewrite of it would lose).
    static func containsComment(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            (Array(token.leadingTrivia) + Array(token.trailingTrivia)).contains(where: \.isComment)
        }
    }

    static func isUpperCamel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    static func typeRef(_ type: TypeSyntax) -> TypeRef {
        let text = Self.text(type)
        var ref = TypeRef(text: text, nominal: nil, isOptional: false, isCollectionOrTuple: false)
        var current = type
        while true {
            if let optional = current.as(OptionalTypeSyntax.self) {
                ref.isOptional = true
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                ref.isOptional = true
                current = unwrapped.wrappedType
            } else if let identifier = current.as(IdentifierTypeSyntax.self),
                      identifier.name.text == "Optional",
                      let wrapped = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                ref.isOptional = true
                current = wrapped
            } else {
                break
            }
        }
        if let identifier = current.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if Vocabulary.collectionTypeNames.contains(name) {
                ref.isCollectionOrTuple = true
            } else {
                ref.nominal = name
            }
        } else if let member = current.as(MemberTypeSyntax.self) {
            ref.nominal = nominalName(Self.text(member))
        } else if current.is(ArrayTypeSyntax.self) || current.is(DictionaryTypeSyntax.self)
                    || current.is(TupleTypeSyntax.self) || current.is(InlineArrayTypeSyntax.self) {
            ref.isCollectionOrTuple = true
        }
        return ref
    }

    /// The name a mutation or read is rooted at: `x` for `x`, `x.y.z`, `x[0]`, `x!`, `x?.y`, `self.x`.
    static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                return name == "self" ? nil : name
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
                    return member.declName.baseName.text
                }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else {
                return nil
            }
        }
    }

    /// `URLSession.shared.data` for a chain of plain names; nil when any link is a call or other expression.
    static func namePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let basePath = namePath(base) {
            return basePath + "." + member.declName.baseName.text
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return namePath(specialized.expression)
        }
        return nil
    }

    /// The type a call constructs: `T` for `T(…)`, `T.init(…)`, `Module.T(…)`, `T<U>(…)`; nil otherwise.
    static func constructedType(_ expression: ExprSyntax) -> String?? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return .some(nil) }
            callee = base
        }
        guard let path = namePath(callee) else { return nil }
        let last = simpleName(path)
        guard isUpperCamel(last) else { return nil }
        return .some(path)
    }

    /// The kind of a literal expression (`3`, `-1.5`, `"a"`, `true`, `[]`, `nil`), or nil.
    static func literalKind(_ value: ExprSyntax) -> InitializerFact.LiteralKind? {
        if value.is(IntegerLiteralExprSyntax.self) { return .integer }
        if value.is(FloatLiteralExprSyntax.self) { return .float }
        if value.is(StringLiteralExprSyntax.self) { return .string }
        if value.is(BooleanLiteralExprSyntax.self) { return .boolean }
        if value.is(ArrayExprSyntax.self) { return .array }
        if value.is(DictionaryExprSyntax.self) { return .dictionary }
        if value.is(NilLiteralExprSyntax.self) { return .nil }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let kind = literalKind(prefix.expression), kind == .integer || kind == .float {
            return kind
        }
        return nil
    }

    static func attributeName(_ attribute: AttributeSyntax) -> String {
        simpleName(text(attribute.attributeName))
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.map { nominalName(text($0.type)) }
    }

    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        for modifier in modifiers where modifier.detail == nil {
            if let level = AccessLevel(keyword: modifier.name.text) { return level }
        }
        return nil
    }

    static func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        modifiers.contains { $0.name.text == name }
    }
}
