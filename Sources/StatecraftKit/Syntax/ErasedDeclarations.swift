import SwiftSyntax

/// Declarations that take any `ObservableObject` (`<T: ObservableObject>`, `where T: ObservableObject`,
/// `some ObservableObject`): a class passed to one must stay an `ObservableObject`. The walk records them; the
/// calls that reach them are read in a second, rare step (`ErasedCallReader`), once every file's declarations are
/// known.
enum ErasedDeclarationReader {
    /// A declaration found, with the node its line is read from.
    struct Found {
        var owner: String?
        var text: String
        var node: Syntax
        var labels: Set<String>?
    }

    /// `<T: ObservableObject>` and `where T: ObservableObject` on a type or function named `owner`; `labels` gives
    /// the argument labels typed with the constrained names.
    static func generic(_ parameters: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, owner: String,
                        labels: (Set<String>) -> Set<String>?) -> [Found] {
        var constrained: [(name: String, node: Syntax, text: String)] = []
        if let parameters = parameters?.parameters {
            for parameter in parameters {
                if let inherited = parameter.inheritedType, mentionsObservableObject(inherited) {
                    constrained.append((parameter.name.rawString, Syntax(parameter), "<\(parameter.name.rawString): \(SyntaxReading.text(inherited))>"))
                }
            }
        }
        if let requirements = whereClause?.requirements {
            for requirement in requirements {
                if case .conformanceRequirement(let conformance) = requirement.requirement, mentionsObservableObject(conformance.rightType) {
                    constrained.append((SyntaxReading.text(conformance.leftType), Syntax(requirement), "where \(SyntaxReading.text(conformance))"))
                }
            }
        }
        guard !constrained.isEmpty else { return [] }
        let reaching = labels(Set(constrained.map(\.name)))
        return constrained.map { Found(owner: owner, text: $0.text, node: $0.node, labels: reaching) }
    }

    /// `some ObservableObject` or `any ObservableObject`, in the declaration around it; a parameter's label when
    /// it types one.
    static func someOrAny(_ node: SomeOrAnyTypeSyntax, enclosingType: String?) -> Found? {
        guard SyntaxReading.simpleName(SyntaxReading.text(node.constraint)) == "ObservableObject" else { return nil }
        var labels: Set<String>?
        var current = node.parent
        while let ancestor = current, !ancestor.is(CodeBlockSyntax.self), !ancestor.is(MemberBlockSyntax.self) {
            if let parameter = ancestor.as(FunctionParameterSyntax.self) {
                labels = [parameter.firstName.rawString]
                break
            }
            current = ancestor.parent
        }
        return Found(owner: declarationName(around: Syntax(node), enclosingType: enclosingType), text: SyntaxReading.text(node),
                     node: Syntax(node), labels: labels)
    }

    /// A generic type's memberwise and initialiser labels whose type mentions one of `names`.
    static func memberLabels(_ members: MemberBlockSyntax, typedWith names: Set<String>) -> Set<String> {
        var labels = Set<String>()
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let type = binding.typeAnnotation?.type, mentions(type, names),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString else { continue }
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
        Set(parameters.compactMap { mentions($0.type, names) ? $0.firstName.rawString : nil })
    }

    private static func mentions(_ type: TypeSyntax, _ names: Set<String>) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    private static func mentionsObservableObject(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.text == "ObservableObject" }
    }

    /// The name callers use to reach the declaration: a function's name, or the type's for an initialiser or
    /// a property.
    private static func declarationName(around node: Syntax, enclosingType: String?) -> String? {
        let typeName = enclosingType.map(SyntaxReading.simpleName)
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { return function.name.rawString }
            if scope.is(InitializerDeclSyntax.self) { return typeName }
            if let variable = scope.as(VariableDeclSyntax.self), variable.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                return typeName
            }
            if scope.is(MemberBlockItemSyntax.self) || scope.is(CodeBlockItemSyntax.self) { break }
            current = scope.parent
        }
        return typeName
    }
}

/// The calls of a file that reach declarations taking any `ObservableObject`, with what each argument is.
final class ErasedCallReader: SyntaxVisitor {
    private let owners: Set<String>
    private(set) var calls: [ObservationSiteFacts.ErasedCall] = []

    /// Reads the calls named like `owners` in a file's tree.
    static func calls(in tree: SourceFileSyntax, owners: Set<String>) -> [ObservationSiteFacts.ErasedCall] {
        let reader = ErasedCallReader(owners: owners)
        reader.walk(tree)
        return reader.calls
    }

    private init(owners: Set<String>) {
        self.owners = owners
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.rawString ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.rawString
        guard let name, owners.contains(name) else { return .visitChildren }
        let context = ValueReader.enclosingTypeName(of: Syntax(node))
        calls.append(.init(owner: name, arguments: node.arguments.map { argument in
            .init(label: argument.label?.rawString ?? "_", value: ObjectExpressionFact(
                value: ValueReader.value(of: argument.expression), context: context, text: SyntaxReading.text(argument.expression),
                typeNames: ValueReader.typeNames(in: argument.expression), lastName: ValueReader.lastName(of: argument.expression)))
        }))
        return .visitChildren
    }
}

extension FileFacts {
    /// The names of declarations taking any `ObservableObject` that callers use.
    var erasedOwners: Set<String> { Set(observation.erasedDeclarations.compactMap(\.owner)) }

    /// Whether the file calls one of `owners`.
    func calls(anyOf owners: Set<String>) -> Bool {
        scopes.map(\.scope).contains { scope in
            scope.usage.calls.contains { owners.contains($0.name) }
        }
    }
}

/// The second, rare step of reading the facts: once every file's declarations taking any `ObservableObject` are
/// known, the files that call them are read again for what those calls pass.
enum ErasedCallStage {
    /// `tree(i)` gives file `i`'s tree again (parsed anew by `check`, kept by `fix`).
    static func attach(to files: inout [FileFacts], tree: (Int) -> SourceFileSyntax?) {
        var owners = Set<String>()
        for index in files.indices { owners.formUnion(files[index].erasedOwners) }
        guard !owners.isEmpty else { return }
        for index in files.indices where files[index].calls(anyOf: owners) {
            guard let tree = tree(index) else { continue }
            files[index].observation.erasedCalls = ErasedCallReader.calls(in: tree, owners: owners)
        }
    }
}
