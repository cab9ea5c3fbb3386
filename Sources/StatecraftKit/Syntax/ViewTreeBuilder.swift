@_spi(RawSyntax) import SwiftSyntax

/// Reads what one view-building member builds: the types it constructs, the modifiers around each, what
/// those modifiers inject, and which own members or wrapped content it places. A recursive walk over that
/// member's body alone; action closures (`onAppear`, `Button` actions, `Task`) are skipped because the views
/// they might create are not part of the hierarchy.
struct ViewTreeBuilder {
    private struct State {
        var modifiers: [ModifierFact] = []
        var edge: EdgeKind = .builds
        var container: Int?
        var hostedApart = false
        /// Among a menu's items, built when the menu opens.
        var inMenu = false
        /// In a `.toolbar { … }`, drawn only inside a navigation container.
        var inToolbar = false
        /// How many of `modifiers` were applied outside the edge the walk is in (a link's destination, a sheet's
        /// content, a context menu's preview): the rest are applied inside it.
        var edgeStart = 0
        /// Tests on the type's own properties that hold here (`if isExpanded { … }`).
        var conditions: [ConditionFact] = []
        /// In the content of a presentation of an item: what the closure's parameter stands for.
        var presented: Presented?
        /// What the `#if` clauses inside the member allow here.
        var platforms: Platforms = .all

        func entering(_ kind: EdgeKind?) -> State {
            guard let kind else { return self }
            var state = self
            state.edge = kind
            state.edgeStart = modifiers.count
            return state
        }
    }


    /// What a presentation's closure parameter stands for.
    private enum Presented {
        /// `.sheet(item: $route)`: a property of the type, whose tests the parameter's tests are.
        case property(String)
        /// `.sheet(item: $router.sheet)`: another value's property; `.navigationDestination(for: Page.self)`: a
        /// value of that type.
        case value(ValueFact)
    }

    private let lineTable: LineTable
    private let compilation: FileConditions
    private let contentNames: Set<String>
    /// In a `View` extension method a bare `f(…)` call is a modifier on `self`; in a view it calls a member.
    private let bareCallsModifyContent: Bool
    private var uses: [ViewUseFact] = []
    private var locals: [[String: ValueFact]] = [[:]]
    /// The expression each local of `locals` was bound to, placed where the local is placed: `let destination =
    /// MoveView()` in an action shows nothing until `destination` is put somewhere (a `NavigationLink`, a host).
    private var boundExpressions: [[String: ExprSyntax]] = [[:]]
    /// The locals whose expression is being placed: `let view = view.padding()` refers to an outer `view`.
    private var placingLocals: Set<String> = []
    /// For a hosted root: the locals of the function around the host, by the expressions they were bound or
    /// assigned to (`let content = FeedView(…)` before `NSHostingView(rootView: Wrapper { content })`; each
    /// `content = AnyView(…)` of a `switch` that sets a `let content: AnyView` declared before it).
    private var functionLocals = LocalValues()
    /// The member's own parameters: tests on them are kept, for the caller's arguments to decide.
    private var parameterNames: Set<String> = []
    /// Closure parameters that stand for a property: `route` in `.sheet(item: $route) { route in … }`.
    private var aliases: [String: String] = [:]

    /// - Parameters:
    ///   - contentNames: what names the wrapped view: `["self"]` in a `View` extension, the first parameter of a
    ///     `ViewModifier`'s `body(content:)`.
    static func tree(member: String, position: SourcePosition, isStatic: Bool, body: Syntax?,
                     parameters: FunctionParameterListSyntax?, genericNames: [String], contentNames: Set<String>,
                     lineTable: LineTable, compilation: FileConditions) -> ViewTreeFact {
        var builder = ViewTreeBuilder(lineTable: lineTable, compilation: compilation, contentNames: contentNames,
                                      bareCallsModifyContent: contentNames.contains("self"))
        builder.defineParameters(parameters, genericNames: genericNames)
        if let body { builder.walk(body, State()) }
        return ViewTreeFact(member: member, position: position, isStatic: isStatic, uses: builder.uses,
                            platforms: body.map { compilation.platforms(around: $0) } ?? .all)
    }

    /// What a hosting controller's root expression builds (`rootView:`, a `UIHostingConfiguration`'s content).
    /// A root `.init(…)` constructs `implicitType`, the view a hosting subclass names in its superclass
    /// (`class FeedHost: UIHostingController<FeedView>` calling `super.init(rootView: .init(model: model))`).
    static func hostedTree(_ root: Syntax, implicitType: String?, position: SourcePosition, contentNames: Set<String>,
                           parameters: FunctionParameterListSyntax?, genericNames: [String],
                           functionLocals: LocalValues = LocalValues(), lineTable: LineTable,
                           compilation: FileConditions) -> ViewTreeFact {
        var builder = ViewTreeBuilder(lineTable: lineTable, compilation: compilation, contentNames: contentNames,
                                      bareCallsModifyContent: contentNames.contains("self"))
        builder.functionLocals = functionLocals
        builder.defineParameters(parameters, genericNames: genericNames)
        if let implicitType, let call = root.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.rawText == "init" {
            builder.visitConstruction(call, name: implicitType, at: member.declName, State())
        } else {
            builder.walk(root, State())
        }
        return ViewTreeFact(member: "rootView", position: position, isStatic: false, uses: builder.uses,
                            platforms: compilation.platforms(around: root))
    }

