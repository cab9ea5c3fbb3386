import Foundation
@_spi(RawSyntax) import SwiftSyntax

/// Small, shared readings of syntax nodes used by the fact extractor.
enum SyntaxReading {
    /// `Store` in `Factory<Store>`, `Dictionary` in `Box<Dictionary<K, V>, X>`: the first generic argument of a
    /// written type, as a name.
    static func firstGenericArgument(_ text: String) -> String? {
        guard let open = text.firstIndex(of: "<") else { return nil }
        var depth = 0
        var end = text.endIndex
        for index in text[text.index(after: open)...].indices {
            switch text[index] {
            case "<": depth += 1
            case ">" where depth == 0, "," where depth == 0: end = index
            case ">": depth -= 1
            default: continue
            }
            if end != text.endIndex { break }
        }
        let argument = text[text.index(after: open)..<end].trimmingCharacters(in: .whitespaces)
        return argument.isEmpty ? nil : argument
    }

    /// Whether a declaration is inside a `#Preview { … }` body (a local there, `@Previewable` or not).
    static func isInPreviewMacro(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let macro = parent.as(MacroExpansionExprSyntax.self) { return macro.macroName.rawText == "Preview" }
            if let macro = parent.as(MacroExpansionDeclSyntax.self) { return macro.macroName.rawText == "Preview" }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// Drops a module prefix and generic arguments: `SwiftUI.View` → `View`, `Foo<Bar>` → `Foo`.
    static func simpleName(_ text: String) -> String { namePart(of: text, fromLastDot: true) }

    /// A written type name without generic arguments, keeping its qualification: `Foo.Bar<Int>` → `Foo.Bar`.
    static func nominalName(_ text: String) -> String { namePart(of: text, fromLastDot: false) }

    /// The text before its first `<`, from after its last `.` there when `fromLastDot`, without blanks at either
    /// end: one pass over the bytes, and `text` itself (no copy) when that is all of it, as it mostly is.
    private static func namePart(of text: String, fromLastDot: Bool) -> String {
        let part = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var start = 0
            var end = bytes.count
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    end = index
                    break
                }
                if fromLastDot, byte == UInt8(ascii: ".") { start = index + 1 }
            }
            while start < end, isBlank(bytes[start]) { start += 1 }
            while end > start, isBlank(bytes[end - 1]) { end -= 1 }
            if start == 0, end == bytes.count { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        switch part {
        case .some(.some(let part)): return part
        case .some(.none): return text
        case .none:
            let bytes = text.utf8
            let end = bytes.firstIndex(of: UInt8(ascii: "<")) ?? bytes.endIndex
            let start = fromLastDot ? bytes[..<end].lastIndex(of: UInt8(ascii: ".")).map(bytes.index(after:)) ?? bytes.startIndex
                : bytes.startIndex
            return trimmingSpaces(text, start, end)
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }

    /// `text[start..<end]` without spaces, tabs and line breaks at either end; `text` itself when that is all
    /// of it. Type names are read millions of times, so this works on bytes and copies only when it must.
    private static func trimmingSpaces(_ text: String, _ start: String.Index, _ end: String.Index) -> String {
        let bytes = text.utf8
        var start = start
        var end = end
        while start < end, isBlank(bytes[start]) { start = bytes.index(after: start) }
        while end > start, isBlank(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        if start == bytes.startIndex, end == bytes.endIndex { return text }
        return String(text[start..<end])
    }

    /// The node's text on one line: a chain split over lines (`state\n    .$results`) reads `state.$results`.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        text(node).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }

    /// A node's source text without its leading and trailing trivia: what `trimmedDescription` gives, without
    /// building a trimmed copy of the tree.
    static func text(_ node: some SyntaxProtocol) -> String {
        let raw = node.raw
        let length = raw.byteLength - raw.leadingTriviaByteLength - raw.trailingTriviaByteLength
        guard length > 0 else { return "" }
        // A parsed node's tokens lie in one run of its file's text, from its first token's text to its last's: read
        // from there when the run is exactly as long as the node, collected token by token otherwise.
        if let start = RawReading.firstPresentToken(raw)?.rawText.baseAddress, let last = RawReading.lastPresentToken(raw)?.rawText,
           let lastStart = last.baseAddress, lastStart + last.count == start + length {
            return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
        }
        let bytes = node.syntaxTextBytes
        let start = min(raw.leadingTriviaByteLength, bytes.count)
        return String(decoding: bytes[start..<min(start + length, bytes.count)], as: UTF8.self)
    }

    /// A written type's text, as `text` gives it; a plain name (`String`, `Feed`, most parameters' types) is read
    /// from its one token without collecting the node's bytes.
    static func typeText(_ type: TypeSyntax) -> String {
        if let identifier = RawIdentifierTypeSyntax(type.raw), identifier.layoutView.children.count(where: { $0 != nil }) == 1 {
            return String(syntaxText: identifier.name.tokenText)
        }
        return text(type)
    }

    /// Whether a node's tokens carry a comment (which a rewrite of it would lose).
    static func containsComment(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            (Array(token.leadingTrivia) + Array(token.trailingTrivia)).contains(where: \.isComment)
        }
    }

    /// `_model = StateObject(…)` or `self._model = StateObject(…)`: the property `model`.
    static func assignedStorage(of call: FunctionCallExprSyntax) -> String? {
        guard let sequence = call.parent?.as(ExprListSyntax.self), sequence.count == 3,
              Array(sequence)[1].is(AssignmentExprSyntax.self), let target = sequence.first else { return nil }
        var name: String?
        if let reference = target.as(DeclReferenceExprSyntax.self) { name = reference.baseName.rawString }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.rawText == "self" {
            name = member.declName.baseName.rawString
        }
        guard let name, name.hasPrefix("_"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// `Settings.Pane`: every name of a dotted path is `isUpperCamel` (empty names between dots ignored).
    static func isUpperCamelPath(_ path: String) -> Bool {
        // Most paths are one name, or ASCII: the split and its copies are made only for what needs them.
        guard path.utf8.contains(UInt8(ascii: ".")) else { return isUpperCamel(path) }
        return path.split(separator: ".").allSatisfy { isUpperCamel(String($0)) }
    }

    /// `Feed`, and `_FeedContent` too: a leading underscore marks a type private by convention, not a value.
    static func isUpperCamel(_ name: String) -> Bool {
        // Most names are ASCII: a byte test spares the Unicode property lookup on a hot path.
        guard let byte = name.utf8.first(where: { $0 != UInt8(ascii: "_") }) else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.unicodeScalars.first(where: { $0 != "_" })?.properties.isUppercase ?? false
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
                      identifier.name.rawText == "Optional",
                      let wrapped = identifier.genericArgumentClause?.arguments.first?.argument.as(TypeSyntax.self) {
                ref.isOptional = true
                current = wrapped
            } else {
                break
            }
        }
        if let identifier = current.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.rawString
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

    /// What a function type returns, through attributes, parentheses and optionals: `AnyView` for
    /// `@escaping ((Item) -> AnyView)?`. Nil for any other type.
    static func functionResult(_ type: TypeSyntax) -> String? {
        var current = type
        while true {
            if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let optional = current.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
            } else if let unwrapped = current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                current = unwrapped.wrappedType
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.type
            } else {
                break
            }
        }
        return current.as(FunctionTypeSyntax.self).map { text($0.returnClause.type) }
    }

    /// The value a local named `name` is declared with in a block around `node`, before it (`let view =
    /// FolderView(…)` two lines above the call that passes `view`). Nil when no enclosing block declares it.
    static func localValue(of name: String, before node: Syntax) -> ExprSyntax? {
        var current = node
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= current.position { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings.nodes where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(AccessorBlockSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// `+=`, `-=`, `??=` and the like: an operator that assigns.
    static func isCompoundAssignment(_ operator: String) -> Bool {
        `operator`.count >= 2 && `operator`.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(`operator`)
    }

    /// The properties of other values a changed expression goes through: `items` and `first` in
    /// `store.items.first!.name` (but not `name` of `self.name`, the code's own).
    static func otherValuesMembers(in expression: ExprSyntax, into names: inout Set<String>) {
        var current = expression.raw
        while true {
            if let member = RawMemberAccessExprSyntax(current) {
                guard let base = member.base?.raw, !RawReading.isSelf(base) else { return }
                names.insert(String(syntaxText: member.declName.baseName.tokenText))
                current = base
            } else if let inner = RawReading.innerValue(current) {
                current = inner
            } else {
                return
            }
        }
    }

    /// The name a mutation or read is rooted at: `x` for `x`, `x.y.z`, `x[0]`, `x!`, `x?.y`, `self.x`.
    static func rootName(of expression: ExprSyntax) -> String? { RawReading.rootName(expression.raw) }

    /// The qualified name of the type or extension around a node (`Outer.Inner`), as the facts walk names it.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let type = parent.asProtocol(NamedDeclSyntax.self), parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
                || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                names.append(type.name.rawString)
            } else if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                names.append(text(extensionDecl.extendedType))
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    /// `URLSession.shared.data` for a chain of plain names; nil when any link is a call or other expression.
    static func namePath(_ expression: ExprSyntax) -> String? { RawReading.namePath(expression) }

    /// The type a call constructs: `T` for `T(…)`, `T.init(…)`, `Module.T(…)`, `T<U>(…)`; nil otherwise.
    static func constructedType(_ expression: ExprSyntax) -> String?? { RawReading.constructedType(expression.raw) }

    /// The statements of a member where a local `@Bindable` copy of a property can serve the bindings it makes:
    /// a computed property written as a getter (`var body: some View { … }`, `var header: some View { … }`) or an
    /// instance method with a body.
    static func bindingScope(of declaration: DeclSyntax) -> CodeBlockItemListSyntax? {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            guard variable.bindings.count == 1, !hasModifier(variable.modifiers, "static"), !hasModifier(variable.modifiers, "class"),
                  case .getter(let statements)? = variable.bindings.first?.accessorBlock?.accessors, !statements.isEmpty else { return nil }
            return statements
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard !hasModifier(function.modifiers, "static"), !hasModifier(function.modifiers, "class"),
                  let statements = function.body?.statements, !statements.isEmpty else { return nil }
            return statements
        }
        return nil
    }

    /// The element type of a written array or set type: `TaskStatus` for `[TaskStatus]`, `Array<TaskStatus>?` or
    /// `Set<TaskStatus>`; nil for dictionaries, tuples and anything but a plain name inside.
    static func elementTypeName(_ text: String) -> String? {
        var type = Substring(text.trimmingCharacters(in: .whitespaces))
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        var inner: Substring
        if type.hasPrefix("["), type.hasSuffix("]") {
            inner = type.dropFirst().dropLast()
        } else if let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
                  ["Array", "Set", "ContiguousArray", "OrderedSet", "ArraySlice"].contains(String(type[..<open])) {
            inner = type[type.index(after: open)...].dropLast()
        } else {
            return nil
        }
        guard !inner.isEmpty, inner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(inner)
    }

    /// The kind of a literal expression (`3`, `-1.5`, `"a"`, `true`, `[]`, `nil`), or nil.
    static func literalKind(_ value: ExprSyntax) -> InitializerFact.LiteralKind? { RawReading.literalKind(value.raw) }

    /// The call a closure is passed to: as its trailing closure, one of several trailing closures, or an
    /// argument (which sits in a labelled expression inside the argument list).
    static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var node = Syntax(closure).parent
        if let labeled = node?.as(LabeledExprSyntax.self) { node = labeled.parent?.parent }
        if let trailing = node?.as(MultipleTrailingClosureElementSyntax.self) { node = trailing.parent?.parent }
        return node?.as(FunctionCallExprSyntax.self)
    }

    /// Whether the list carries `@name` (`@ViewBuilder`, `@MainActor`).
    static func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
        attributes.nodes.contains { $0.as(AttributeSyntax.self).map(attributeName) == name }
    }

