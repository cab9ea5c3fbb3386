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

    /// `_model = StateObject(wrappedValue: …)` or `_model = .init(wrappedValue: …)`: the wrapper's storage set
    /// in an initialiser. `callee` is nil for `.init`, which names no wrapper.
    struct StorageInitialization {
        var call: FunctionCallExprSyntax
        var callee: DeclReferenceExprSyntax?
        var wrapper: String
        var owner: String?
        var property: String
    }

    var classes: [(declaration: ClassDeclSyntax, qualifiedName: String)] = []
    /// `extension T: ObservableObject`.
    var conformingExtensions: [(declaration: ExtensionDeclSyntax, typeName: String)] = []
    var wrapperProperties: [WrapperProperty] = []
    var storageInitializations: [StorageInitialization] = []
    var environmentObjectCalls: [(call: FunctionCallExprSyntax, name: TokenSyntax)] = []
    /// `$name` (or `self.$name`) in a type's own code, with the type or extension it sits in: a publisher inside an
    /// `ObservableObject`, which the migration may bridge.
    var projections: [(reference: DeclReferenceExprSyntax, context: String?)] = []
    /// `object.$name`: another object's publisher.
    var memberProjections: [MemberAccessExprSyntax] = []
    /// Every `objectWillChange`, for the sends the migration deletes.
    var objectWillChangeReferences: [DeclReferenceExprSyntax] = []

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

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let result = push(node.name.rawString)
            sites.classes.append((node, typeStack.last!))
            return result
        }
        override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.rawString) }
        override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.rawString) }
        override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.rawString) }
        override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.rawString) }
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

        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for element in node.attributes {
                guard let attribute = element.as(AttributeSyntax.self) else { continue }
                let name = SyntaxReading.attributeName(attribute)
                guard Vocabulary.legacyObjectWrappers.contains(name),
                      let pattern = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { continue }
                sites.wrapperProperties.append(WrapperProperty(
                    declaration: node, attribute: attribute, wrapper: name, owner: owner, name: pattern.identifier.rawString))
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.rawString
            if text == "objectWillChange" {
                sites.objectWillChangeReferences.append(node)
            } else if text.hasPrefix("$"), text.count > 1 {
                let member = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? $0 : nil }
                if let member, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                    sites.memberProjections.append(member)
                } else {
                    sites.projections.append((node, owner))
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var callee = node.calledExpression
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.rawString
                if name == "init", member.base == nil, let property = SyntaxReading.assignedStorage(of: node) {
                    sites.storageInitializations.append(StorageInitialization(
                        call: node, callee: nil, wrapper: "init", owner: owner, property: property))
                }
                if name == "environmentObject", member.base != nil {
                    sites.environmentObjectCalls.append((node, member.declName.baseName))
                }
            } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.rawString
                if name == "environmentObject" { sites.environmentObjectCalls.append((node, reference.baseName)) }
                if Vocabulary.legacyObjectWrappers.contains(name), let property = SyntaxReading.assignedStorage(of: node) {
                    sites.storageInitializations.append(StorageInitialization(
                        call: node, callee: reference, wrapper: name, owner: owner, property: property))
                }
            }
            return .visitChildren
        }

        static func isObservableObject(_ type: TypeSyntax) -> Bool {
            SyntaxReading.simpleName(SyntaxReading.text(type)) == "ObservableObject"
        }
    }
}
