import SwiftSyntax

/// Everything in one file that the ObservableObject → `@Observable` migration reads or rewrites.
struct ObservationSites {
    /// A property declared with `@StateObject`, `@ObservedObject` or `@EnvironmentObject`.
    struct WrapperProperty {
        var declaration: VariableDeclSyntax
        var attribute: AttributeSyntax
        var wrapper: String
        var owner: String?
        var name: String
    }

    /// `_model = StateObject(wrappedValue: …)`: the wrapper's storage set in an initialiser.
    struct StorageInitialization {
        var call: FunctionCallExprSyntax
        var callee: DeclReferenceExprSyntax
        var wrapper: String
        var owner: String?
        var property: String
    }

    /// A declaration that takes any `ObservableObject` (`<T: ObservableObject>`, `some ObservableObject`).
    struct ErasedUse {
        /// The function or type that declares it, which callers name.
        var owner: String?
        var node: Syntax
        var text: String
        /// The argument labels (`_` for none) through which an object reaches it; nil when any argument may.
        var labels: Set<String>?
    }

    var classes: [(declaration: ClassDeclSyntax, qualifiedName: String)] = []
    /// `extension T: ObservableObject`.
    var conformingExtensions: [(declaration: ExtensionDeclSyntax, typeName: String)] = []
    var wrapperProperties: [WrapperProperty] = []
    var storageInitializations: [StorageInitialization] = []
    var environmentObjectCalls: [(call: FunctionCallExprSyntax, name: TokenSyntax)] = []
    var erasedUses: [ErasedUse] = []
    var imports: [ImportDeclSyntax] = []
    /// Every call, by the last name of its callee, for following calls into erased declarations.
    var callsByName: [String: [FunctionCallExprSyntax]] = [:]


    /// Type declarations whose attributes stand on lines of their own, and on the declaration's line
    /// (`AttributeStyle` follows the majority).
    var attributesOnOwnLine = 0
    var attributesOnSameLine = 0

    static func collect(_ file: ParsedFile) -> ObservationSites {
        let collector = Collector(file: file)
        collector.walk(file.tree)
        return collector.sites
    }

    private final class Collector: SyntaxVisitor {
        let file: ParsedFile
        var sites = ObservationSites()
        var typeStack: [String] = []

        init(file: ParsedFile) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        var owner: String? { typeStack.last }

        private func push(_ name: String) -> SyntaxVisitorContinueKind {
            typeStack.append(typeStack.last.map { "\($0).\(name)" } ?? name)
            return .visitChildren
        }