    static func attributeName(_ attribute: AttributeSyntax) -> String {
        simpleName(text(attribute.attributeName))
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.map { nominalName(text($0.type)) }
    }

    static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
        RawReading.firstModifier(in: modifiers) { $0.detail == nil ? AccessLevel(keyword: String(syntaxText: $0.name.tokenText)) : nil }
    }

    static func hasModifier(_ modifiers: DeclModifierListSyntax, _ name: String) -> Bool {
        RawReading.firstModifier(in: modifiers) { $0.name.tokenText.elementsEqual(name.utf8) ? true : nil } ?? false
    }
}

/// What code refers to by name.
extension SyntaxReading {
    /// The name a chain of member accesses starts from: `$router` in `$router.sheet.kind`.
    static func memberChainRootName(_ access: MemberAccessExprSyntax) -> String? {
        RawReading.memberChainRoot(RawMemberAccessExprSyntax(access.raw)!).map { String(syntaxText: $0) }
    }

    /// The names `node` refers to (`x`, `self.x`), not argument labels.
    /// With `outsideMainActorClosures`, leaves out what runs on the main actor anyway: `Task { @MainActor in … }`,
    /// `MainActor.run { … }`, `MainActor.assumeIsolated { … }`.
    static func referencedNames(in node: Syntax, outsideMainActorClosures: Bool = false) -> Set<String> {
        if !outsideMainActorClosures { return RawReading.referencedNames(in: node) }
        return Set(node.tokens(viewMode: .sourceAccurate).filter { token in
            token.parent?.is(DeclReferenceExprSyntax.self) == true && !(outsideMainActorClosures && inMainActorClosure(token, within: node))
        }.map(\.text))
    }

