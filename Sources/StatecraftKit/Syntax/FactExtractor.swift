@_spi(RawSyntax) import SwiftSyntax

/// Extracts `FileFacts` from a parsed file in a single walk of its tree.
final class FactExtractor: SyntaxVisitor {
    static func isUpperASCII(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    static func isLowerASCII(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    enum Owner {
        case file
        case type(Int)
        case `extension`(Int)
    }

    struct Frame {
        var owner: Owner
        var qualifiedName: String?
        var scope = MemberScope()
        var member: MemberRef?
        /// The syntax node that opened `member`, so the member ends when that node is left.
        var memberNode: SyntaxIdentifier?
        var memberBuildsViews = false
        var depthPositions: [SourcePosition] = []
        var containerDepth = 0
        var initializerShadowed: Set<String> = []
        /// What the current member's locals hold (`let view = FeedView(…)`).
        var localValues = LocalValues()
        /// What each local built on the spot builds, once it was handed to a member (`header.themedUIView`).
        var localTrees: [String: ViewTreeFact] = [:]
        /// Reads are counted where views may be declared (structs, enums, extensions, the file): only views'
        /// reads are asked about, and classes' bodies are much of a project's code.
        var countsReads = true
        /// Inside a member whose bindings a local `@Bindable` copy can serve (`SyntaxReading.bindingScope`).
        var inBindingScope = false
        /// `$name` projections in the declaration, nested types included, and in its binding scopes.
        var projections = ProjectionCounts()
    }

    // The walk's state is read and written on nearly every node, one access at a time (a visitor never holds one
    // open across a call that reaches back in). Unchecked, these stored properties skip the runtime's exclusivity
    // bookkeeping, which cost about a tenth of the walk; the compiler still checks every access it can see.
    let lineTable: LineTable
    @exclusivity(unchecked) var facts: FileFacts
    @exclusivity(unchecked) var frames: [Frame]
    /// Names of the calls whose closures enclose the current node, innermost last.
    @exclusivity(unchecked) private var closureCalls: [String] = []
    /// When each enclosing closure runs; how many of them run later, and how many on an event.
    @exclusivity(unchecked) private var closureTimings: [ClosureTiming] = []
    @exclusivity(unchecked) private var laterDepth = 0
    /// How many enclosing closures are menu content (`.contextMenu { … }`, `Menu { … }`).
    @exclusivity(unchecked) private var menuDepth = 0
    @exclusivity(unchecked) private var eventDepth = 0
    /// Inside a menu's items (`Menu { … }`, `.contextMenu { … }`), built when someone opens the menu.
    @exclusivity(unchecked) private var menuItemsDepth = 0

    /// Assigned values being walked: names read between `start` and `end` belong to that assignment.
    private struct OpenValue {
        var sequence: SyntaxIdentifier
        var start: AbsolutePosition
        var end: AbsolutePosition
        var frame: Int
        var assignment: Int
    }
    @exclusivity(unchecked) private var openValues: [OpenValue] = []

    /// Which references name a member, told as the walk reaches them.
    @exclusivity(unchecked) private var memberNames = MemberNames()

    /// Tests on the type's own properties that hold where the walk is: opened by `if` bodies and `switch` cases,
    /// innermost last, with the node that closes each.
    @exclusivity(unchecked) private var guards: [(node: SyntaxIdentifier, conditions: [ConditionFact])] = []
    /// Conditions for `if` bodies and `else` blocks about to be entered.
    @exclusivity(unchecked) private var pendingGuards: [SyntaxIdentifier: [ConditionFact]] = [:]

    private let scansTypes: Bool
    /// The platforms of the file's `#if` clauses.
    let compilation = FileConditions()

    init(path: String, lineTable: LineTable, scansTypes: Bool = false) {
        self.scansTypes = scansTypes
        self.lineTable = lineTable
        self.facts = FileFacts(path: path)
        self.facts.isTestFile = FactExtractor.looksLikeTestPath(path)
        self.frames = [Frame(owner: .file)]
        super.init(viewMode: .sourceAccurate)
    }

    func extract(from tree: SourceFileSyntax) -> FileFacts {
        walk(tree)
        facts.fileScope = frames[0].scope
        if !hostingHelpers.isEmpty { recordHostingHelperCalls(in: tree) }
        return facts
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = lineTable.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }

    private func endLine(_ node: some SyntaxProtocol) -> Int {
        lineTable.location(for: node.endPositionBeforeTrailingTrivia).line
    }

    /// The innermost scope. `_read` and `_modify` reach it in place: a getter would copy the frame, and with it
    /// every fact array, on each read.
    var top: Frame {
        _read { yield frames[frames.count - 1] }
        _modify { yield &frames[frames.count - 1] }
    }

    /// True when the visitor is directly inside a type or extension body, outside any member.
    private var atMemberLevel: Bool {
        if case .file = top.owner { return false }
        return top.member == nil
    }

    // MARK: Subtrees without facts

    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { typeSubtree }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { typeSubtree }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { typeSubtree }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { typeSubtree }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { typeSubtree }

    /// Types hold no facts but the wrapper types the migration looks for, walked only in files that spell one.
    private var typeSubtree: SyntaxVisitorContinueKind { scansTypes ? .visitChildren : .skipChildren }

    /// `some ObservableObject`, `any ObservableObject`: whatever reaches it must stay an `ObservableObject`.
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if let found = ErasedDeclarationReader.someOrAny(node, enclosingType: top.qualifiedName) { recordErased([found]) }
        return .visitChildren
    }

    private func recordErased(_ found: [ErasedDeclarationReader.Found]) {
        for declaration in found {
            facts.observation.erasedDeclarations.append(.init(
                owner: declaration.owner, text: declaration.text, line: position(declaration.node).line, labels: declaration.labels))
        }
    }

    /// `ObservedObject<Clip>`, `Published<Int>.Publisher`: a type that must stay an `ObservableObject`'s.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        guard scansTypes, Vocabulary.legacyObjectWrappers.contains(node.name.rawString) || node.name.rawText == "Published",
              let argument = node.genericArgumentClause?.arguments.first, case .type(let type) = argument.argument else {
            return .visitChildren
        }
        facts.observation.wrapperTypeUses.append(.init(
            text: SyntaxReading.text(node), typeName: SyntaxReading.typeRef(type).nominal, owner: top.qualifiedName,
            line: position(node).line))
        return .visitChildren
    }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralSegmentListSyntax) -> SyntaxVisitorContinueKind {
        node.nodes.contains { $0.is(ExpressionSegmentSyntax.self) } ? .visitChildren : .skipChildren
    }

    /// Declarations and view trees under an `#if` carry the platforms its clause allows (`FileConditions`).
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        compilation.noteIfConfig()
        return .visitChildren
    }

    /// The platforms of the `#if` clauses the walk is inside, innermost last: reads take theirs from here.
    @exclusivity(unchecked) private var clausePlatforms: [Platforms] = []
    private var currentPlatforms: Platforms { clausePlatforms.last ?? .all }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        clausePlatforms.append(currentPlatforms.intersection(compilation.platforms(of: node)))
        return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) {
        clausePlatforms.removeLast()
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map(\.name.rawString).joined(separator: ".")
        facts.imports.append(ImportFact(module: module, position: position(node.importKeyword), platforms: currentPlatforms))
        if Vocabulary.testModules.contains(module) { facts.isTestFile = true }
        return .skipChildren
    }

    // MARK: Types and extensions

    private func openType(kind: TypeKind, name: TokenSyntax, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax,
                          inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?,
                          introducer: TokenSyntax, node: some SyntaxProtocol) {
        if kind != .protocol, let last = attributes.last {
            let keyword = modifiers.first?.name ?? introducer
            if endLine(last) < position(keyword).line {
                facts.attributeLines.ownLine += 1
            } else {
                facts.attributeLines.sameLine += 1
            }
        }
        let parent = top.qualifiedName
        let qualified = parent.map { "\($0).\(name.text)" } ?? name.text
        var type = TypeFact(
            kind: kind, name: name.text, qualifiedName: qualified, parent: parent, position: position(name),
            endLine: endLine(node),
            attributes: attributes.compactMap { $0.as(AttributeSyntax.self).map(SyntaxReading.attributeName) },
            modifiers: modifiers.map(\.name.rawString), inherited: SyntaxReading.inheritedNames(inheritance),
            isGeneric: generics != nil, genericParameters: generics?.parameters.map(\.name.rawString) ?? [],
            scope: MemberScope())
        type.isLocal = top.member != nil || isInBody(node)
        type.platforms = compilation.platforms(around: node)
        if let parameters = generics?.parameters {
            for parameter in parameters {
                if let inherited = parameter.inheritedType {
                    type.genericRequirements[parameter.name.rawString, default: []] += Self.protocolNames(inherited)
                }
                guard let constraint = parameter.inheritedType.flatMap({ SyntaxReading.typeRef($0).nominal }) else { continue }
                type.genericConstraints[parameter.name.rawString] = SyntaxReading.simpleName(constraint)
            }
        }
        let node = Syntax(node)
        let requirements = node.as(StructDeclSyntax.self)?.genericWhereClause ?? node.as(ClassDeclSyntax.self)?.genericWhereClause
            ?? node.as(EnumDeclSyntax.self)?.genericWhereClause ?? node.as(ActorDeclSyntax.self)?.genericWhereClause
        if let requirements = requirements?.requirements {
            for requirement in requirements {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                      type.genericParameters.contains(SyntaxReading.text(conformance.leftType)) else { continue }
                type.genericRequirements[SyntaxReading.text(conformance.leftType), default: []] += Self.protocolNames(conformance.rightType)
            }
        }
        facts.types.append(type)
        frames.append(Frame(owner: .type(facts.types.count - 1), qualifiedName: qualified,
                            countsReads: kind == .struct || kind == .enum))
    }

    /// `Fetching & Sendable` → `[Fetching, Sendable]`.
    private static func protocolNames(_ type: TypeSyntax) -> [String] {
        SyntaxReading.text(type).split(separator: "&").map { SyntaxReading.simpleName($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Inside a closure or function body rather than in a file or a type (`#Preview { struct Host: View { … } }`).
    private func isInBody(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return true
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private func closeScope() {
        let frame = frames.removeLast()
        switch frame.owner {
        case .type(let index):
            facts.types[index].scope = frame.scope
            facts.types[index].projections = frame.projections
        case .extension(let index): facts.extensions[index].scope = frame.scope
        case .file: break
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(kind: .class, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                 inheritance: node.inheritanceClause, generics: node.genericParameterClause, introducer: node.introducer, node: node)
        facts.types[facts.types.count - 1].shape = ClassShapeReader.read(node)
        if let clause = node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.genericArgumentClause {
            facts.types[facts.types.count - 1].superclassArguments = clause.arguments.nodes.map { SyntaxReading.text($0.argument) }
        }
        recordErased(ErasedDeclarationReader.generic(node.genericParameterClause, node.genericWhereClause, owner: node.name.rawString) {
            ErasedDeclarationReader.memberLabels(node.memberBlock, typedWith: $0)
        })
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { closeScope() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        recordErased(ErasedDeclarationReader.generic(node.genericParameterClause, node.genericWhereClause, owner: node.name.rawString) {
            ErasedDeclarationReader.memberLabels(node.memberBlock, typedWith: $0)
        })
        openType(kind: .struct, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                 inheritance: node.inheritanceClause, generics: node.genericParameterClause, introducer: node.introducer, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { closeScope() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(kind: .enum, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                 inheritance: node.inheritanceClause, generics: node.genericParameterClause, introducer: node.introducer, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { closeScope() }

    /// `case settings(SettingsPage)`: what a value of the case carries, for `case let .settings(page)` to type `page`.
    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case .type(let index) = top.owner, facts.types[index].kind == .enum else { return .visitChildren }
        for element in node.elements.nodes {
            guard let parameters = element.parameterClause?.parameters else { continue }
            facts.types[index].caseValueTypes[element.name.rawString] = parameters.map { SyntaxReading.typeRef($0.type).nominal }
        }
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(kind: .actor, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                 inheritance: node.inheritanceClause, generics: node.genericParameterClause, introducer: node.introducer, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { closeScope() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        openType(kind: .protocol, name: node.name, attributes: node.attributes, modifiers: node.modifiers,
                 inheritance: node.inheritanceClause, generics: nil, introducer: node.introducer, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { closeScope() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = SyntaxReading.nominalName(SyntaxReading.text(node.extendedType))
        facts.extensions.append(ExtensionFact(
            extendedType: extended, position: position(node.extendedType), endLine: endLine(node),
            inherited: SyntaxReading.inheritedNames(node.inheritanceClause), scope: MemberScope(),
            platforms: compilation.platforms(around: node)))
        frames.append(Frame(owner: .extension(facts.extensions.count - 1), qualifiedName: extended))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { closeScope() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let composition = node.initializer.value.as(CompositionTypeSyntax.self)?.elements.nodes.map { SyntaxReading.text($0.type) } ?? []
        let isFilePrivate = frames.count == 1 && node.modifiers.nodes.contains { $0.name.rawText == "private" || $0.name.rawText == "fileprivate" }
        facts.typeAliases.append(TypeAliasFact(name: node.name.rawString, target: SyntaxReading.typeRef(node.initializer.value).nominal,
                                               composition: composition, scope: top.qualifiedName, isFilePrivate: isFilePrivate,
                                               isLocal: top.member != nil || isInBody(node),
                                               functionResult: SyntaxReading.functionResult(node.initializer.value)))
        return .skipChildren
    }

    // MARK: Members

    private func enterMember(_ member: MemberRef, node: some SyntaxProtocol, buildsViews: Bool) {
        top.member = member
        top.memberNode = node.id
        top.memberBuildsViews = buildsViews
        top.depthPositions = []
        top.containerDepth = 0
        top.initializerShadowed = []
        top.localValues = LocalValues()
        top.localTrees = [:]
    }

    private func leaveMember(_ node: some SyntaxProtocol) {
        guard top.memberNode == node.id, let member = top.member else { return }
        if top.memberBuildsViews, !top.depthPositions.isEmpty {
            top.scope.usage.containerDepths.append(ContainerDepthFact(member: member, positions: top.depthPositions))
        }
        top.member = nil
        top.memberNode = nil
        top.memberBuildsViews = false
        top.inBindingScope = false
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.genericParameterClause != nil || node.genericWhereClause != nil {
            recordErased(ErasedDeclarationReader.generic(node.genericParameterClause, node.genericWhereClause, owner: node.name.rawString) {
                ErasedDeclarationReader.parameterLabels(node.signature.parameterClause.parameters, typedWith: $0)
            })
        }
        if case .file = top.owner, top.member == nil, frames.count == 1 { recordFileLevelBuilder(node) }
        guard atMemberLevel else { return .visitChildren }
        let signature = node.signature
        let returnsSomeView = signature.returnClause.map { isSomeView($0.type) } ?? false
        let isViewBuilder = hasViewBuilder(node.attributes)
        let parameters = signature.parameterClause.parameters
        let (names, labels, types) = Self.parameterFacts(parameters)
        var function = FunctionFact(
            kind: .function, name: node.name.rawString, position: position(node.name),
            access: SyntaxReading.accessLevel(node.modifiers), isStatic: isStatic(node.modifiers),
            parameterNames: names,
            isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: signature.effectSpecifiers?.throwsClause != nil,
            buildsViews: returnsSomeView || isViewBuilder, statementCount: 0,
            isMutating: SyntaxReading.hasModifier(node.modifiers, "mutating"),
            returnType: signature.returnClause.map { SyntaxReading.typeRef($0.type) },
            parameterLabels: labels, parameterTypes: types)
        if let body = node.body {
            function.earlyExitReads = EarlyExits.reads(in: body)
            if Vocabulary.isPagingName(function.name) {
                function.paging = PagingWork(startsTask: EarlyExits.startsTask(in: body),
                                             references: SyntaxReading.referencedNames(in: Syntax(body)))
            }
        }
        top.scope.functions.append(function)
        if SyntaxReading.hasModifier(node.modifiers, "nonisolated"), let body = node.body {
            top.scope.nonisolatedMembers.append(.init(member: "`\(node.name.rawString)`",
                                                      references: SyntaxReading.referencedNames(in: Syntax(body), outsideMainActorClosures: true)))
        }
        enterMember(.function(top.scope.functions.count - 1), node: node, buildsViews: function.buildsViews)
        top.inBindingScope = SyntaxReading.bindingScope(of: DeclSyntax(node)) != nil
        let returnsSomeScene = signature.returnClause.map { isSomeSceneLike($0.type) } ?? false
        if function.buildsViews || returnsSomeScene, let body = node.body {
            var contentNames: Set<String> = isViewExtension ? ["self"] : []
            if node.name.rawText == "body", let first = signature.parameterClause.parameters.first {
                contentNames = [(first.secondName ?? first.firstName).text]
            }
            top.scope.viewTrees.append(ViewTreeBuilder.tree(
                member: node.name.rawString, position: position(node.name), isStatic: function.isStatic, body: Syntax(body),
                parameters: signature.parameterClause.parameters,
                genericNames: node.genericParameterClause?.parameters.map(\.name.rawString) ?? [],
                contentNames: contentNames, lineTable: lineTable, compilation: compilation))
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveMember(node) }

    private func hasViewBuilder(_ attributes: AttributeListSyntax) -> Bool {
        SyntaxReading.hasAttribute(attributes, "ViewBuilder")
    }

    /// `func makeBadge(title: String) -> some View` at file level: a builder views call by name.
    private func recordFileLevelBuilder(_ node: FunctionDeclSyntax) {
        let isViewBuilder = hasViewBuilder(node.attributes)
        guard let body = node.body, isViewBuilder || node.signature.returnClause.map({ isSomeView($0.type) }) == true else { return }
        frames[0].scope.viewTrees.append(ViewTreeBuilder.tree(
            member: node.name.rawString, position: position(node.name), isStatic: true, body: Syntax(body),
            parameters: node.signature.parameterClause.parameters,
            genericNames: node.genericParameterClause?.parameters.map(\.name.rawString) ?? [], contentNames: [],
            lineTable: lineTable, compilation: compilation))
    }

    /// Inside `extension View { … }`, where `self` is the view a helper method wraps.
    var isViewExtension: Bool {
        guard case .extension(let index) = top.owner else { return false }
        return SyntaxReading.simpleName(facts.extensions[index].extendedType) == "View"
    }

    /// Each parameter's name inside the body, argument label (nil for `_`) and written type.
    static func parameterFacts(_ parameters: FunctionParameterListSyntax) -> (names: [String], labels: [String?], types: [String]) {
        var names: [String] = [], labels: [String?] = [], types: [String] = []
        names.reserveCapacity(parameters.count)
        labels.reserveCapacity(parameters.count)
        types.reserveCapacity(parameters.count)
        for parameter in parameters.nodes {
            let firstName = parameter.firstName
            names.append((parameter.secondName ?? firstName).text)
            labels.append(firstName.tokenKind == .wildcard ? nil : firstName.rawString)
            types.append(SyntaxReading.typeText(parameter.type))
        }
        return (names, labels, types)
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard atMemberLevel else { return .visitChildren }
        let (names, labels, types) = Self.parameterFacts(node.signature.parameterClause.parameters)
        let function = FunctionFact(
            kind: .initializer, name: "init", position: position(node.initKeyword),
            access: SyntaxReading.accessLevel(node.modifiers), isStatic: false, parameterNames: names,
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil, buildsViews: false, statementCount: 0,
            parameterLabels: labels, parameterTypes: types)
        top.scope.functions.append(function)
        // A designated initialiser sets the storage while the object is built; a convenience one goes through the
        // accessors.
        if SyntaxReading.hasModifier(node.modifiers, "nonisolated"), SyntaxReading.hasModifier(node.modifiers, "convenience"), let body = node.body {
            let spelled = labels.map { "\($0 ?? "_"):" }.joined()
            top.scope.nonisolatedMembers.append(.init(member: "`init(\(spelled))`",
                                                      references: SyntaxReading.referencedNames(in: Syntax(body), outsideMainActorClosures: true)))
        }
        enterMember(.function(top.scope.functions.count - 1), node: node, buildsViews: false)
        top.initializerShadowed = Set(names)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveMember(node) }

    /// `if let menu = config.menuBuilder`: the local holds the value it unwraps.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if top.member != nil, let value = node.initializer?.value,
           let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
            top.localValues.declare(name, value: value)
        }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let attributes = node.attributes
        if !attributes.isEmpty { recordLegacyWrapper(node) }
        guard atMemberLevel else {
            if top.member != nil {
                for binding in node.bindings.nodes {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
                        top.localValues.declare(name, value: binding.initializer?.value)
                    }
                }
            }
            if case .function(let index)? = top.member, top.scope.functions[index].kind == .initializer {
                for binding in node.bindings.nodes {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
                        top.initializerShadowed.insert(name)
                    }
                }
            }
            return .visitChildren
        }
        let wrappers = attributes.nodes.compactMap { $0.as(AttributeSyntax.self) }.map(attributeFact)
        let isViewBuilder = wrappers.contains { $0.name == "ViewBuilder" }
        // What the declaration's modifiers say holds for each of its bindings: read once.
        let modifiers = node.modifiers
        let access = SyntaxReading.accessLevel(modifiers)
        let isStatic = self.isStatic(modifiers), isLazy = SyntaxReading.hasModifier(modifiers, "lazy")
        let hasSetterAccess = modifiers.nodes.contains { $0.detail?.detail.text == "set" }
        let hasPrivateSetter = (access ?? .internal) <= .fileprivate || hasSetterAccess && modifiers.nodes.contains {
            $0.detail?.detail.text == "set" && ($0.name.rawText == "private" || $0.name.rawText == "fileprivate")
        }
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        var firstIndex: Int?
        var buildsViews = false
        // `var a, b: Int` gives both names the type written last.
        let bindings = Array(node.bindings.nodes)
        var carried: TypeRef?
        var types = [TypeRef?](repeating: nil, count: bindings.count)
        for index in bindings.indices.reversed() {
            let binding = bindings[index]
            if let annotation = binding.typeAnnotation {
                carried = SyntaxReading.typeRef(annotation.type)
            } else if binding.initializer != nil || binding.accessorBlock != nil {
                carried = nil
            }
            types[index] = carried
        }
        var isProtocolRequirement = false
        if case .type(let index) = top.owner, facts.types[index].kind == .protocol { isProtocolRequirement = true }
        for (bindingIndex, binding) in bindings.enumerated() {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let isComputed = binding.accessorBlock.map(isComputedAccessor) ?? false
            // A protocol's requirement (`var view: any View { get }`) builds nothing: its conformers do.
            if isComputed, let annotation = binding.typeAnnotation, let accessors = binding.accessorBlock, !isProtocolRequirement {
                let isView = isSomeView(annotation.type) || isViewBuilder
                if isView { buildsViews = true }
                if isView || isSomeSceneLike(annotation.type) {
                    top.scope.viewTrees.append(ViewTreeBuilder.tree(
                        member: identifier.identifier.rawString, position: position(identifier.identifier),
                        isStatic: isStatic, body: getterBody(accessors), parameters: nil,
                        genericNames: [], contentNames: isViewExtension ? ["self"] : [], lineTable: lineTable, compilation: compilation))
                }
            }
            var stored = PropertyFact(
                name: identifier.identifier.rawString, position: position(identifier.identifier), isLet: isLet,
                isStatic: isStatic, isLazy: isLazy,
                isComputed: isComputed, access: access, wrappers: wrappers,
                type: types[bindingIndex],
                initializer: binding.initializer.map { classify($0.value) },
                hasObservers: binding.accessorBlock.map(hasObservers) ?? false,
                hasPrivateSetter: hasPrivateSetter)
            stored.initialConstant = binding.initializer.flatMap { SyntaxReading.constantValue($0.value) }
            // `static var relays = previewData.relayService`, `static var push = DependencyValues().push`: an
            // untyped copy of another value's member.
            if case .other? = stored.initializer, stored.type == nil, let value = binding.initializer?.value,
               value.is(MemberAccessExprSyntax.self) {
                switch ValueReader.value(of: value) {
                case .selfPath(let path) where path.count > 1: stored.initialMemberChain = .selfPath(path)
                case .typed(let base, let path) where !path.isEmpty: stored.initialMemberChain = .typed(base, path: path)
                default: break
                }
            }
            stored.platforms = compilation.platforms(around: node)
            stored.declaresSeveral = bindings.count > 1
            stored.hasSetterAccess = hasSetterAccess
            if isComputed, case .extension = top.owner, let accessors = binding.accessorBlock {
                stored.keyedAccessor = SyntaxReading.keyedAccessor(accessors)
            }
            if facts.isTestFile, let nominal = stored.type?.nominal { facts.mentionedTypeNames.insert(SyntaxReading.simpleName(nominal)) }
            top.scope.properties.append(stored)
            if firstIndex == nil { firstIndex = top.scope.properties.count - 1 }
        }
        if let firstIndex {
            enterMember(.property(firstIndex), node: node, buildsViews: buildsViews)
            top.inBindingScope = SyntaxReading.bindingScope(of: DeclSyntax(node)) != nil
        }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { leaveMember(node) }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        guard atMemberLevel else { return .visitChildren }
        let function = FunctionFact(kind: .function, name: "subscript", position: position(node.subscriptKeyword),
                                    access: SyntaxReading.accessLevel(node.modifiers), isStatic: isStatic(node.modifiers),
                                    parameterNames: [], isAsync: false, buildsViews: false, statementCount: 0)
        top.scope.functions.append(function)
        enterMember(.function(top.scope.functions.count - 1), node: node, buildsViews: false)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { leaveMember(node) }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if case .function(let index)? = top.member { top.scope.functions[index].statementCount += 1 }
        return .visitChildren
    }

    // MARK: Expressions

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureCalls.append(owningCallName(of: node) ?? "")
        let owner = closureCalls.last ?? ""
        if Vocabulary.menuContentCalls.contains(owner) { menuDepth += 1 }
        let timing = Self.timing(of: node)
        closureTimings.append(timing)
        if timing != .now { laterDepth += 1 }
        if timing == .onEvent { eventDepth += 1 }
        if Vocabulary.menuContentCalls.contains(owner), Self.holdsMenuItems(node) { menuItemsDepth += 1 }
        if case .function(let index)? = top.member, top.scope.functions[index].kind == .initializer,
           let parameters = node.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                for name in names { top.initializerShadowed.insert(name.name.rawString) }
            case .parameterClause(let clause):
                for parameter in clause.parameters { top.initializerShadowed.insert((parameter.secondName ?? parameter.firstName).text) }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        let owner = closureCalls.removeLast()
        if Vocabulary.menuContentCalls.contains(owner) {
            menuDepth -= 1
            if Self.holdsMenuItems(node) { menuItemsDepth -= 1 }
        }
        let timing = closureTimings.removeLast()
        if timing != .now { laterDepth -= 1 }
        if timing == .onEvent { eventDepth -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The callee is read raw: this runs for every call in the file.
        let rawCall = RawFunctionCallExprSyntax(node.raw)!
        let rawCallee = rawCall.calledExpression.raw
        let callee = node.calledExpression
        var name = ""
        var path: String?
        var onExpression = false
        var traits = CallNameTraits()
        if let reference = RawDeclReferenceExprSyntax(rawCallee) {
            name = String(syntaxText: reference.baseName.tokenText)
            path = name
            traits = CallNameTraits(callee: name)
        } else if let member = RawMemberAccessExprSyntax(rawCallee) {
            name = String(syntaxText: member.declName.baseName.tokenText)
            traits = CallNameTraits(callee: name)
            if let base = member.base?.raw {
                path = RawReading.namePath(rawCallee)
                onExpression = path == nil
                if !traits.contains(.nonMutating), let root = RawReading.rootName(base) {
                    if base.kind == .declReferenceExpr || RawReading.isSelfMember(base) {
                        top.scope.usage.methodCalls[root, default: []].append(name)
                    } else if let typed = callee.as(MemberAccessExprSyntax.self), let typedBase = typed.base {
                        top.scope.usage.writes[root, default: []].append(position(typed.declName))
                        SyntaxReading.otherValuesMembers(in: typedBase, into: &top.scope.usage.changedMembers)
                    }
                }
            }
        } else if let specialized = RawGenericSpecializationExprSyntax(rawCallee) {
            path = RawReading.namePath(specialized.expression.raw)
            name = path.map(SyntaxReading.simpleName) ?? ""
            traits = CallNameTraits(callee: name)
        }
        // `content.showIf(isEditing)`: the reads in `content` happen only when `isEditing`.
        if top.countsReads, top.member != nil, let condition = SyntaxReading.visibilityCondition(node, traits: traits) {
            guards.append((node.id, [condition]))
        }
        var closure: ClosureSummary?
        let arguments = CallArguments(node)
        let closureNode = node.trailingClosure ?? arguments.firstClosure.flatMap { index in
            node.arguments.node(at: index)?.expression.as(ClosureExprSyntax.self)
        }
        if let closureNode {
            var firstCall: String?
            var taskCalls: [String] = []
            if let call = Self.firstStatementCall(of: closureNode) {
                firstCall = SyntaxReading.namePath(call.calledExpression)
                if firstCall == "Task" || firstCall == "Task.detached", let task = call.trailingClosure {
                    taskCalls = RawReading.calleeNames(in: Syntax(task))
                }
            }
            let comment = closureNode.statements.first?.leadingTrivia.contains { piece in
                switch piece {
                case .lineComment(let text), .blockComment(let text): return text.lowercased().contains("task")
                default: return false
                }
            } ?? false
            closure = ClosureSummary(statementCount: closureNode.statements.count, firstStatementCall: firstCall,
                                     taskCalls: taskCalls, commentMentionsTask: comment)
            // A `Task`'s own closure, or one whose first statement starts a `Task` (`.onChange(of:) { Task { … } }`).
            if path == "Task" || path == "Task.detached" || firstCall == "Task" || firstCall == "Task.detached" {
                let awaits = closureNode.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
                closure?.awaits = awaits
                closure?.storesAwaitedResult = awaits && AwaitedResultWrites.stores(in: closureNode.statements)
            }
            recordContentConstruction(node, closure: closureNode, onEvent: eventDepth > 0)
            // `Config(header: { AnyView(Header()) }, footer: { AnyView(Footer()) })`: each closure keeps views.
            for argument in node.arguments.nodes {
                guard let other = argument.expression.as(ClosureExprSyntax.self), other.id != closureNode.id else { continue }
                recordContentConstruction(node, closure: other, onEvent: eventDepth > 0)
            }
        }
        recordContentArgument(node, name: name, path: path)
        recordTypeArguments(node, path: path, arguments: arguments)
        var construction: String?
        var localConstruction: String?
        if let first = rawCall.arguments.layoutView.children.first.flatMap({ $0 }).flatMap(RawLabeledExprSyntax.init) {
            let value = first.expression.raw
            if let constructed = RawReading.constructedType(value) {
                construction = constructed ?? ".init"
            } else if !top.localValues.isEmpty, let reference = RawDeclReferenceExprSyntax(value),
                      let bound = top.localValues.value(of: String(syntaxText: reference.baseName.tokenText)) {
                localConstruction = constructionRoot(of: bound)
                if localConstruction != nil, handsOffModifiedView(name: name, value: bound.raw) {
                    recordModifiedArgument(node, name: name, value: bound)
                }
            } else if handsOffModifiedView(name: name, value: value), let argument = node.arguments.first {
                recordModifiedArgument(node, name: name, value: argument.expression)
            }
        }
        recordHosting(node, name: name, arguments: arguments)
        recordObservationCall(node, name: name, traits: traits)
        if traits.contains(.itemPresentation), let argument = node.arguments.nodes.first(where: { $0.label?.rawText == "item" }) {
            if let item = argument.expression.as(DeclReferenceExprSyntax.self), item.baseName.rawString.hasPrefix("$") {
                top.scope.usage.presentedItems[String(item.baseName.rawString.dropFirst()), default: 0] += 1
            } else if let member = argument.expression.as(MemberAccessExprSyntax.self),
                      SyntaxReading.memberChainRootName(member)?.hasPrefix("$") == true {
                top.scope.usage.presentedMembers[member.declName.baseName.rawString, default: 0] += 1
            }
        }
        if traits.contains(.flagPresentation), onExpression { recordFlagPresentation(node, name: name, closure: closureNode) }
        if name == "filter", let path, let closureNode, let collection = Self.ownCollection(filterPath: path) {
            top.scope.usage.collectionFilters.append(.init(collection: collection, references: ClosureReferences.names(in: closureNode),
                                                           member: top.member, position: position(callee)))
        }
        var rewriteBlocker: String?
        if name == "onAppear" {
            rewriteBlocker = RewriteConditions.taskBlocker(node)
        } else if path == "NavigationView" || path == "SwiftUI.NavigationView" {
            rewriteBlocker = RewriteConditions.navigationStackBlocker(node)
        }
        // Built in the append: a local fact would be copied into the array, each of its strings and arrays retained.
        top.scope.usage.calls.append(CallFact(
            name: name, path: path, isMethodOnExpression: onExpression,
            position: rawCallee.kind == .memberAccessExpr ? callee.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(callee) : position(callee),
            member: top.member, argumentLabels: arguments.labels,
            firstArgumentConstruction: construction, firstArgumentLocalConstruction: localConstruction, closure: closure,
            inMenuContent: menuDepth > 0, runsLater: laterDepth > 0, onEvent: eventDepth > 0 || menuItemsDepth > 0,
            inClosureOfType: closureCalls.last { SyntaxReading.isUpperCamel($0) }, rewriteBlocker: rewriteBlocker))
        if top.memberBuildsViews, !node.arguments.isEmpty { recordHandlerReferences(node, name: name) }

        if top.memberBuildsViews, path != nil, !name.isEmpty, rawCallee.kind == .declReferenceExpr, Self.isNestingLevel(node) {
            top.containerDepth += 1
            if top.depthPositions.count < top.containerDepth { top.depthPositions.append(position(callee)) }
        }
        return .visitChildren
    }

    /// `books` in `books.filter` or `self.books.filter`.
    private static func ownCollection(filterPath path: String) -> String? {
        let names = path.split(separator: ".")
        if names.count == 2 { return String(names[0]) }
        if names.count == 3, names[0] == "self" { return String(names[1]) }
        return nil
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if guards.last?.node == node.id { guards.removeLast() }
        if top.memberBuildsViews, RawFunctionCallExprSyntax(node.raw)!.calledExpression.raw.kind == .declReferenceExpr, Self.isNestingLevel(node) {
            top.containerDepth -= 1
        }
    }

    /// A stack, grid or scroll view: a level of layout a reader keeps in mind. One whose only content is an
    /// `if` or a `switch` (a `ZStack` that animates a transition between branches) adds none.
    private static func isNestingLevel(_ node: FunctionCallExprSyntax) -> Bool {
        guard let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
              Vocabulary.nestingContainers.contains(reference.baseName.rawString) else { return false }
        guard let statements = node.trailingClosure?.statements, statements.count == 1,
              let only = statements.first?.item.as(ExpressionStmtSyntax.self)?.expression ?? statements.first?.item.as(ExprSyntax.self)
        else { return true }
        if only.is(IfExprSyntax.self) || only.is(SwitchExprSyntax.self) { return false }
        // A stack around one view of the project's own (`VStack { BannerView() }`, modifiers allowed): its content
        // is already extracted, so the level holds nothing left to pull out.
        return !Self.isCustomViewCall(only)
    }

    /// `BannerView(…)` or `BannerView(…).padding()`: a call of an upper-case name SwiftUI does not declare.
    private static func isCustomViewCall(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
                continue
            }
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.rawString else { return false }
            return SyntaxReading.isUpperCamel(name) && !Vocabulary.knownContainers.contains(name)
        }
        return false
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.rawText == "Preview" {
            recordPreview(pound: node.pound, arguments: node.arguments, trailingClosure: node.trailingClosure)
        }
        return .visitChildren
    }


    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.rawText == "Preview", frames.count == 1 {
            recordPreview(pound: node.pound, arguments: node.arguments, trailingClosure: node.trailingClosure)
        }
        closureCalls.append("#" + node.macroName.rawString)
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) { closureCalls.removeLast() }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Most sequences assign nothing (`a + b`, `x == y`): that is read raw before any element is built.
        guard RawSequenceExprSyntax(node.raw)!.elements.layoutView.children.dropFirst().contains(where: { child in
            guard let child else { return false }
            if child.kind == .assignmentExpr { return true }
            return RawBinaryOperatorExprSyntax(child).map { SyntaxReading.isCompoundAssignment(String(syntaxText: $0.operator.tokenText)) } ?? false
        }) else { return .visitChildren }
        let elements = Array(node.elements.nodes)
        for (index, element) in elements.enumerated() where index > 0 {
            let isPlain = element.is(AssignmentExprSyntax.self)
            let isCompound = element.as(BinaryOperatorExprSyntax.self).map { SyntaxReading.isCompoundAssignment($0.operator.text) } ?? false
            guard isPlain || isCompound else { continue }
            let targetExpression = elements[index - 1]
            if isPlain, index + 1 < elements.count,
               targetExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.rawText == "delegateClass",
               let value = elements[index + 1].as(MemberAccessExprSyntax.self), value.declName.baseName.rawText == "self",
               let base = value.base, let name = SyntaxReading.namePath(base) {
                facts.sceneDelegateTypes.append(name)
            }
            // `self.rootView = AnyView(SettingsRootView(…))` in a hosting subclass: a new root, as `super.init(rootView:)`.
            if isPlain, index + 1 < elements.count, case .type = top.owner, top.member != nil,
               Self.isOwnRootView(targetExpression), constructionRoot(of: elements[index + 1]) != nil {
                let tree = ViewTreeBuilder.hostedTree(Syntax(elements[index + 1]), implicitType: nil, position: position(targetExpression),
                                                      contentNames: [], parameters: nil, genericNames: [],
                                                      functionLocals: top.localValues, lineTable: lineTable, compilation: compilation)
                facts.hostings.append(HostingFact(host: "super.init", owner: top.qualifiedName, position: position(targetExpression),
                                                  tree: tree, otherConstructions: []))
            }
            if isPlain, index + 1 < elements.count, let access = targetExpression.as(MemberAccessExprSyntax.self),
               let base = access.base, base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
                // Only a case or `nil` can decide a router's value: whose property it sets is read for those alone
                // (reading a value walks the tree); any other value only names the property.
                let value = elements[index + 1]
                let property = access.declName.baseName.rawString
                let constant: ConstantValue?? = value.is(NilLiteralExprSyntax.self) ? .some(nil)
                    : SyntaxReading.constantValue(value).flatMap { if case .enumCase = $0 { return .some($0) } else { return nil } }
                if let constant {
                    top.scope.usage.memberAssignments.append(MemberAssignmentFact(
                        base: ValueReader.value(of: base), property: property, constant: constant, context: top.qualifiedName))
                } else {
                    top.scope.usage.otherMemberAssignments.insert(property)
                }
            }
            // `content = AnyView(GeneralSettings())`: one more value a local of the member may hold.
            if isPlain, index + 1 < elements.count, !top.localValues.isEmpty,
               let local = targetExpression.as(DeclReferenceExprSyntax.self)?.baseName.rawString {
                top.localValues.assign(local, value: elements[index + 1])
            }
            SyntaxReading.otherValuesMembers(in: targetExpression, into: &top.scope.usage.changedMembers)
            for target in assignmentTargets(targetExpression) {
                top.scope.usage.writes[target.name, default: []].append(target.position)
                guard isPlain, target.isWholeValue else { continue }
                guard index + 1 < elements.count else { continue }
                let value = elements[index + 1]
                top.scope.usage.assignments.append(AssignmentFact(
                    target: target.name, position: target.position, valueNames: [], valueHasAwait: false,
                    valueConstruction: SyntaxReading.constructedType(value) ?? nil,
                    enclosingCalls: closureCalls.reversed().filter { !$0.isEmpty }, member: top.member,
                    inInitializer: isInInitializer,
                    valueConstant: value.is(NilLiteralExprSyntax.self) ? .some(nil) : SyntaxReading.constantValue(value).map { .some($0) }))
                // The value's names are collected as this same walk reaches them.
                openValues.append(OpenValue(
                    sequence: node.id, start: elements[index + 1].position, end: node.endPosition,
                    frame: frames.count - 1, assignment: top.scope.usage.assignments.count - 1))
            }
        }
        return .visitChildren
    }

    // MARK: Conditions around reads

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if Self.isOnlyAvailabilityCheck(RawIfExprSyntax(node.raw)!.conditions), let versions = availability(onlyCondition: node.conditions) {
            if versions.isUnavailable {
                recordAvailabilityFallback(node.body, versions: versions.named)
            } else if let fallback = node.elseBody {
                recordAvailabilityFallback(fallback, versions: versions.named)
            }
        }
        guard top.countsReads, top.member != nil else { return .visitChildren }
        let branches = SyntaxReading.branchConditions(node)
        if !branches.body.isEmpty { pendingGuards[node.body.id] = branches.body }
        if !branches.otherwise.isEmpty, case .codeBlock(let block)? = node.elseBody { pendingGuards[block.id] = branches.otherwise }
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        if Self.isOnlyAvailabilityCheck(RawGuardStmtSyntax(node.raw)!.conditions),
           let versions = availability(onlyCondition: node.conditions), !versions.isUnavailable {
            recordAvailabilityFallback(node.body, versions: versions.named)
        }
        return .visitChildren
    }

    /// Whether the only condition is an `#available` or `#unavailable` check: with any other, the fallback also
    /// runs when that one fails. Read raw: this runs for every `if` and `guard`.
    private static func isOnlyAvailabilityCheck(_ conditions: RawConditionElementListSyntax) -> Bool {
        let children = conditions.layoutView.children
        guard children.count == 1, let only = children[0].flatMap(RawConditionElementSyntax.init) else { return false }
        return only.condition.raw.kind == .availabilityCondition
    }

    /// The versions an availability check that is the only condition names.
    private func availability(onlyCondition conditions: ConditionElementListSyntax) -> (named: [PlatformVersionFact], isUnavailable: Bool)? {
        guard case .availability(let check) = conditions.first?.condition else { return nil }
        var named: [PlatformVersionFact] = []
        for argument in check.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let version = restriction.version, let parsed = OSVersion(parsing: version.trimmedDescription) else { continue }
            named.append(PlatformVersionFact(platform: restriction.platform.text, major: parsed.major, minor: parsed.minor))
        }
        return (named, check.availabilityKeyword.tokenKind == .poundUnavailable)
    }

    private func recordAvailabilityFallback(_ code: some SyntaxProtocol, versions: [PlatformVersionFact]) {
        guard !versions.isEmpty else { return }
        facts.availabilityFallbacks.append(AvailabilityFallbackFact(firstLine: position(code).line, lastLine: endLine(code),
                                                                    versions: versions))
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        if let conditions = pendingGuards.removeValue(forKey: node.id) { guards.append((node.id, conditions)) }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        if guards.last?.node == node.id { guards.removeLast() }
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if top.countsReads, top.member != nil, let condition = SyntaxReading.caseCondition(node) {
            guards.append((node.id, [condition]))
        }
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        if guards.last?.node == node.id { guards.removeLast() }
    }

    /// Notes a read of `name` by the current member: the conditions that hold at it, and whether it sits
    /// outside closures that run on an event.
    private func recordRead(of name: String) {
        guard let member = top.member else { return }
        let outsideEvents = eventDepth == 0 && menuItemsDepth == 0
        let platforms = currentPlatforms
        let guards = guards
        // One access to the name's entry, read and changed in place: this runs for most names a view reads.
        Self.noteRead(in: &top.scope.usage.readsByMember[name, default: [:]][member], outsideEvents: outsideEvents, platforms: platforms) {
            guards.flatMap(\.conditions)
        }
    }

    /// Adds one read, under `current()` conditions, to what is known of a member's reads of a name.
    private static func noteRead(in reads: inout MemberReads?, outsideEvents: Bool, platforms: Platforms,
                                 current: () -> [ConditionFact]) {
        guard let existing = reads else {
            reads = MemberReads(conditions: current(), outsideEvents: outsideEvents, platforms: platforms)
            return
        }
        guard !existing.conditions.isEmpty || (outsideEvents && !existing.outsideEvents)
                || !existing.platforms.isSuperset(of: platforms) else { return }
        reads = MemberReads(conditions: ConditionFact.common(existing.conditions, current()),
                            outsideEvents: existing.outsideEvents || outsideEvents, platforms: existing.platforms.union(platforms))
    }

    override func visitPost(_ node: SequenceExprSyntax) {
        while let last = openValues.last, last.sequence == node.id { openValues.removeLast() }
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        for value in openValues where value.start <= node.position && node.position < value.end {
            frames[value.frame].scope.usage.assignments[value.assignment].valueHasAwait = true
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let root = SyntaxReading.rootName(of: node.expression) {
            top.scope.usage.writes[root, default: []].append(position(node))
            SyntaxReading.otherValuesMembers(in: node.expression, into: &top.scope.usage.changedMembers)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Read raw: this runs for every name in the file.
        let reference = RawDeclReferenceExprSyntax(node.raw)!
        let raw = reference.baseName.tokenText
        let role = memberNames.role(of: reference)
        if facts.isTestFile, let first = raw.first, FactExtractor.isUpperASCII(first) {
            facts.mentionedTypeNames.insert(String(syntaxText: raw))
        }
        let inInitializer = isInInitializer
        if top.countsReads, top.member != nil, !inInitializer, let first = raw.first, first != UInt8(ascii: "_"),
           !FactExtractor.isUpperASCII(first), let name = MemberNames.readName(reference, role) {
            let readName = first == UInt8(ascii: "$") ? String(name.dropFirst()) : name
            top.scope.usage.reads[readName, default: 0] += 1
            recordRead(of: readName)
        }
        if !openValues.isEmpty, let name = MemberNames.readName(reference, role) {
            for value in openValues where value.start <= node.position && node.position < value.end {
                frames[value.frame].scope.usage.assignments[value.assignment].valueNames.insert(name)
            }
        }
        guard raw.first == UInt8(ascii: "$") || raw.first == UInt8(ascii: "_") || raw == "objectWillChange" || inInitializer else {
            return .skipChildren
        }
        let text = node.baseName.rawString
        if text.hasPrefix("$"), text.count > 1 {
            let name = String(text.dropFirst())
            countProjection(name)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.rawText != "self" {
                top.scope.usage.memberProjections.insert(name)
                if let base = member.base {
                    top.scope.usage.publisherUses.append(PublisherUseFact(
                        property: name, base: ValueReader.value(of: base), context: top.qualifiedName,
                        text: SyntaxReading.oneLine(member), position: position(member), isInOut: member.parent?.is(InOutExprSyntax.self) == true))
                }
            } else {
                top.scope.usage.projections[name] = top.scope.usage.projections[name] ?? position(node)
                let whole = node.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == node.id ? ExprSyntax($0) : nil } ?? ExprSyntax(node)
                if PublisherProjection.assignment(whole) != nil {
                    top.scope.usage.assignedProjections.insert(name)
                } else if whole.parent?.is(InOutExprSyntax.self) == true {
                    top.scope.usage.inOutProjections.insert(name)
                } else {
                    top.scope.usage.readProjections.insert(name)
                }
            }
        } else if text.hasPrefix("_"), text.count > 1 {
            let name = String(text.dropFirst())
            top.scope.usage.storageAccesses[name, default: []].append(position(node))
        } else if text == "objectWillChange" {
            top.scope.usage.usesObjectWillChange = true
            if ObjectWillChangeSend.removal(of: node) != nil, let member = ObjectWillChangeSend.enclosingMember(of: node) {
                top.scope.usage.objectWillChangeSends.append(.init(position: position(node), member: member.name, writes: member.writes))
            } else {
                top.scope.usage.otherObjectWillChangeUses += 1
            }
        }
        if isInInitializer, case .function(let index)? = top.member {
            recordInitializerRead(node, reference, role, functionIndex: index)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Read raw: this runs for every member access in the file.
        let access = RawMemberAccessExprSyntax(node.raw)!
        let memberName = access.declName.baseName.tokenText
        let base = access.base?.raw
        memberNames.enter(access)
        // `$router.sheet`: a binding to another value's property (read once per chain, at its outermost name).
        if let root = RawReading.memberChainRoot(access), root.first == UInt8(ascii: "$"),
           !String(syntaxText: root).dropFirst().allSatisfy(\.isNumber), node.parent?.kind != .memberAccessExpr {
            top.scope.usage.boundMembers[String(syntaxText: memberName), default: 0] += 1
            // `$model.note.content`: writing through the binding changes `note` too.
            var inner = access.base.flatMap(RawMemberAccessExprSyntax.init)
            while let member = inner {
                top.scope.usage.changedMembers.insert(String(syntaxText: member.declName.baseName.tokenText))
                inner = member.base.flatMap(RawMemberAccessExprSyntax.init)
            }
        }
        if memberName == "objectWillChange", let base, !RawReading.namesSelf(base),
           let typedBase = node.base {
            facts.observation.objectWillChangeUses.append(.init(
                base: objectExpression(typedBase), text: SyntaxReading.text(node), line: position(node).line, position: position(node.declName),
                sendAfterWrites: ObjectWillChangeSend.outsideSend(node)?.writes))
        }
        if let reference = base.flatMap(RawDeclReferenceExprSyntax.init), reference.baseName.tokenText.first.map(FactExtractor.isUpperASCII) ?? false {
            let baseName = String(syntaxText: reference.baseName.tokenText)
            let member = String(syntaxText: memberName)
            if Vocabulary.sharedInstanceMembers.contains(member), SyntaxReading.isUpperCamel(baseName), let typedBase = node.base {
                top.scope.usage.staticAccesses.append(StaticAccessFact(
                    base: baseName, member: member, position: position(typedBase), enclosingMember: top.member,
                    inParameterDefault: isInParameterDefault(node), isInjected: Self.isInjected(node)))
            }
        }
        recordHandOff(node, access)
        return .visitChildren
    }

    /// The argument of `.environment(…)` or `.environmentObject(…)` (`.environment(Store.shared)`), or of an
    /// initialiser (`FeedViewModel(store: Store.shared)`): handed on, not used in place.
    private static func isInjected(_ node: MemberAccessExprSyntax) -> Bool {
        guard node.parent?.is(LabeledExprSyntax.self) == true,
              let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if let callee = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return ["environment", "environmentObject"].contains(callee.declName.baseName.rawString)
                || (callee.declName.baseName.rawText == "init" && callee.base != nil)
        }
        return call.calledExpression.as(DeclReferenceExprSyntax.self).map { SyntaxReading.isUpperCamel($0.baseName.rawString) } ?? false
    }

    // MARK: Observation sites

    // MARK: Helpers

    private var isInInitializer: Bool {
        if case .function(let index)? = top.member { return top.scope.functions[index].kind == .initializer }
        return false
    }

    private func recordInitializerRead(_ node: DeclReferenceExprSyntax, _ reference: RawDeclReferenceExprSyntax, _ role: MemberNames.Role,
                                       functionIndex: Int) {
        guard let name = MemberNames.readName(reference, role) else { return }
        // A plain `x` may be a parameter or local of the initialiser; `self.x` is always the property.
        if case .plain = role, top.initializerShadowed.contains(name) { return }
        top.scope.functions[functionIndex].propertyReads.append(NameReference(name: name, position: position(node)))
    }

    private struct AssignmentTarget {
        var name: String
        var position: SourcePosition
        /// `x = …` or `self.x = …`, as opposed to `x.y = …` or `x[0] = …`.
        var isWholeValue: Bool
    }

    private func assignmentTargets(_ expression: ExprSyntax) -> [AssignmentTarget] {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return tuple.elements.flatMap { assignmentTargets($0.expression) }
        }
        guard let root = SyntaxReading.rootName(of: expression) else { return [] }
        var whole = expression.is(DeclReferenceExprSyntax.self)
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.rawText == "self" {
            whole = true
        }
        return [AssignmentTarget(name: root, position: position(expression), isWholeValue: whole)]
    }


    /// `.sheet(isPresented: $flag) { if let item = selected { … } }`.
    private func recordFlagPresentation(_ node: FunctionCallExprSyntax, name: String, closure: ClosureExprSyntax?) {
        guard let flag = node.arguments.nodes.first(where: { $0.label?.rawText == "isPresented" })?.expression.as(DeclReferenceExprSyntax.self),
              flag.baseName.rawString.hasPrefix("$"), let closure, let first = closure.statements.first?.item,
              let condition = (first.as(ExpressionStmtSyntax.self)?.expression ?? first.as(ExprSyntax.self))?.as(IfExprSyntax.self)?.conditions.first,
              let binding = condition.condition.as(OptionalBindingConditionSyntax.self) else { return }
        let item: String?
        if let value = binding.initializer?.value {
            item = value.as(DeclReferenceExprSyntax.self)?.baseName.rawString
                ?? value.as(MemberAccessExprSyntax.self).flatMap { member in
                    member.base?.as(DeclReferenceExprSyntax.self)?.baseName.rawText == "self" ? member.declName.baseName.rawString : nil
                }
        } else {
            item = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString
        }
        let flagName = String(flag.baseName.rawString.dropFirst())
        guard let item, item != flagName else { return }
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(node)
        top.scope.usage.flagPresentations.append(.init(modifier: name, flag: flagName, item: item, position: position(callee)))
    }

    /// The call a closure's first statement makes, under any `try` or `await`.
    private static func firstStatementCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        guard let first = closure.statements.first, case .expr(var expression) = first.item else { return nil }
        while true {
            if let awaited = expression.as(AwaitExprSyntax.self) { expression = awaited.expression }
            else if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
            else { break }
        }
        return expression.as(FunctionCallExprSyntax.self)
    }

    /// Whether a closure of `Menu` or `.contextMenu` holds its items (the first trailing closure, `content:`,
    /// `menuItems:`) rather than its label or preview, which are drawn with the view.
    private static func holdsMenuItems(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.parent?.kind {
        case .labeledExpr?:
            let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.rawText
            return label == "content" || label == "menuItems"
        case .functionCallExpr?:
            return true
        default:
            return false
        }
    }

    /// When a closure runs, against the code around it.
    enum ClosureTiming {
        /// While the code around it runs (`VStack { … }`, `map { … }`).
        case now
        /// Later, as the view appears or on a clock: a `Task`, a dispatched block, `.onAppear`, `.task`.
        case later
        /// Later, on an event after the view appears: a `Button`'s action, an argument labelled `action`, `set`
        /// or `on…` (`onRetry:`), a gesture, a submit handler, a changed value (`.onChange`).
        case onEvent
    }

    private static func timing(of closure: ClosureExprSyntax) -> ClosureTiming {
        var node = Syntax(closure).parent
        var label: String?
        if let labeled = node?.as(LabeledExprSyntax.self) {
            label = labeled.label?.rawString
            node = labeled.parent?.parent
        } else if let trailing = node?.as(MultipleTrailingClosureElementSyntax.self) {
            label = trailing.label.rawString
            node = trailing.parent?.parent
        }
        if let label {
            if Vocabulary.eventClosureLabels.contains(label) || Vocabulary.isCallbackLabel(label) { return .onEvent }
            if Vocabulary.laterClosureLabels.contains(label) { return .later }
        }
        guard let call = node?.as(FunctionCallExprSyntax.self) else { return .now }
        let name: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.rawString }
        else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { name = member.declName.baseName.rawString }
        else { return .now }
        if Vocabulary.actionModifiers.contains(name) {
            return Vocabulary.appearanceModifiers.contains(name) ? .later : .onEvent
        }
        if Vocabulary.laterClosureCalls.contains(name) { return .later }
        guard label == nil, call.trailingClosure?.id == closure.id else { return .now }
        // `Button("Save") { save() }`, `Button { save() } label: { … }` and a project's own `PrimaryButton(title:)
        // { save() }`: the first trailing closure is the action. So is the first of several whose others are
        // callbacks: `BackupChoice { saveLocally() } onServerBackup: { … }`. With the action passed as an argument,
        // `Button(action: save) { Label(…) }`, the trailing closure is the label, drawn at once.
        let takesActionArgument = call.arguments.contains { $0.label.map { Vocabulary.eventClosureLabels.contains($0.rawString) } == true }
        if name.hasSuffix("Button") && !takesActionArgument || call.additionalTrailingClosures.contains(where: { Vocabulary.isCallbackLabel($0.label.rawString) }) {
            return .onEvent
        }
        // `QRScanner(isActive: $on) { code in handle(code) }`: a view's closure that takes a value and hands it to
        // a method is a callback. (`ForEach(items) { item in row(item) }` and other SwiftUI content builders
        // that take a value build views.)
        if closure.signature?.parameterClause != nil, SyntaxReading.isUpperCamel(name),
           !Vocabulary.contentBuildersTakingValues.contains(name), closure.statements.count == 1,
           let only = Self.firstStatementCall(of: closure), let callee = only.calledExpression.as(DeclReferenceExprSyntax.self),
           !SyntaxReading.isUpperCamel(callee.baseName.rawString), Vocabulary.eventHandlerPrefixes.contains(where: callee.baseName.rawString.hasPrefix) {
            return .onEvent
        }
        return .now
    }

    /// `.onDelete(perform: deleteRows)`, `Button("Run", action: runScript)`: a method named as an event's handler
    /// runs on that event, as if the call were written in a closure there; one named in `.onAppear(perform:)`
    /// runs as the view appears.
    private func recordHandlerReferences(_ node: FunctionCallExprSyntax, name: String) {
        // Cheapest test first, on the raw arguments: most calls pass no bare name of a method (`load`, `self.load`).
        guard RawFunctionCallExprSyntax(node.raw)!.arguments.layoutView.children.contains(where: { child in
            guard let expression = child.flatMap(RawLabeledExprSyntax.init)?.expression.raw else { return false }
            var name = RawDeclReferenceExprSyntax(expression)
            if let member = RawMemberAccessExprSyntax(expression) {
                guard RawReading.isSelfKeyword(member.base?.raw) else { return false }
                name = member.declName
            }
            return name?.baseName.tokenText.first.map(Self.isLowerASCII) == true
        }) else { return }
        let isActionModifier = Vocabulary.actionModifiers.contains(name)
        let isEventModifier = isActionModifier && !Vocabulary.appearanceModifiers.contains(name)
        for argument in node.arguments.nodes {
            let handler: DeclReferenceExprSyntax
            if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
                handler = reference
            } else if let member = argument.expression.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                handler = member.declName
            } else {
                continue
            }
            guard let first = handler.baseName.rawText.first, Self.isLowerASCII(first) else { continue }
            let label = argument.label?.rawString
            let onEvent = isEventModifier || label.map({ Vocabulary.eventClosureLabels.contains($0) || Vocabulary.isCallbackLabel($0) }) == true
            // `.onAppear(perform: load)` runs as the view appears.
            guard onEvent || isActionModifier || label == "perform" else { continue }
            let handlerName = handler.baseName.rawString
            top.scope.usage.calls.append(CallFact(
                name: handlerName, path: handlerName, isMethodOnExpression: false, position: position(handler),
                member: top.member, argumentLabels: [], firstArgumentConstruction: nil, closure: nil,
                inMenuContent: menuDepth > 0, runsLater: true, onEvent: onEvent))
        }
    }

    private func owningCallName(of closure: ClosureExprSyntax) -> String? {
        guard let call = SyntaxReading.callTaking(closure) else { return nil }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.rawString }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.rawString }
        return nil
    }

    private func attributeFact(_ attribute: AttributeSyntax) -> AttributeFact {
        var fact = AttributeFact(name: SyntaxReading.attributeName(attribute), typeArgument: nil, keyPathArgument: nil,
                                 position: position(attribute))
        if case .argumentList(let arguments)? = attribute.arguments, let first = arguments.first?.expression {
            if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.rawText == "self", let base = member.base {
                fact.typeArgument = SyntaxReading.nominalName(SyntaxReading.text(base))
            } else if let keyPath = first.as(KeyPathExprSyntax.self) {
                fact.keyPathArgument = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.rawString
            }
        }
        return fact
    }

    private func classify(_ value: ExprSyntax) -> InitializerFact {
        if let constructed = SyntaxReading.constructedType(value) { return .construction(typeName: constructed) }
        if let kind = SyntaxReading.literalKind(value) { return .literal(kind) }
        // `Store.shared`, or a static factory's result: `AppEnvironment.bootstrap()`.
        let access = value.as(MemberAccessExprSyntax.self)
            ?? value.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        if let member = access, let base = member.base?.as(DeclReferenceExprSyntax.self),
           SyntaxReading.isUpperCamel(base.baseName.rawString) {
            return .staticMember(base: base.baseName.rawString, member: member.declName.baseName.rawString)
        }
        return .other
    }

    /// `some View`, or a type-erased `AnyView`.
    /// `some View`, a type-erased `AnyView`, or a Live Activity's `DynamicIsland` (built from view regions).
    private func isSomeView(_ type: TypeSyntax) -> Bool {
        let name = SyntaxReading.simpleName(SyntaxReading.text(type))
        // `any View` too: a pane's `var view: any View { switch self { … } }`, erased where it is hosted.
        if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any),
           SyntaxReading.simpleName(SyntaxReading.text(existential.constraint)) == "View" {
            return true
        }
        return isSome(type, "View") || name == "AnyView" || name == "DynamicIsland"
    }

    /// `some View`, `some SwiftUI.Scene`…
    private func isSome(_ type: TypeSyntax, _ protocolName: String) -> Bool {
        guard let some = type.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else {
            return false
        }
        return SyntaxReading.simpleName(SyntaxReading.text(some.constraint)) == protocolName
    }

    /// Builders that place views without being views: scenes, toolbar content, menu commands, table columns, and
    /// values whose type takes the views they build as a generic argument (`TableColumn<Row, Never, some View,
    /// Text>`, or an alias of it: `Column<some View>`).
    private func isSomeSceneLike(_ type: TypeSyntax) -> Bool {
        if Vocabulary.sceneLikeProtocols.contains(where: { isSome(type, $0) }) { return true }
        guard let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments else { return false }
        return arguments.contains { argument in
            guard let some = argument.argument.as(SomeOrAnyTypeSyntax.self), some.someOrAnySpecifier.tokenKind == .keyword(.some) else {
                return false
            }
            return SyntaxReading.simpleName(SyntaxReading.text(some.constraint)) == "View"
        }
    }

    private func getterBody(_ block: AccessorBlockSyntax) -> Syntax? {
        switch block.accessors {
        case .getter(let items): return Syntax(items)
        case .accessors(let accessors):
            return accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body.map { Syntax($0) }
        }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        RawReading.firstModifier(in: modifiers) { modifier in
            let name = modifier.name
            return name.tokenKind == .keyword && (name.tokenText == "static" || name.tokenText == "class") ? true : nil
        } ?? false
    }


    var hostingHelpers: [HostingHelper] = []

    private func isInParameterDefault(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(FunctionParameterSyntax.self) { return true }
            if parent.is(CodeBlockSyntax.self) || parent.is(MemberBlockSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(AccessorBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private func hasObservers(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.contains {
            $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet)
        }
    }

    /// `…/Tests/…`, `…/AppTests/…`, `FeedTests.swift`, `FeedSpec.swift`.
    static func looksLikeTestPath(_ path: String) -> Bool {
        // Compared as bytes: `Substring.hasSuffix` compares characters, which costs more than the whole test.
        func endsWith(_ name: Substring.UTF8View, _ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard name.count >= count else { return false }
            return name.suffix(count).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count))
        }
        let components = path.split(separator: "/")
        let folders = components.dropLast()
        if folders.contains(where: { $0 == "Tests" || endsWith($0.utf8, "Tests") || $0 == "Test" }) { return true }
        guard let last = components.last, endsWith(last.utf8, ".swift") else { return false }
        let file = last.dropLast(6).utf8
        return endsWith(file, "Tests") || endsWith(file, "Test") || endsWith(file, "Spec")
    }

    private func isComputedAccessor(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter: return true
        case .accessors(let accessors):
            return accessors.contains {
                let kind = $0.accessorSpecifier.tokenKind
                return kind == .keyword(.get) || kind == .keyword(.set) || kind == .keyword(._read) || kind == .keyword(._modify)
            }
        }
    }
}
