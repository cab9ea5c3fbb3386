@_spi(RawSyntax) import SwiftSyntax

/// The hosting readers of the facts walk: calls that host SwiftUI in UIKit or AppKit, members and helpers that
/// host what they are given, and values that keep views for a host to show.
extension FactExtractor {
    /// The type an expression constructs before any modifiers: `Header` in `Header(title: t).padding()`.
    func constructionRoot(of expression: ExprSyntax) -> String? {
        RawReading.constructionCallee(expression.raw).map { String(syntaxText: $0.baseName.tokenText) }
    }

    /// Whether an expression constructs a type before any modifiers, read without making a string: this runs
    /// for arguments of many calls.
    func isConstruction(_ expression: ExprSyntax) -> Bool {
        RawReading.constructionCallee(expression.raw) != nil
    }

    /// The view a closure's first statement constructs: `StatusView(…)`, or the first of an `if`'s body
    /// (`if let self { StatusView(model: model) }`).
    func constructionRoot(opening statement: CodeBlockItemSyntax) -> String? {
        switch statement.item {
        case .expr(let expression):
            return constructionRoot(of: expression)
        case .stmt(let statement):
            guard let ifExpression = statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self),
                  let first = ifExpression.body.statements.first, case .expr(let expression) = first.item else { return nil }
            return constructionRoot(of: expression)
        default:
            return nil
        }
    }

    /// Inside a member's code, or a function's or a global's initial value at file level (`func makeConfig() ->
    /// BarConfig { … }`, `var panes: [Pane] = { … }()`), not a preview's.
    func isInCode(_ node: FunctionCallExprSyntax) -> Bool {
        if top.member != nil { return true }
        guard case .file = top.owner else { return false }
        var current = node.parent
        var inGlobal = false
        while let parent = current {
            switch parent.kind {
            case .macroExpansionExpr, .macroExpansionDecl: return false
            case .functionDecl: return true
            case .variableDecl: inGlobal = true
            case .sourceFile, .memberBlock: return inGlobal && parent.kind == .sourceFile
            default: break
            }
            current = parent.parent
        }
        return false
    }

    /// `Route(id: "detail") { DetailView(item: item) }` outside view code: a value that holds the views its
    /// closure builds, shown wherever a builder of its type places the property that keeps them. And
    /// `openWindow(id: id) { SessionView() }` in an action or outside view code: a function handed a closure of
    /// views shows them where Statecraft cannot see (a window it hosts), with an environment it cannot know.
    func recordContentConstruction(_ node: FunctionCallExprSyntax, closure: ClosureExprSyntax, onEvent: Bool) {
        guard let path = SyntaxReading.namePath(node.calledExpression), path != "Task" else { return }
        let name = SyntaxReading.simpleName(path)
        let isFunction = !SyntaxReading.isUpperCamel(name)
        if isFunction {
            guard top.member != nil, onEvent || !top.memberBuildsViews, !Vocabulary.nonMutatingMethods.contains(name),
                  name != "forEach" else { return }
        } else {
            // `Route(…)`, or a type of a package named with its namespace (`Settings.Pane(…) { GeneralPane() }`).
            guard !top.memberBuildsViews, isInCode(node), SyntaxReading.isUpperCamelPath(path) else { return }
        }
        guard let first = closure.statements.first, constructionRoot(opening: first) != nil else { return }
        let tree = ViewTreeBuilder.hostedTree(Syntax(closure), implicitType: nil, position: position(node), contentNames: [],
                                              parameters: nil, genericNames: [], functionLocals: top.localValues,
                                              lineTable: lineTable, compilation: compilation)
        let label = node.arguments.first { $0.expression.id == closure.id }?.label?.rawString
        facts.contentConstructions.append(ContentConstructionFact(type: path, tree: tree, label: label, viaFunction: isFunction,
                                                                  owner: top.qualifiedName, position: position(node)))
    }

    /// `ZenWindow(styleMask: mask, content: content)` with `let content = MainView(…)`, or `Window(content:
    /// MainView())`, outside view code: a value of a type that keeps the view it is given, as one built with a
    /// closure of views does. A type named in lower case counts with a content label (`list_row(title: "Sounds",
    /// content: AnyView(sounds_content()))` in a view's stored property). The index keeps those that hold a
    /// project view.
    func recordContentArgument(_ node: FunctionCallExprSyntax, name: String, path: String?) {
        // Cheapest tests first: this runs for every call outside view code.
        guard !top.memberBuildsViews, let first = name.utf8.first, isInCode(node) else { return }
        let namedInUpperCase = Self.isUpperASCII(first)
        if !namedInUpperCase, let path, let head = path.utf8.first, Self.isUpperASCII(head),
           let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) {
            recordViewHandedToStaticMember(node, path: path, receiverEnd: dot)
            return
        }
        if namedInUpperCase { recordContentForward(node, path: path) }
        guard let path, path != "Task", namedInUpperCase ? SyntaxReading.isUpperCamelPath(path) : path == name else { return }
        // Arguments read raw; only a construction's own argument is read as a node.
        for (index, child) in RawFunctionCallExprSyntax(node.raw)!.arguments.layoutView.children.enumerated() {
            guard let argument = child.flatMap(RawLabeledExprSyntax.init) else { continue }
            let label = argument.label?.tokenText
            let value: ExprSyntax
            if namedInUpperCase, !top.localValues.isEmpty, let reference = RawDeclReferenceExprSyntax(argument.expression.raw),
               let local = top.localValues.value(of: String(syntaxText: reference.baseName.tokenText)) {
                value = local
            } else if let label, Vocabulary.contentArgumentLabels.contains(label), let expression = node.arguments.node(at: index)?.expression {
                value = expression
            } else {
                continue
            }
            guard label != "rootView", isConstruction(value) else { continue }
            let tree = ViewTreeBuilder.hostedTree(Syntax(value), implicitType: nil, position: position(node), contentNames: [],
                                                  parameters: nil, genericNames: [], functionLocals: top.localValues,
                                                  lineTable: lineTable, compilation: compilation)
            facts.contentConstructions.append(ContentConstructionFact(type: path, tree: tree, label: label.map { String(syntaxText: $0) },
                                                                      owner: top.qualifiedName, position: position(node)))
            return
        }
    }

    /// `WindowManager.shared.open(id: "settings", with: settingsView)` with `let settingsView = SettingsView()…`:
    /// a view handed to a member reached from a type's name. When the type is a package's, the view is shown
    /// where Statecraft cannot see, with an environment it cannot know; the index makes it such a root.
    private func recordViewHandedToStaticMember(_ node: FunctionCallExprSyntax, path: String, receiverEnd: String.Index) {
        // Arguments read raw first: most are neither a construction nor a name (`Logger.log("…")`).
        let children = RawFunctionCallExprSyntax(node.raw)!.arguments.layoutView.children
        for (index, child) in children.enumerated() {
            guard let expression = child.flatMap(RawLabeledExprSyntax.init)?.expression.raw,
                  expression.kind == .declReferenceExpr || RawReading.constructionCallee(expression) != nil,
                  let argument = node.arguments.node(at: index) else { continue }
            var value = argument.expression
            if let reference = value.as(DeclReferenceExprSyntax.self) {
                // A member's locals are at hand; a file-level function's are looked up in its blocks.
                let local: ExprSyntax?
                if top.member != nil {
                    local = top.localValues.isEmpty ? nil : top.localValues.value(of: reference.baseName.rawString)
                } else {
                    local = SyntaxReading.localValue(of: reference.baseName.rawString, before: Syntax(node))
                }
                guard let local else { continue }
                value = local
            }
            guard isConstruction(value) else { continue }
            let tree = ViewTreeBuilder.hostedTree(Syntax(value), implicitType: nil, position: position(node), contentNames: [],
                                                  parameters: nil, genericNames: [], functionLocals: top.localValues,
                                                  lineTable: lineTable, compilation: compilation)
            facts.contentConstructions.append(ContentConstructionFact(type: String(path[..<receiverEnd]), tree: tree, label: argument.label?.rawString,
                                                                      viaStaticMember: true, owner: top.qualifiedName,
                                                                      position: position(node)))
            return
        }
    }

    /// The stored properties of the class around `node` that keep a closure building its content view
    /// (`private let content: () -> Content`, with `Content: View` a generic parameter of the class).
    func storedContentClosures(around node: Syntax) -> Set<String> {
        var current = node.parent
        while let parent = current, !parent.is(ClassDeclSyntax.self) { current = parent.parent }
        guard let declaration = current?.as(ClassDeclSyntax.self),
              let generics = declaration.genericParameterClause?.parameters, !generics.isEmpty else { return [] }
        let views = Set(generics.filter { $0.inheritedType.map { SyntaxReading.simpleName(SyntaxReading.text($0)) } == "View" }.map(\.name.rawString))
        guard !views.isEmpty else { return [] }
        var names: Set<String> = []
        for item in declaration.memberBlock.members.nodes {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString,
                      var type = binding.typeAnnotation?.type else { continue }
                if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
                if let function = type.as(FunctionTypeSyntax.self), function.parameters.isEmpty,
                   views.contains(SyntaxReading.text(function.returnClause.type)) {
                    names.insert(name)
                }
            }
        }
        guard !names.isEmpty else { return [] }
        // `private var rootView: some View { content().modifier(…) }`: the content with modifiers around it.
        for item in declaration.memberBlock.members.nodes {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings.nodes {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString,
                      case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1,
                      case .expr(var expression)? = items.first?.item else { continue }
                while let call = expression.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                    expression = base
                }
                if let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
                   names.contains(callee.baseName.rawString) {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// `FluidMenuBarExtraWindow(title: title, content: content)` in an initialiser whose `content` parameter builds
    /// views: the type forwards what its callers pass.
    func recordContentForward(_ node: FunctionCallExprSyntax, path: String?) {
        guard case .function(let index)? = top.member, top.scope.functions[index].kind == .initializer,
              case .type = top.owner, let owner = top.qualifiedName, let path,
              node.arguments.nodes.contains(where: { $0.expression.is(DeclReferenceExprSyntax.self) }) else { return }
        let contentNames = enclosingSignature(of: Syntax(node)).contentNames
        guard node.arguments.nodes.contains(where: { argument in
            argument.expression.as(DeclReferenceExprSyntax.self).map { contentNames.contains($0.baseName.rawString) } ?? false
        }) else { return }
        facts.contentForwards.append(ContentForwardFact(owner: owner, type: path))
    }

    /// `SheetController(content: Picker.self)` or `Host<Picker>(…)` outside view code: the types a generic type
    /// is built with.
    func recordTypeArguments(_ node: FunctionCallExprSyntax, path: String?, arguments callArguments: CallArguments) {
        guard !top.memberBuildsViews, top.member != nil, let path, let first = path.utf8.first, Self.isUpperASCII(first) else { return }
        var arguments: [String] = []
        if let specialized = node.calledExpression.as(GenericSpecializationExprSyntax.self) {
            arguments = specialized.genericArgumentClause.arguments.nodes.map { SyntaxReading.nominalName(SyntaxReading.text($0.argument)) }
        }
        // `Picker.self`: read only in calls that pass one.
        for argument in callArguments.hasTypeLiteral ? Array(node.arguments.nodes) : [] {
            guard let access = argument.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.tokenKind == .keyword(.self),
                  let base = access.base, let name = SyntaxReading.namePath(base),
                  SyntaxReading.isUpperCamel(SyntaxReading.simpleName(name)) else { continue }
            arguments.append(name)
        }
        guard !arguments.isEmpty else { return }
        facts.typeArgumentConstructions.append(TypeArgumentFact(type: path, typeArguments: arguments, owner: top.qualifiedName,
                                                               position: position(node)))
    }

    /// `rootView` or `self.rootView`, compared as the parser's text: this runs for every assignment in a type.
    static func isOwnRootView(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.rawText == "rootView" }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.baseName.rawText == "rootView" else { return false }
        return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// `Header().themedUIView`, or `header.themedUIView` for a local `let header = Header(…)`, outside view code:
    /// the index makes it a hosting root when the member hosts the view it is used on.
    /// Properties and calls without arguments count (`.themedUIView`, `.embeddedInHostingController()`): calls
    /// with arguments on a value built on the spot (`JSONDecoder().decode(…)`) are most of non-view code.
    func recordHandOff(_ node: MemberAccessExprSyntax, _ access: RawMemberAccessExprSyntax) {
        guard !top.memberBuildsViews, top.member != nil, let base = access.base?.raw,
              let first = access.declName.baseName.tokenText.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
        else { return }
        // Cheapest tests first: this runs for every member access outside view code.
        let root: ExprSyntax
        var localName: String?
        if let reference = RawDeclReferenceExprSyntax(base) {
            guard !top.localValues.isEmpty, let local = top.localValues.value(of: String(syntaxText: reference.baseName.tokenText)) else { return }
            root = local
            localName = String(syntaxText: reference.baseName.tokenText)
        } else if base.kind == .functionCallExpr, let typedBase = node.base {
            root = typedBase
        } else {
            return
        }
        guard constructionRoot(of: root) != nil else { return }
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == Syntax(node).id,
           !call.arguments.isEmpty || call.trailingClosure != nil { return }
        // A local is used many times (`formatter.dateFormat`, `formatter.locale`): its tree is built once.
        let tree: ViewTreeFact
        if let localName, let built = top.localTrees[localName] {
            tree = built
        } else {
            tree = ViewTreeBuilder.hostedTree(Syntax(root), implicitType: nil, position: position(node), contentNames: [],
                                              parameters: nil, genericNames: [], functionLocals: top.localValues,
                                              lineTable: lineTable, compilation: compilation)
            if let localName { top.localTrees[localName] = tree }
        }
        facts.viewHandOffs.append(ViewHandOffFact(member: node.declName.baseName.rawString, owner: top.qualifiedName,
                                                  position: position(node), tree: tree))
    }

    /// `presentModal(view)` with `let view = DonationView().environmentObject(model)`, or the chain written as the
    /// argument, outside view code: when `presentModal` hosts its first argument (a function of another file),
    /// the index hosts this tree, with what it applies. A bare construction needs no tree: the call fact names it.
    /// Read raw: this asks about the first argument of every call.
    func handsOffModifiedView(name: String, value: RawSyntax) -> Bool {
        guard !top.memberBuildsViews, top.member != nil, let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
              let call = RawFunctionCallExprSyntax(value), let access = RawMemberAccessExprSyntax(call.calledExpression.raw),
              access.base != nil else { return false }
        return RawReading.constructionCallee(value) != nil
    }

    /// The tree of a modified view handed to a function (`handsOffModifiedView`), at the call's position.
    func recordModifiedArgument(_ node: FunctionCallExprSyntax, name: String, value: ExprSyntax) {
        let tree = ViewTreeBuilder.hostedTree(Syntax(value), implicitType: nil, position: position(node), contentNames: [],
                                              parameters: nil, genericNames: [], functionLocals: top.localValues,
                                              lineTable: lineTable, compilation: compilation)
        let at = node.calledExpression.as(MemberAccessExprSyntax.self).map { position($0.declName) } ?? position(node.calledExpression)
        facts.viewHandOffs.append(ViewHandOffFact(member: name, owner: top.qualifiedName, position: at, tree: tree, isArgument: true))
    }

    /// `…(rootView: X)` and `UIHostingConfiguration { X }`: the index keeps those whose type hosts SwiftUI.
    func recordHosting(_ node: FunctionCallExprSyntax, name: String, arguments: CallArguments) {
        let root: Syntax
        if arguments.has(label: "rootView"), let argument = node.arguments.nodes.first(where: { $0.label?.rawText == "rootView" })?.expression {
            // A local holding the root view: `let root = FeedView().environment(store)`. One set in several
            // branches is placed as the argument, which the tree reads as each of its values.
            let local = argument.as(DeclReferenceExprSyntax.self).flatMap { top.localValues.value(of: $0.baseName.rawString) }
            root = Syntax(local ?? argument)
        } else if name.hasPrefix(Vocabulary.hostingConfiguration), let closure = node.trailingClosure {
            root = Syntax(closure)
        } else if name == "result", arguments.has(label: "view"), let argument = node.arguments.nodes.first(where: { $0.label?.rawText == "view" })?.expression {
            // An App Intent's `.result(dialog:view:)`: the snippet view the system shows.
            root = Syntax(argument)
        } else {
            return
        }
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        // `super.init(rootView:)` in a hosting subclass, and `self.init(rootView:)` in its convenience initialiser.
        let isSuperInit = name == "init" && member?.base?.is(SuperExprSyntax.self) == true
        let isSelfInit = name == "init" && member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        // The enclosing function's parameters type the values the root uses. In an initialiser they are the
        // content too: `super.init(rootView: AnyView(rootView.environment(theme)))` wraps what its callers pass.
        var enclosing = enclosingSignature(of: Syntax(node))
        if isViewExtension { enclosing.contentNames.insert("self") }
        // `private let rootView: () -> Content`, set from the initialiser and hosted in a lazy property: what each
        // construction passes.
        let storedContent = storedContentClosures(around: Syntax(node))
        enclosing.contentNames.formUnion(storedContent)
        var implicitType: String?
        if isSuperInit || isSelfInit, case .type(let index) = top.owner {
            implicitType = facts.types[index].superclassArguments.first
        }
        let tree = ViewTreeBuilder.hostedTree(root, implicitType: implicitType, position: position(node),
                                              contentNames: enclosing.contentNames, parameters: enclosing.parameters,
                                              genericNames: enclosing.genericNames, functionLocals: top.localValues,
                                              lineTable: lineTable, compilation: compilation)
        let others = node.arguments.nodes.filter { $0.label?.rawText != "rootView" }
            .compactMap { SyntaxReading.constructedType($0.expression) ?? nil }
        let host = isSuperInit ? "super.init" : isSelfInit ? (top.qualifiedName ?? name)
            : name == "result" ? Vocabulary.intentSnippetHost : name
        let fact = HostingFact(host: host, owner: top.qualifiedName,
                               position: position(node), tree: tree, otherConstructions: others)
        // `var themedUIView: UIView { ThemedHostingController(rootView: self).view }` in a `View` extension hosts
        // the view it is used on, wherever that is (`ProfileHeader().themedUIView`): the index makes each use a root.
        if isViewExtension, let member = top.member, let content = tree.uses.first(where: { $0.target == .content }) {
            facts.hostingMembers.append(HostingMemberFact(member: top.scope.name(of: member), hosting: fact,
                                                          contentModifiers: content.modifiers))
            return
        }
        // `init(…, view: () -> Content) { … contentView = NSHostingView(rootView: view()) }` in a panel or window
        // class hosts what each construction of the class passes (`FloatingPanel(…) { ContentView() }`).
        if enclosing.isInitializer || !storedContent.isEmpty, !isSuperInit, !isSelfInit, case .type(let index) = top.owner,
           let content = tree.uses.first(where: { $0.target == .content }) {
            facts.hostingMembers.append(HostingMemberFact(
                member: facts.types[index].qualifiedName, hosting: fact,
                contentModifiers: content.modifiers.map { $0.bindingSelf(to: top.qualifiedName) }, isInitializer: true))
            return
        }
        // `extension NSPanel { convenience init(view: some View) { … NSHostingController(rootView: view) … } }`:
        // each `NSPanel(view: AboutView())` hosts the view it passes, like a call to a hosting function.
        if enclosing.isInitializer, !isSuperInit, !isSelfInit, case .extension = top.owner, let extended = top.qualifiedName,
           let content = tree.uses.first(where: { $0.target == .content }), let parameters = enclosing.parameters,
           let index = parameters.firstIndex(where: { enclosing.contentNames.contains(($0.secondName ?? $0.firstName).text) }) {
            let label = parameters[index].firstName.rawString
            hostingHelpers.append(HostingHelper(function: SyntaxReading.simpleName(extended),
                                                parameterIndex: parameters.distance(from: parameters.startIndex, to: index),
                                                label: label == "_" ? nil : label, fact: fact,
                                                contentModifiers: content.modifiers.map { $0.bindingSelf(to: top.qualifiedName) }))
            return
        }
        // `func makeNavigator(view: some View) { … NSHostingController(rootView: view) … }` hosts what its callers
        // pass: each call in this file is a root of its own (`recordHostingHelperCalls`).
        if let function = enclosing.function, !isSuperInit,
           let content = tree.uses.first(where: { $0.target == .content }),
           let index = function.signature.parameterClause.parameters.firstIndex(where: {
               enclosing.contentNames.contains(($0.secondName ?? $0.firstName).text) }) {
            let parameters = function.signature.parameterClause.parameters
            let offset = parameters.distance(from: parameters.startIndex, to: index)
            let label = parameters[index].firstName.rawString
            // The helper's `self` is its own type wherever it is called: `view.environmentObject(self)` in a
            // coordinator's `push(_:)` injects the coordinator into the view of every caller.
            hostingHelpers.append(HostingHelper(function: function.name.rawString, parameterIndex: offset,
                                                label: label == "_" ? nil : label, fact: fact,
                                                contentModifiers: content.modifiers.map { $0.bindingSelf(to: top.qualifiedName) }))
            return
        }
        facts.hostings.append(fact)
    }

    /// A function whose parameter is the root view of the host it creates.
    struct HostingHelper {
        var function: String
        var parameterIndex: Int
        var label: String?
        var fact: HostingFact
        /// The modifiers the helper applies around the view it is given.
        var contentModifiers: [ModifierFact]
    }

    /// The function or initialiser around a node: its parameters type the values the root uses. Parameters
    /// typed as a view (`some View`, a generic parameter, `AnyView`) are content: what the callers pass.
    func enclosingSignature(of node: Syntax)
        -> (function: FunctionDeclSyntax?, parameters: FunctionParameterListSyntax?, genericNames: [String], contentNames: Set<String>,
            isInitializer: Bool) {
        var current = node.parent
        while let parent = current {
            var parameters: FunctionParameterListSyntax?
            var genericNames: [String] = []
            if let function = parent.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
                genericNames = function.genericParameterClause?.parameters.map(\.name.rawString) ?? []
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
                genericNames = initializer.genericParameterClause?.parameters.map(\.name.rawString) ?? []
            } else if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) {
                break
            }
            if let parameters {
                var viewTypes = Set(genericNames).union(["AnyView"])
                if case .type(let index) = top.owner { viewTypes.formUnion(facts.types[index].genericParameters) }
                // A view, or a closure that builds one (`view: () -> Content`, `@ViewBuilder content: () -> some View`).
                let isView: (TypeSyntax) -> Bool = { type in
                    let text = SyntaxReading.text(type)
                    return viewTypes.contains(text) || text.hasPrefix("some ")
                }
                // `compactMap`, not a collection's `filter`: that builds a new syntax tree.
                let contentNames = Set(parameters.compactMap { parameter -> String? in
                    var type = parameter.type
                    if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
                    let function = type.as(FunctionTypeSyntax.self)
                    return isView(function?.returnClause.type ?? type) ? (parameter.secondName ?? parameter.firstName).text : nil
                })
                return (parent.as(FunctionDeclSyntax.self), parameters, genericNames, contentNames, parent.is(InitializerDeclSyntax.self))
            }
            current = parent.parent
        }
        return (nil, nil, [], [], false)
    }

    /// Every call in this file to a hosting helper (`makeNavigator(view: NavigatorAreaView(…))`) becomes a
    /// hosting root, its argument wrapped in what the helper applies. A helper never called here stays a root
    /// of its own, which hosts views nobody can name.
    func recordHostingHelperCalls(in tree: SourceFileSyntax) {
        let helpers = Dictionary(hostingHelpers.map { ($0.function, $0) }, uniquingKeysWith: { first, _ in first })
        let finder = CallFinder(names: Set(helpers.keys))
        finder.walk(tree)
        var called = Set<String>()
        for call in finder.calls {
            guard let name = SyntaxReading.namePath(call.calledExpression).map(SyntaxReading.simpleName),
                  let helper = helpers[name] else { continue }
            let arguments = Array(call.arguments.nodes)
            let argument = helper.label.map { label in arguments.first { $0.label?.rawString == label } }
                ?? (helper.parameterIndex < arguments.count ? arguments[helper.parameterIndex] : nil)
            guard let argument else { continue }
            called.insert(name)
            let enclosing = enclosingSignature(of: Syntax(call))
            // `let view = FolderView(…)` before `performShowView(view, …)`: the local's value is what is hosted.
            var expression = argument.expression
            if let reference = expression.as(DeclReferenceExprSyntax.self),
               let value = SyntaxReading.localValue(of: reference.baseName.rawString, before: Syntax(call)) {
                expression = value
            }
            var hosted = ViewTreeBuilder.hostedTree(Syntax(expression), implicitType: nil,
                                                    position: position(call), contentNames: enclosing.contentNames,
                                                    parameters: enclosing.parameters,
                                                    genericNames: enclosing.genericNames, lineTable: lineTable, compilation: compilation)
            for index in hosted.uses.indices { hosted.uses[index].modifiers.insert(contentsOf: helper.contentModifiers, at: 0) }
            var fact = helper.fact
            fact.owner = SyntaxReading.enclosingTypeName(of: Syntax(call))
            fact.position = position(call)
            fact.tree = hosted
            facts.hostings.append(fact)
        }
        for helper in hostingHelpers where !called.contains(helper.function) { facts.hostings.append(helper.fact) }
        // Calls from other files that pass a view built on the spot (`Wrapper.present(EndOfYearModal(…), in: vc)`).
        for helper in hostingHelpers where helper.parameterIndex == 0 {
            facts.hostingMembers.append(HostingMemberFact(member: helper.function, hosting: helper.fact,
                                                          contentModifiers: helper.contentModifiers, isFunction: true))
        }
    }
}

/// The calls to functions of some names, anywhere in a file.
private final class CallFinder: SyntaxVisitor {
    let names: Set<String>
    var calls: [FunctionCallExprSyntax] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let path = SyntaxReading.namePath(node.calledExpression), names.contains(SyntaxReading.simpleName(path)) {
            calls.append(node)
        }
        return .visitChildren
    }
}