    private static func inMainActorClosure(_ token: TokenSyntax, within root: Syntax) -> Bool {
        var current = token.parent
        while let node = current, node.id != root.id {
            if let closure = node.as(ClosureExprSyntax.self) {
                if closure.signature?.attributes.nodes.contains(where: { $0.as(AttributeSyntax.self).map(SyntaxReading.attributeName) == "MainActor" }) == true {
                    return true
                }
                let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let callee = call.map({ text($0.calledExpression) }), callee == "MainActor.run" || callee == "MainActor.assumeIsolated" {
                    return true
                }
            }
            current = node.parent
        }
        return false
    }
}

extension SyntaxReading {
    /// `K` for accessors that do nothing but `get { self[K.self] }` and `set { self[K.self] = newValue }`: the
    /// hand-written accessor of an `EnvironmentKey` (or a focused value, transaction or container key).
    static func keyedAccessor(_ block: AccessorBlockSyntax) -> String? {
        guard case .accessors(let accessors) = block.accessors, accessors.count == 2,
              let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
              let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
              setter.parameters == nil || setter.parameters?.name.rawText == "newValue",
              let read = singleExpression(getter.body), let key = keyOfSelfSubscript(read),
              let write = singleExpression(setter.body)?.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(write.elements.nodes)
        guard parts.count == 3, parts[1].is(AssignmentExprSyntax.self), keyOfSelfSubscript(parts[0]) == key,
              parts[2].as(DeclReferenceExprSyntax.self)?.baseName.rawText == "newValue" else { return nil }
        return key
    }

    /// The only statement of a body, an expression (`return` unwrapped).
    private static func singleExpression(_ body: CodeBlockSyntax?) -> ExprSyntax? {
        guard let body, body.statements.count == 1, let item = body.statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return expression }
        return item.as(ReturnStmtSyntax.self)?.expression
    }

    /// `K` in `self[K.self]`.
    private static func keyOfSelfSubscript(_ expression: ExprSyntax) -> String? {
        guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
              subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
              subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil,
              let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.rawText == "self",
              let base = member.base else { return nil }
        return text(base)
    }
}