    /// The enclosing function's parameters, typed where a nominal type is written (not a generic parameter).
    private mutating func defineParameters(_ parameters: FunctionParameterListSyntax?, genericNames: [String]) {
        let generics = Set(genericNames)
        if let parameters {
            for parameter in parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard !contentNames.contains(name) else { continue }
                parameterNames.insert(name)
                let type = SyntaxReading.typeRef(parameter.type)
                if let nominal = type.nominal, !generics.contains(nominal) {
                    define(name, .typed(nominal, path: []))
                } else {
                    define(name, .unknown)
                }
            }
        }
    }

    private init(lineTable: LineTable, compilation: FileConditions, contentNames: Set<String>, bareCallsModifyContent: Bool) {
        self.lineTable = lineTable
        self.compilation = compilation
        self.contentNames = contentNames
        self.bareCallsModifyContent = bareCallsModifyContent
    }

    // MARK: Walk

    /// Kinds whose subtrees place no view: the walk steps over them without building them.
    private static func endsWalk(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .token, .typeAnnotation, .returnClause, .genericWhereClause, .attributeList, .stringLiteralExpr,
             .functionDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl,
             .typeAliasDecl, .keyPathExpr:
            return true
        default:
            return false
        }
    }

    /// `parent`: the kind of `node`'s parent when the caller knows it (it is looked up otherwise).
    private mutating func walk(_ node: Syntax, _ state: State, parent: SyntaxKind? = nil) {
        let raw = node.raw
        if Self.endsWalk(raw.kind) { return }
        switch raw.kind {
        case .functionCallExpr:
            visitCall(FunctionCallExprSyntax(node)!, state)
        case .closureExpr:
            visitClosure(ClosureExprSyntax(node)!, state)
        case .variableDecl:
            visitLocal(VariableDeclSyntax(node)!, state)
        case .ifExpr:
            visitIf(IfExprSyntax(node)!, state)
        case .switchCase:
            let switchCase = SwitchCaseSyntax(node)!
            var inside = state
            if let condition = SyntaxReading.caseCondition(switchCase).flatMap(testable) {
                inside.conditions.append(condition)
            }
            locals.append([:])
            boundExpressions.append([:])
            walk(Syntax(switchCase.label), inside)
            bindCaseValues(switchCase)
            walk(Syntax(switchCase.statements), inside)
            locals.removeLast()
            boundExpressions.removeLast()
        case .postfixIfConfigExpr:
            visitPostfixIfConfig(PostfixIfConfigExprSyntax(node)!, state)
        case .ifConfigClause:
            // `#if os(macOS) Settings { … } #endif`: what the clause builds exists on the platforms it allows.
            let clause = IfConfigClauseSyntax(node)!
            var inside = state
            inside.platforms.formIntersection(compilation.platforms(of: clause))
            if let elements = clause.elements { walk(Syntax(elements), inside) }
        case .optionalBindingCondition:
            let binding = OptionalBindingConditionSyntax(node)!
            if let initializer = binding.initializer { walk(Syntax(initializer.value), state) }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString {
                define(name, binding.initializer.map { value(of: $0.value) } ?? value(ofName: name))
            }
        case .identifierPattern:
            define(IdentifierPatternSyntax(node)!.identifier.rawString, .unknown)
        case .declReferenceExpr:
            let reference = DeclReferenceExprSyntax(node)!
            if isViewPosition(node, parent: parent) { placeReference(reference, state) }
        case .memberAccessExpr:
            let access = MemberAccessExprSyntax(node)!
            guard isViewPosition(node, parent: parent) else { return }
            if access.declName.baseName.tokenKind == .keyword(.`init`), let base = access.base,
               let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)), lookup(path) == nil {
                // `.sheet(item: $sheet, content: SheetView.init)`, `ForEach(rows, content: RowView.init)`: the
                // initialiser passed as the function that builds the content.
                addUse(.type(path), at: access.declName, state)
            } else if isSelf(access.base) {
                addUse(.member(access.declName.baseName.rawString), at: access.declName, state)
            } else if let base = access.base, isLowerIdentifier(access.declName.baseName.rawString) || base.is(FunctionCallExprSyntax.self) {
                placePropertyRead(access, state)
            }
        default:
            walkChildren(node, raw, state)
        }
    }

    /// Walks the children of `node` that can place a view, built from their raw nodes in layout order (the
    /// order of `children(viewMode: .all)`); tokens and the other kinds that end the walk are never built.
    private mutating func walkChildren(_ node: Syntax, _ raw: RawSyntax, _ state: State) {
        guard let layout = raw.layoutView else { return }
        let children = node.children(viewMode: .all)
        var index = children.startIndex
        for child in layout.children {
            guard let child else { continue }
            // A name or member access places a view only where a view goes: elsewhere it is not built.
            if !Self.endsWalk(child.kind),
               child.kind != .declReferenceExpr && child.kind != .memberAccessExpr || Self.isViewPosition(parent: raw.kind) {
                walk(children[index], state, parent: raw.kind)
            }
            index = children.index(after: index)
        }
    }

    /// An `if` whose conditions test the type's own properties: they hold in its body, and the negation of a
    /// single one in its `else`.
    private mutating func visitIf(_ ifExpression: IfExprSyntax, _ state: State) {
        walk(Syntax(ifExpression.conditions), state)
        let branches = SyntaxReading.branchConditions(ifExpression)
        var inside = state
        inside.conditions += branches.body.compactMap(testable)
        walk(Syntax(ifExpression.body), inside)
        guard let elseBody = ifExpression.elseBody else { return }
        var other = state
        other.conditions += branches.otherwise.compactMap(testable)
        walk(Syntax(elseBody), other)
    }

    /// The condition as a test on a property or parameter, through a presented item's closure parameter.
    private func testable(_ condition: ConditionFact) -> ConditionFact? {
        if let property = aliases[condition.property] {
            var renamed = condition
            renamed.property = property
            return renamed
        }
        return isTestable(condition.property) ? condition : nil
    }

    /// `case let .settings(page)` or `case .settings(let page)` over `switch self` or `switch route`: `page` is
    /// the value the case carries, which the index types from the enum's declaration.
    private mutating func bindCaseValues(_ switchCase: SwitchCaseSyntax) {
        guard case .case(let label) = switchCase.label, label.caseItems.count == 1, let item = label.caseItems.first,
              let subject = switchCase.parent?.parent?.as(SwitchExprSyntax.self)?.subject else { return }
        let pattern = item.pattern.as(ExpressionPatternSyntax.self)
            ?? item.pattern.as(ValueBindingPatternSyntax.self)?.pattern.as(ExpressionPatternSyntax.self)
        guard let call = pattern?.expression.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return }
        let subjectValue = value(of: subject)
        for (index, argument) in call.arguments.nodes.enumerated() {
            // `.settings(let page)`, or `page` under `case let .settings(page)`.
            let pattern = argument.expression.as(PatternExprSyntax.self)?.pattern
            let name = (pattern?.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern)?.as(IdentifierPatternSyntax.self)?.identifier.rawString
                ?? argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.rawString
            guard let name else { continue }
            define(name, appending(.associatedValue(case: member.declName.baseName.rawString, index: index), to: subjectValue))
        }
    }

    /// What a presentation's item is: `item: $route`, a property of the type; `item: $router.sheet`, another
    /// value's property; `for: Page.self`, a value of that type.
    private func presented(by call: FunctionCallExprSyntax) -> Presented? {
        // `.navigationDestination(for: Page.self) { page in … }`: a value of that type.
        if let type = call.arguments.nodes.first(where: { $0.label?.rawText == "for" })?.expression.as(MemberAccessExprSyntax.self),
           type.declName.baseName.rawText == "self", let base = type.base {
            return .value(.typed(SyntaxReading.nominalName(SyntaxReading.text(base)), path: []))
        }
        guard let argument = call.arguments.nodes.first(where: { $0.label?.rawText == "item" }) else { return nil }
        if let forwarded = forwardedProperty(argument.expression.raw) {
            return forwarded.isBinding ? .property(forwarded.name) : nil
        }
        guard let access = argument.expression.as(MemberAccessExprSyntax.self),
              let root = SyntaxReading.memberChainRootName(access), root.hasPrefix("$") else { return nil }
        var steps: [String] = []
        var current: ExprSyntax? = ExprSyntax(access)
        while let member = current?.as(MemberAccessExprSyntax.self) {
            steps.insert(member.declName.baseName.rawString, at: 0)
            current = member.base
        }
        var value = value(ofName: String(root.dropFirst()))
        for step in steps { value = appending(.property(step), to: value) }
        return .value(value)
    }

    /// A property of the type, or a parameter of the member that no closer local shadows.
    private func isTestable(_ name: String) -> Bool {
        guard lookup(name) != nil else { return true }
        return parameterNames.contains(name) && !locals.dropFirst().contains { $0[name] != nil }
    }

    /// What a call passes: labels, constants, properties passed on. Read from the raw arguments: this runs for
    /// every construction and modifier a view builds.
    private func argumentFacts(_ call: FunctionCallExprSyntax) -> [ArgumentFact] {
        let children = RawFunctionCallExprSyntax(call.raw)!.arguments.layoutView.children
        // A loop, not `map`: a closure calling the builder's methods would copy the whole builder into its context.
        var facts: [ArgumentFact] = []
        facts.reserveCapacity(children.count)
        for child in children {
            guard let argument = child.flatMap(RawLabeledExprSyntax.init) else { continue }
            let expression = argument.expression.raw
            let forwarded = forwardedProperty(expression)
            facts.append(ArgumentFact(label: argument.label.map { String(syntaxText: $0.tokenText) }, forwardedProperty: forwarded?.name,
                                      memberOfProperty: forwarded == nil ? memberOfProperty(expression) : nil,
                                      isBinding: forwarded?.isBinding ?? false, isConstant: isConstant(expression),
                                      constructedType: RawReading.constructedType(expression) ?? nil,
                                      constant: RawReading.constantValue(expression)))
        }
        return facts
    }

    /// Whether an expression stands where a view goes: a statement of a builder, an argument, a branch.
    private func isViewPosition(_ node: Syntax, parent: SyntaxKind?) -> Bool {
        guard let kind = parent ?? node.parent?.kind else { return false }
        return Self.isViewPosition(parent: kind)
    }

    private static func isViewPosition(parent kind: SyntaxKind) -> Bool {
        switch kind {
        case .codeBlockItem, .labeledExpr, .ternaryExpr, .returnStmt, .expressionStmt: return true
        default: return false
        }
    }

    /// A name placed as a view: the wrapped content, or a view-building member of the same type.
    private mutating func placeReference(_ reference: DeclReferenceExprSyntax, _ state: State) {
        let name = reference.baseName.rawString
        if contentNames.contains(name) {
            addUse(.content, at: reference, state)
        } else if let level = localLevel(of: name) {
            if let bound = boundExpressions[level][name], placingLocals.isEmpty || !placingLocals.contains(name) {
                // `let destination = MoveView()` placed where `destination` is.
                placingLocals.insert(name)
                walk(Syntax(bound), state)
                placingLocals.remove(name)
            } else if case .selfPath(let path)? = locals[level][name], path.count == 1, case .property(let property) = path[0] {
                // `if let tab = selectedTab { tab }`: the property the local holds is what is placed.
                addUse(.member(property), at: reference, state)
            }
        } else if !functionLocals.isEmpty, let alternatives = functionLocals.take(name) {
            for bound in alternatives { walk(Syntax(bound), state) }
        } else if isLowerIdentifier(name) {
            addUse(.member(name), at: reference, state)
        }
    }

    private mutating func visitCall(_ call: FunctionCallExprSyntax, _ state: State) {
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.rawString
            guard let base = member.base else {
                walkArguments(call, state)
                return
            }
            if let path = SyntaxReading.namePath(base), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)),
               lookup(path) == nil {
                // `Module.Type(…)`, `Outer.Inner(…)`, `Type.init(…)`, or a static factory `Type.make(…)`.
                if name == "init" {
                    visitConstruction(call, name: path, at: callee, state)
                } else if SyntaxReading.isUpperCamel(name) {
                    // `Self.Row(…)` names a type nested in the enclosing one, which lookup finds by its own name.
                    visitConstruction(call, name: path == "Self" ? name : path + "." + name, at: callee, state)
                } else {
                    addUse(.modifier(name), at: member.declName, state, arguments: argumentFacts(call), receiver: .typed(path, path: []))
                    walkArguments(call, state)
                }
                return
            }
            if isSelf(base), !bareCallsModifyContent {
                addUse(.member(name), at: member.declName, state, arguments: argumentFacts(call))
                walkArguments(call, state)
                return
            }
            visitModifier(call, name: name, nameToken: member.declName, base: base, state)
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.rawString
            if SyntaxReading.isUpperCamel(name) {
                visitConstruction(call, name: name, at: callee, state)
            } else if contentNames.contains(name) {
                // `view()`: the closure parameter that builds the content.
                addUse(.content, at: reference, state)
                walkArguments(call, state)
            } else if lookup(name) != nil {
                walkArguments(call, state)
            } else if !functionLocals.isEmpty, let alternatives = functionLocals.take(name) {
                // `menu(size)` with `if let menu = config.menuBuilder`: what the local's closure makes.
                for bound in alternatives {
                    if let access = bound.as(MemberAccessExprSyntax.self) { placePropertyRead(access, state) } else { walk(Syntax(bound), state) }
                }
                walkArguments(call, state)
            } else if bareCallsModifyContent {
                visitModifier(call, name: name, nameToken: reference, base: nil, state)
            } else {
                addUse(.member(name), at: reference, state, arguments: argumentFacts(call))
                walkArguments(call, state)
            }
        } else if let specialized = callee.as(GenericSpecializationExprSyntax.self),
                  let path = SyntaxReading.namePath(specialized.expression),
                  SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) {
            visitConstruction(call, name: path, at: callee, state)
        } else {
            walk(Syntax(callee), state)
            walkArguments(call, state)
        }
    }

    private mutating func visitModifier(_ call: FunctionCallExprSyntax, name: String, nameToken: some SyntaxProtocol,
                                        base: ExprSyntax?, _ state: State) {
        let effect = modifierEffect(name, call)
        let modifier = ModifierFact(name: name, position: position(nameToken), effect: effect)
        switch effect {
        case .appliesModifier(let type):
            addUse(.viewModifier(type), at: nameToken, state)
        case .none where !Vocabulary.builtinModifiers.contains(name):
            let index = addUse(.modifier(name), at: nameToken, state, arguments: argumentFacts(call), receiver: base.map { value(of: $0) })
            if let parameter = base?.as(DeclReferenceExprSyntax.self)?.baseName.rawString, isTestable(parameter), parameterNames.contains(parameter) {
                uses[index].receiverParameter = parameter
            }
        default:
            break
        }
        // `.gaugeStyle(SegmentedStyle())`: a style's `makeBody` builds views in place of the styled one.
        if name.hasSuffix("Style"), call.arguments.count == 1,
           case .some(.some(let style)) = SyntaxReading.constructedType(call.arguments.first!.expression) {
            addUse(.viewModifier(style), at: nameToken, state)
        }
        if case .none = effect, !Vocabulary.actionModifiers.contains(name) {
            var inner = state.entering(Self.edgeKind(forModifier: name))
            inner.presented = Self.edgeKind(forModifier: name) == nil ? nil : presented(by: call)
            inner.inToolbar = inner.inToolbar || name == "toolbar"
            if name == "contextMenu" {
                walkContextMenu(call, inner)
            } else {
                walkArguments(call, inner)
            }
        }
        var outer = state
        outer.modifiers.append(modifier)
        // `content.showIf(isEditing)`: the content is shown only when `isEditing`.
        if let condition = SyntaxReading.visibilityCondition(call, traits: CallNameTraits(callee: name)).flatMap(testable) { outer.conditions.append(condition) }
        if let base {
            placeBase(base, outer)
        } else {
            addUse(.content, at: nameToken, outer)
        }
    }

    /// The view a modifier chain starts from.
    private mutating func placeBase(_ base: ExprSyntax, _ state: State) {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            placeReference(reference, state)
        } else if let access = base.as(MemberAccessExprSyntax.self), let receiver = access.base,
                  isLowerIdentifier(access.declName.baseName.rawString) || receiver.is(FunctionCallExprSyntax.self) {
            if isSelf(receiver) {
                addUse(.member(access.declName.baseName.rawString), at: access.declName, state)
            } else {
                placePropertyRead(access, state)
            }
        } else {
            walk(Syntax(base), state)
        }
    }

    /// A property read as a view: `route.destination`, `tab.screen`, a view-building property of another project
    /// type; on what a call builds (`Row(…).eraseToAnyView`, `TabView { … }.HACK_dismissesKeyboard`), a property a
    /// `View` extension adds, so the call's views are kept, inside it.
    private mutating func placePropertyRead(_ access: MemberAccessExprSyntax, _ state: State) {
        guard let base = access.base else { return }
        let name = access.declName.baseName.rawString
        if isLowerIdentifier(name) {
            addUse(.modifier(name), at: access.declName, state, receiver: memberBase(base))
        }
        guard base.is(FunctionCallExprSyntax.self) else { return }
        var outer = state
        outer.modifiers.append(ModifierFact(name: name, position: position(access.declName), effect: .none))
        walk(Syntax(base), outer)
    }

    /// `content #if os(macOS) .frame(…) #endif`: the modifiers of every clause count as applied, since any of
    /// them may be the one that builds.
    private mutating func visitPostfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, _ state: State) {
        var outer = state
        for clause in postfix.config.clauses {
            guard case .postfixExpression(let expression)? = clause.elements else { continue }
            var current: ExprSyntax? = expression
            while let call = current?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                let name = member.declName.baseName.rawString
                let effect = modifierEffect(name, call)
                outer.modifiers.append(ModifierFact(name: name, position: position(member.declName), effect: effect))
                if case .none = effect, !Vocabulary.actionModifiers.contains(name) {
                    walkArguments(call, state.entering(Self.edgeKind(forModifier: name)))
                }
                current = member.base
            }
        }
        if let base = postfix.base { placeBase(base, outer) }
    }

    private mutating func visitConstruction(_ call: FunctionCallExprSyntax, name: String, at node: some SyntaxProtocol,
                                            _ state: State) {
        let simple = SyntaxReading.simpleName(name)
        if simple == "Task" { return }
        let index = addUse(.type(name), at: node, state, arguments: argumentFacts(call))
        var inner = state.entering(simple == "TabView" || simple == "Tab" ? .tab : nil)
        inner.container = index
        // `Menu("Sort") { … }`, `Menu { … } label: { … }`: the items are built when the menu opens.
        var items = inner
        items.inMenu = simple == "Menu"
        var hasAction = false, hasDestination = false, hasValue = false
        for argument in call.arguments.nodes {
            let label = argument.label?.rawText
            hasAction = hasAction || label == "action"
            hasDestination = hasDestination || label == "destination"
            hasValue = hasValue || label == "value"
            if simple == "Button", label == "action" { continue }
            let state = label == "content" ? items : inner
            walk(Syntax(argument.expression), state.entering(simple == "NavigationLink" && label == "destination" ? .navigates : nil))
        }
        // `Button("Save") { … }` and `Button { … } label: { … }` take the action first; `NavigationLink` takes its
        // destination first unless it was passed as `destination:` or the link is value-based.
        let isButtonAction = simple == "Button" && !hasAction
        if let trailing = call.trailingClosure, !isButtonAction {
            let pushes = simple == "NavigationLink" && !hasDestination && !hasValue
            walk(Syntax(trailing), items.entering(pushes ? .navigates : nil))
        }
        for extra in call.additionalTrailingClosures {
            walk(Syntax(extra.closure), inner)
        }
    }

    /// `.contextMenu { … } preview: { … }`: the items are built when the menu opens; the preview is shown apart
    /// from the view, outside its environment.
    private mutating func walkContextMenu(_ call: FunctionCallExprSyntax, _ state: State) {
        var items = state
        items.inMenu = true
        var preview = state
        preview.hostedApart = true
        preview.edgeStart = state.modifiers.count
        for argument in call.arguments.nodes {
            walk(Syntax(argument.expression), argument.label?.rawText == "preview" ? preview : items)
        }
        if let trailing = call.trailingClosure { walk(Syntax(trailing), items) }
        for extra in call.additionalTrailingClosures {
            walk(Syntax(extra.closure), extra.label.rawText == "preview" ? preview : items)
        }
    }

    private mutating func walkArguments(_ call: FunctionCallExprSyntax, _ state: State) {
        for argument in call.arguments.nodes { walk(Syntax(argument.expression), state) }
        if let trailing = call.trailingClosure { walk(Syntax(trailing), state) }
        for extra in call.additionalTrailingClosures { walk(Syntax(extra.closure), state) }
    }

    private mutating func visitClosure(_ closure: ClosureExprSyntax, _ state: State) {
        locals.append([:])
        var state = state
        var aliased: String?
        let presented = state.presented
        state.presented = nil
        if case .property(let property)? = presented {
            if case .simpleInput(let names)? = closure.signature?.parameterClause, names.count == 1 {
                aliased = names.first!.name.rawString
            } else if case .parameterClause(let clause)? = closure.signature?.parameterClause, clause.parameters.count == 1 {
                aliased = (clause.parameters.first!.secondName ?? clause.parameters.first!.firstName).text
            }
            if let aliased { aliases[aliased] = property }
        }
        defer { if let aliased { aliases[aliased] = nil } }
        var parameterNames: [String] = []
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names):
                for name in names {
                    define(name.name.rawString, .unknown)
                    parameterNames.append(name.name.rawString)
                }
            case .parameterClause(let clause):
                for parameter in clause.parameters {
                    let name = (parameter.secondName ?? parameter.firstName).text
                    let nominal = parameter.type.flatMap { SyntaxReading.typeRef($0).nominal }
                    define(name, nominal.map { .typed($0, path: []) } ?? .unknown)
                    parameterNames.append(name)
                }
            }
        }
        // `.sheet(item: $router.sheet) { $0.view() }`: the parameter is the presented value.
        if case .value(let value)? = presented, parameterNames.count <= 1 {
            define(parameterNames.first ?? "$0", value)
        }
        boundExpressions.append([:])
        for statement in closure.statements.nodes { walk(Syntax(statement), state) }
        locals.removeLast()
        boundExpressions.removeLast()
    }

    private mutating func visitLocal(_ declaration: VariableDeclSyntax, _ state: State) {
        for binding in declaration.bindings.nodes {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString else {
                if let initializer = binding.initializer { walk(Syntax(initializer.value), state) }
                walk(Syntax(binding.pattern), state)
                continue
            }
            // A named value is placed where the name is placed, not where it is bound.
            if let initializer = binding.initializer { boundExpressions[boundExpressions.count - 1][name] = initializer.value }
            if let nominal = binding.typeAnnotation.flatMap({ SyntaxReading.typeRef($0.type).nominal }) {
                define(name, .typed(nominal, path: []))
            } else {
                define(name, binding.initializer.map { value(of: $0.value) } ?? .unknown)
            }
        }
    }

    // MARK: Modifiers

    static func edgeKind(forModifier name: String) -> EdgeKind? {
        switch name {
        case "sheet", "fullScreenCover", "popover", "inspector": return .presents
        case "navigationDestination": return .navigates
        default:
            // A project's or package's own presentation helper (`.crossPlatformSheet { … }`, `.bottomSheet { … }`).
            return Vocabulary.presentationHelperSuffixes.contains { name.hasSuffix($0) } ? .presents : nil
        }
    }

    private func modifierEffect(_ name: String, _ call: FunctionCallExprSyntax) -> ModifierEffect {
        // The arguments are built only for the modifiers that read them: this runs for every modifier.
        switch name {
        case "environment", "environmentObject", "modifier": break
        case "modelContainer", "modelContext": return .providesModelContainer
        default: return .none
        }
        let arguments = Array(call.arguments.nodes)
        switch name {
        case "environment" where arguments.count == 1 && arguments[0].label == nil:
            return .injectsObject(value(of: arguments[0].expression), legacy: false)
        case "environmentObject" where arguments.count == 1:
            return .injectsObject(value(of: arguments[0].expression), legacy: true)
        case "modelContainer", "modelContext":
            return .providesModelContainer
        case "modifier" where arguments.count == 1:
            if case .some(.some(let type)) = SyntaxReading.constructedType(arguments[0].expression) {
                return .appliesModifier(type)
            }
            // `.modifier(Previewer.allThemes())`, `.modifier(style)`: the resolver finds its type, if anyone can.
            return .appliesModifierValue(value(of: arguments[0].expression))
        default:
            return .none
        }
    }

    // MARK: Values

    /// What an expression evaluates to, as far as the index can follow it.
    private func value(of expression: ExprSyntax) -> ValueFact { value(of: expression.raw) }

    /// Read on the raw tree: a value needs names only, never a position.
    private func value(of expression: RawSyntax) -> ValueFact {
        var current = expression
        while true {
            if let forced = RawForceUnwrapExprSyntax(current) { current = forced.expression.raw }
            else if let chained = RawOptionalChainingExprSyntax(current) { current = chained.expression.raw }
            else if let tried = RawTryExprSyntax(current) { current = tried.expression.raw }
            else if let awaited = RawAwaitExprSyntax(current) { current = awaited.expression.raw }
            else if let tuple = RawTupleExprSyntax(current), tuple.elements.layoutView.children.count == 1,
                    let only = tuple.elements.layoutView.children[0].flatMap(RawLabeledExprSyntax.init) { current = only.expression.raw }
            else if let sequence = RawSequenceExprSyntax(current), sequence.elements.layoutView.children.count == 3,
                    let op = sequence.elements.layoutView.children[1].flatMap(RawBinaryOperatorExprSyntax.init),
                    op.operator.tokenText == "??", let first = sequence.elements.layoutView.children[0] { current = first }
            else { break }
        }
        if let constructed = RawReading.constructedType(current) {
            return constructed.map { .typed($0, path: []) } ?? .unknown
        }
        // `router.destination(for: route)`, `Provider.shared.controller(for: x)`, `makeStore()`: the method's
        // declared return type.
        if let call = RawFunctionCallExprSyntax(current) {
            let callee = call.calledExpression.raw
            if let access = RawMemberAccessExprSyntax(callee), let base = access.base {
                return appending(.call(String(syntaxText: access.declName.baseName.tokenText)), to: memberBase(base.raw))
            }
            if let reference = RawDeclReferenceExprSyntax(callee) {
                let name = String(syntaxText: reference.baseName.tokenText)
                if isLowerIdentifier(name), lookup(name) == nil { return .selfPath([.call(name)]) }
            }
            return .unknown
        }
        if let reference = RawDeclReferenceExprSyntax(current) {
            return value(ofName: String(syntaxText: reference.baseName.tokenText))
        }
        if let access = RawMemberAccessExprSyntax(current), let base = access.base {
            return appending(.property(String(syntaxText: access.declName.baseName.tokenText)), to: memberBase(base.raw))
        }
        return .unknown
    }

    /// The value whose member is read or called: a type name (`Store` in `Store.shared`) or a value.
    private func memberBase(_ base: ExprSyntax) -> ValueFact { memberBase(base.raw) }

    private func memberBase(_ base: RawSyntax) -> ValueFact {
        if let reference = RawDeclReferenceExprSyntax(base) {
            let name = String(syntaxText: reference.baseName.tokenText)
            if lookup(name) == nil, SyntaxReading.isUpperCamel(name) { return .staticMember(base: name, path: []) }
        }
        return value(of: base)
    }

    private func appending(_ step: ValueStep, to value: ValueFact) -> ValueFact {
        switch value {
        case .typed(let type, let path): return .typed(type, path: path + [step])
        case .selfPath(let path): return .selfPath(path + [step])
        case .staticMember(let type, let path): return .staticMember(base: type, path: path + [step])
        case .notAnObject, .unknown: return .unknown
        }
    }

    private func value(ofName name: String) -> ValueFact {
        if let local = lookup(name) { return local }
        if name == "self" { return .selfPath([]) }
        if SyntaxReading.isUpperCamel(name) || contentNames.contains(name) { return .unknown }
        return .selfPath([.property(name)])
    }

    /// `x`, `self.x` or `$x` naming a property of the enclosing type rather than a local.
    private func forwardedProperty(_ expression: RawSyntax) -> (name: String, isBinding: Bool)? {
        var text: SyntaxText?
        if let reference = RawDeclReferenceExprSyntax(expression) {
            text = reference.baseName.tokenText
        } else if let access = RawMemberAccessExprSyntax(expression), RawReading.isSelfKeyword(access.base?.raw) {
            text = access.declName.baseName.tokenText
        }
        guard let text, text != "self" else { return nil }
        var name = String(syntaxText: text)
        guard !contentNames.contains(name) else { return nil }
        var isBinding = false
        if name.hasPrefix("$") {
            name.removeFirst()
            isBinding = true
        }
        guard isLowerIdentifier(name), lookup(name) == nil else { return nil }
        return (name, isBinding)
    }

    /// `model` in `model.title` or `self.model.user.name`: a chain of members read from a property of the type.
    private func memberOfProperty(_ expression: RawSyntax) -> String? {
        guard var access = RawMemberAccessExprSyntax(expression) else { return nil }
        while let inner = access.base.flatMap(RawMemberAccessExprSyntax.init), !RawReading.isSelfKeyword(inner.base?.raw) { access = inner }
        let name: String
        if let inner = access.base.flatMap(RawMemberAccessExprSyntax.init) {
            name = String(syntaxText: inner.declName.baseName.tokenText)
        } else if let reference = access.base.flatMap(RawDeclReferenceExprSyntax.init), !RawReading.isSelfKeyword(reference) {
            name = String(syntaxText: reference.baseName.tokenText)
        } else {
            return nil
        }
        guard isLowerIdentifier(name), !contentNames.contains(name), lookup(name) == nil else { return nil }
        return name
    }

    /// A literal without interpolation, an enum case (`.compact`), or a static member of a type (`L10n.title`,
    /// `Color.red`): values that do not change while the app runs.
    private func isConstant(_ expression: RawSyntax) -> Bool {
        if let string = RawStringLiteralExprSyntax(expression) {
            return !string.segments.layoutView.children.contains { $0?.kind == .expressionSegment }
        }
        if let member = RawMemberAccessExprSyntax(expression) {
            guard let base = member.base?.raw else { return true }
            if let type = RawDeclReferenceExprSyntax(base) {
                let name = type.baseName.tokenText
                guard let first = name.first else { return false }
                return first < 0x80 ? FactExtractor.isUpperASCII(first) : String(syntaxText: name).first?.isUppercase == true
            }
            return base.kind == .memberAccessExpr && isConstant(base)
        }
        switch RawReading.literalKind(expression) {
        case .integer?, .float?, .boolean?, .nil?: return true
        default: return false
        }
    }

    // MARK: Helpers

    private mutating func define(_ name: String, _ value: ValueFact) {
        locals[locals.count - 1][name] = value
    }

    /// The innermost scope of `locals` (and `boundExpressions`) that declares `name`.
    private func localLevel(of name: String) -> Int? {
        var level = locals.count - 1
        while level >= 0 {
            if locals[level][name] != nil { return level }
            level -= 1
        }
        return nil
    }

    private func lookup(_ name: String) -> ValueFact? {
        for scope in locals.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    @discardableResult
    private mutating func addUse(_ target: ViewUseFact.Target, at node: some SyntaxProtocol, _ state: State,
                                 arguments: [ArgumentFact] = [], receiver: ValueFact? = nil) -> Int {
        uses.append(ViewUseFact(target: target, position: position(node), edge: state.edge, modifiers: state.modifiers,
                                container: state.container, arguments: arguments, receiver: receiver,
                                hostedApart: state.hostedApart, inMenu: state.inMenu, inToolbar: state.inToolbar, edgeStart: state.edgeStart,
                                conditions: state.conditions, platforms: state.platforms))
        return uses.count - 1
    }

    private func isSelf(_ expression: ExprSyntax?) -> Bool {
        RawReading.isSelfKeyword(expression?.raw)
    }

    private func isLowerIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
    }

    private func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = lineTable.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }
}