        private func countAttributeStyle(_ group: some DeclGroupSyntax) {
            guard let last = group.attributes.last else { return }
            let next = group.modifiers.first?.name ?? group.introducer
            let attributeLine = file.lineTable.location(for: last.endPositionBeforeTrailingTrivia).line
            let declarationLine = file.lineTable.location(for: next.positionAfterSkippingLeadingTrivia).line
            if attributeLine < declarationLine { sites.attributesOnOwnLine += 1 } else { sites.attributesOnSameLine += 1 }
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            countAttributeStyle(node)
            let result = push(node.name.text)
            sites.classes.append((node, typeStack.last!))
            noteErased(node.genericParameterClause, node.genericWhereClause, owner: node.name.text,
                       labels: { Self.memberLabels(node.memberBlock, typedWith: $0) })
            return result
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            countAttributeStyle(node)
            noteErased(node.genericParameterClause, node.genericWhereClause, owner: node.name.text,
                       labels: { Self.memberLabels(node.memberBlock, typedWith: $0) })
            return push(node.name.text)
        }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            countAttributeStyle(node)
            return push(node.name.text)
        }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            countAttributeStyle(node)
            return push(node.name.text)
        }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
        override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = SyntaxReading.nominalName(node.extendedType.trimmedDescription)
            if node.inheritanceClause?.inheritedTypes.contains(where: { Self.isObservableObject($0.type) }) == true {
                sites.conformingExtensions.append((node, name))
            }
            typeStack.append(name)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            noteErased(node.genericParameterClause, node.genericWhereClause, owner: node.name.text,
                       labels: { Self.parameterLabels(node.signature.parameterClause.parameters, typedWith: $0) })
            return .visitChildren
        }

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            sites.imports.append(node)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.attributes {
                guard let attribute = element.as(AttributeSyntax.self) else { continue }
                let name = SyntaxReading.attributeName(attribute)
                guard Vocabulary.legacyObjectWrappers.contains(name),
                      let pattern = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { continue }
                sites.wrapperProperties.append(WrapperProperty(
                    declaration: node, attribute: attribute, wrapper: name, owner: owner, name: pattern.identifier.text))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var callee = node.calledExpression
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.text
                sites.callsByName[name, default: []].append(node)
                if name == "environmentObject", member.base != nil {
                    sites.environmentObjectCalls.append((node, member.declName.baseName))
                }
            } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                sites.callsByName[name, default: []].append(node)
                if name == "environmentObject" { sites.environmentObjectCalls.append((node, reference.baseName)) }
                if Vocabulary.legacyObjectWrappers.contains(name), let property = SyntaxReading.assignedStorage(of: node) {
                    sites.storageInitializations.append(StorageInitialization(
                        call: node, callee: reference, wrapper: name, owner: owner, property: property))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
            if Self.isObservableObject(node.constraint) {
                var labels: Set<String>?
                var current = node.parent
                while let ancestor = current, !ancestor.is(CodeBlockSyntax.self), !ancestor.is(MemberBlockSyntax.self) {
                    if let parameter = ancestor.as(FunctionParameterSyntax.self) {
                        labels = [parameter.firstName.text]
                        break
                    }
                    current = ancestor.parent
                }
                sites.erasedUses.append(ErasedUse(owner: enclosingDeclarationName(Syntax(node)), node: Syntax(node),
                                                  text: node.trimmedDescription, labels: labels))
            }
            return .visitChildren
        }

        /// `<T: ObservableObject>` and `where T: ObservableObject`.
        private func noteErased(_ parameters: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
                                owner: String, labels: (Set<String>) -> Set<String>?) {
            var constrained: [(name: String, node: Syntax, text: String)] = []
            for parameter in parameters?.parameters ?? [] {
                if let inherited = parameter.inheritedType, Self.mentionsObservableObject(inherited) {
                    constrained.append((parameter.name.text, Syntax(parameter), "<\(parameter.name.text): \(inherited.trimmedDescription)>"))
                }
            }
            for requirement in whereClause?.requirements ?? [] {
                if case .conformanceRequirement(let conformance) = requirement.requirement,
                   Self.mentionsObservableObject(conformance.rightType) {
                    constrained.append((conformance.leftType.trimmedDescription, Syntax(requirement), "where \(conformance.trimmedDescription)"))
                }
            }
            guard !constrained.isEmpty else { return }
            let reaching = labels(Set(constrained.map(\.name)))
            for item in constrained {
                sites.erasedUses.append(ErasedUse(owner: owner, node: item.node, text: item.text, labels: reaching))
            }
        }

        /// A generic type's memberwise and initialiser labels whose type mentions one of `names`.
        static func memberLabels(_ members: MemberBlockSyntax, typedWith names: Set<String>) -> Set<String> {
            var labels = Set<String>()
            for member in members.members {
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let type = binding.typeAnnotation?.type, mentions(type, names),
                              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        labels.insert(name)
                    }
                }
                if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                    labels.formUnion(parameterLabels(initializer.signature.parameterClause.parameters, typedWith: names))
                }
            }
            return labels
        }

        static func parameterLabels(_ parameters: FunctionParameterListSyntax, typedWith names: Set<String>) -> Set<String> {
            Set(parameters.filter { mentions($0.type, names) }.map(\.firstName.text))
        }

        private static func mentions(_ type: TypeSyntax, _ names: Set<String>) -> Bool {
            type.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
        }

        private func enclosingDeclarationName(_ node: Syntax) -> String? {
            var current = node.parent
            while let scope = current {
                if let function = scope.as(FunctionDeclSyntax.self) { return function.name.text }
                if scope.is(InitializerDeclSyntax.self) { return typeStack.last.map(SyntaxReading.simpleName) }
                if let variable = scope.as(VariableDeclSyntax.self), variable.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                    return typeStack.last.map(SyntaxReading.simpleName)
                }
                if scope.is(MemberBlockItemSyntax.self) || scope.is(CodeBlockItemSyntax.self) { break }
                current = scope.parent
            }
            return typeStack.last.map(SyntaxReading.simpleName)
        }

        static func isObservableObject(_ type: TypeSyntax) -> Bool {
            SyntaxReading.simpleName(type.trimmedDescription) == "ObservableObject"
        }

        static func mentionsObservableObject(_ type: TypeSyntax) -> Bool {
            type.tokens(viewMode: .sourceAccurate).contains { $0.text == "ObservableObject" }
        }
    }
}
