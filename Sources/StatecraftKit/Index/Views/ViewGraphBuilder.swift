/// Builds the `ViewGraph` from the view trees in the facts. Member references are expanded in place (a
/// `header` property used in `body` contributes its views with `body`'s modifiers around them); helpers and
/// modifiers are summarised once (what they inject around the content they wrap).
final class ViewGraphBuilder {
    /// One use of a view tree, placed in its node: the modifiers and containers around it from the node's root.
    struct PlacedUse {
        var use: ViewUseFact
        var file: Int
        var id: Int
        var modifiers: [ModifierFact]
        var containers: [PlacedContainer]
        /// How many of `modifiers` are applied outside the use's edge (see `ViewUseFact.edgeStart`).
        var edgeStart: Int
    }

    struct PlacedContainer {
        var name: String
        var id: Int
        /// How many of the use's modifiers were already applied around the container.
        var modifierCount: Int
        var labels: [String?]
        /// How the container itself is shown in the node (inside a sheet's content, it is presented).
        var edge: EdgeKind
    }

    private struct TreeRef {
        var tree: ViewTreeFact
        var file: Int
    }

    private let files: [FileFacts]
    private let types: TypeTable
    private let values: ValueResolver
    private var graph = ViewGraphDraft()
    private var treesByNode: [Int: [TreeRef]] = [:]
    private var contextByNode: [Int: TypeInfo] = [:]
    private var helperNodes: [String: Int] = [:]
    private var nextPlacedID = 0

    private var placedCache: [Int: [PlacedUse]] = [:]
    /// Provision summaries, computed once per node. A summary that met a cycle is not kept, because it may
    /// lack what the node on the cycle adds.
    private struct Memo {
        var values: [Int: Provision] = [:]
        var active: Set<Int> = []
    }
    /// Which summary a memo keeps: what a helper injects around its content, or what a view injects anywhere.
    private enum Summary: Int {
        case content, container
    }
    private var memos = [Memo(), Memo()]
    private var metCycle = false
    /// What each container name stands for, seen from a type (or from no type): asked for every use inside it.
    private var containerKinds: [ContainerKey: ContainerKind] = [:]
    private struct ContainerKey: Hashable {
        var name: String
        var context: ObjectIdentifier?
    }
    private enum ContainerKind {
        /// A scene: its modifiers reach its content as a scene's do, not as a container's.
        case scene
        /// A package's view, or a representable: may inject anything.
        case unseen
        /// A project view or scene, whose injections count.
        case project(node: Int)
        /// Nothing that injects (a SwiftUI container, a type that builds no view).
        case inert
    }

    private let assignedValues: AssignedValues

    init(files: [FileFacts], types: TypeTable, values: ValueResolver) {
        self.files = files
        self.types = types
        self.values = values
        assignedValues = AssignedValues(files: files, types: types, values: values)
    }

    func build() -> ViewGraph {
        addTypeNodes()
        addHelperNodes()
        addExternalFactoryNodes()
        addGlobalFactoryNodes()
        addPreviewNodes()
        addHostingNodes()
        for node in graph.nodes.indices where graph.nodes[node].kind != .scene || graph.nodes[node].type != nil {
            addEdges(from: node)
        }
        carryEdgeKindsThroughFactories()
        return ViewGraph(graph)
    }

    // MARK: Nodes

    private func addTypeNodes() {
        for (file, declared) in types.declaredIn.enumerated() {
            for info in declared {
                let kind: ViewGraph.NodeKind
                let roots: Set<String>
                if types.isView(info) || types.conforms(info, toAny: Vocabulary.viewLikeProtocols) {
                    (kind, roots) = (.view, ["body"])
                } else if types.conforms(info, toAny: Vocabulary.modifierProtocols) {
                    (kind, roots) = (.modifier, ["body"])
                } else if types.conforms(info, toAny: Vocabulary.styleProtocols) {
                    (kind, roots) = (.modifier, ["makeBody"])
                } else if types.conforms(info, to: "App") || types.conforms(info, toAny: Vocabulary.widgetProtocols) {
                    (kind, roots) = (.app, ["body"])
                } else if types.conforms(info, to: "Scene") {
                    // `struct SettingsWindow: Scene`: expanded where an app's body uses it, like the app's own scenes.
                    (kind, roots) = (.scene, ["body"])
                } else if types.conforms(info, to: "PreviewProvider") {
                    (kind, roots) = (.preview, ["previews"])
                } else {
                    addFactoryNodes(info, file: file)
                    continue
                }
                var node = ViewGraph.Node(kind: kind, name: info.name, file: file, position: info.declaration.position,
                                          type: info)
                node.platforms = info.declaration.platforms
                let conditions = ViewConditions(type: info)
                node.conditions = conditions
                node.requirements = requirements(of: info, conditions: conditions)
                if kind == .app { node.rootProvision.objects = platformDelegates(of: info) }
                let id = graph.addNode(node)
                contextByNode[id] = info
                let trees = info.scopes.flatMap { scope in scope.scope.viewTrees.map { TreeRef(tree: $0, file: scope.file) } }
                treesByNode[id] = trees.filter { roots.contains($0.tree.member) }
                memberTrees[id] = Dictionary(grouping: trees, by: \.tree.member)
            }
        }
    }

    private var memberTrees: [Int: [String: [TreeRef]]] = [:]

    /// The delegates SwiftUI itself puts in the environment of an app's scenes: its delegate adaptor's
    /// (`@UIApplicationDelegateAdaptor var delegate: AppDelegate`) and the scene delegate classes the project
    /// configures (`configuration.delegateClass = SceneDelegate.self`). Readers of other types need an injection.
    private func platformDelegates(of app: TypeInfo) -> Set<String> {
        var names = Set(files.flatMap(\.sceneDelegateTypes).map(SyntaxReading.simpleName))
        for property in app.storedProperties {
            guard let adaptor = property.wrappers.first(where: { Vocabulary.delegateAdaptorWrappers.contains($0.name) }),
                  let type = adaptor.typeArgument ?? property.type?.nominal else { continue }
            names.insert(SyntaxReading.simpleName(type))
        }
        return names
    }

    /// The builder functions of factory nodes, to read the arguments of the calls that reach them.
    private var factoryFunctions: [Int: FunctionFact] = [:]

    /// View-building members of other types (`AppTab.makeContentView()`, `Route.destination`), by member name.
    private var factoryNodes: [String: [Int]] = [:]
    /// The same, by the type that declares them and then by member name.
    private var factoriesByType: [ObjectIdentifier: [String: Int]] = [:]

    private func addFactoryNodes(_ info: TypeInfo, file: Int) {
        let trees = info.scopes.flatMap { scope in scope.scope.viewTrees.map { TreeRef(tree: $0, file: scope.file) } }
        guard !trees.isEmpty else { return }
        let byMember = Dictionary(grouping: trees, by: \.tree.member)
        for (member, memberTrees) in byMember.sorted(by: { $0.key < $1.key }) {
            let first = memberTrees[0]
            var node = ViewGraph.Node(kind: .factory, name: "\(info.name).\(member)", file: first.file, position: first.tree.position)
            // `func build(_ route: Route) -> some View { switch route { … } }`: the call decides the route.
            var decided: [String] = []
            if let function = info.allFunctions.first(where: { $0.name == member && $0.buildsViews }),
               function.parameterLabels.count == function.parameterNames.count, !function.parameterNames.isEmpty {
                decided = function.parameterNames
                factoryFunctions[graph.nodes.count] = function
            }
            // `var view: some View { switch self { … } }` in an enum: the value it is called on decides the case.
            if info.kind == .enum { decided.append("self") }
            if !decided.isEmpty { node.conditions = ViewConditions(parameters: decided, of: info) }
            let id = graph.addNode(node)
            contextByNode[id] = info
            treesByNode[id] = memberTrees
            self.memberTrees[id] = byMember
            factoryNodes[member, default: []].append(id)
            factoriesByType[ObjectIdentifier(info), default: [:]][member] = id
        }
    }

    /// What `receiver.name` builds: the view-building member of the receiver's type when the resolver knows
    /// that type (`router.homeRouter.build(route)`, `HomeBuilder().make()`), a `View` extension helper when the
    /// receiver is a project view, and otherwise the one helper or factory of that name.
    private func memberTarget(_ name: String, receiver: ValueFact?, context: TypeInfo?) -> Int? {
        // Most calls (`padding`, `font`) name no view-building member anywhere: nothing to resolve.
        guard helperNodes[name] != nil || factoryNodes[name] != nil else {
            return staticFactoryView(name, receiver: receiver, context: context)
        }
        let resolved = receiver.map { values.resolve($0, context: context) }
        if case .other(let typeName?)? = resolved, let factory = externalFactories[SyntaxReading.simpleName(typeName)]?[name] {
            return factory
        }
        guard case .project(let info)? = resolved else {
            return helperOrFactory(named: name)
        }
        if let factory = factoriesByType[ObjectIdentifier(info)]?[name] { return factory }
        if let node = graph.node(for: info), graph.nodes[node].kind == .view { return helperNodes[name] }
        // A member the type declares without building views (`router.homeRouter`) builds nothing.
        if info.allProperties.contains(where: { $0.name == name }) || info.allFunctions.contains(where: { $0.name == name }) {
            return nil
        }
        return helperOrFactory(named: name)
    }

    /// `TextChip.makeFilter(title:)`: a static method of a project view that returns that view (or another), as
    /// its declared type says, builds it.
    private func staticFactoryView(_ name: String, receiver: ValueFact?, context: TypeInfo?) -> Int? {
        guard case .typed(let typeName, let path)? = receiver, path.isEmpty, let first = name.utf8.first,
              FactExtractor.isLowerASCII(first),
              case .project(let owner) = types.resolve(typeName, from: context?.qualifiedName),
              case .project(let view) = values.result(ofMethod: name, of: owner, isStatic: true),
              let node = graph.node(for: view), graph.nodes[node].kind == .view else { return nil }
        return node
    }

    /// A requirement called on a value the resolver cannot type (`element.makeBody(style)` with `element` a
    /// closure parameter): when every project type building views under that name conforms to one project
    /// protocol that declares it, the call may dispatch to any of them.
    private func dispatchTargets(_ name: String, receiver: ValueFact?, context: TypeInfo?) -> [Int] {
        guard factoryNodes[name] != nil else { return [] }
        if let receiver, case .project(let info) = values.resolve(receiver, context: context), info.kind == .protocol {
            return conformerFactories(of: info, member: name)
        }
        guard let factories = factoryNodes[name], factories.count > 1,
              let declaring = protocolsByRequirement[name], declaring.count == 1, let protocolInfo = declaring.first else { return [] }
        let conformers = conformerFactories(of: protocolInfo, member: name)
        let others = factories.filter { contextByNode[$0] !== protocolInfo || externalConformances[$0] != nil }
        return conformers.count == others.count ? conformers : []
    }

    /// The project protocols declaring each member name, in their body or an extension.
    private lazy var protocolsByRequirement: [String: [TypeInfo]] = {
        var result: [String: [TypeInfo]] = [:]
        for info in types.all where info.kind == .protocol {
            let names = Set(info.allFunctions.map(\.name) + info.allProperties.map(\.name))
            for name in names { result[name, default: []].append(info) }
        }
        return result
    }()

    /// The view-building members named `member` of the project types conforming to a protocol.
    private func conformerFactories(of protocolInfo: TypeInfo, member: String) -> [Int] {
        (factoryNodes[member] ?? []).filter { node in
            if let conformances = externalConformances[node] { return conformances.contains(protocolInfo.name) }
            guard let owner = contextByNode[node], owner !== protocolInfo else { return false }
            return types.conforms(owner, to: protocolInfo.name)
        }
    }

    /// A helper of that name, or the one project type's view-building member of that name.
    private func helperOrFactory(named name: String) -> Int? {
        if let helper = helperNodes[name] { return helper }
        if let factories = factoryNodes[name], factories.count == 1 { return factories[0] }
        return nil
    }

    /// View-building members of extensions of types from packages (`extension BaseItemDto { func
    /// posterLabel() -> some View }`), by the extended type's name and member.
    private var externalFactories: [String: [String: Int]] = [:]

    /// View-building functions declared at file level (`func makeDynamicIsland(…) -> DynamicIsland`), by name.
    private var globalFactories: [String: [Int]] = [:]

    private func addGlobalFactoryNodes() {
        for file in files.indices {
            for tree in files[file].fileScope.viewTrees where tree.member != "body" {
                let id = graph.addNode(ViewGraph.Node(kind: .factory, name: tree.member + "()", file: file, position: tree.position))
                treesByNode[id] = [TreeRef(tree: tree, file: file)]
                globalFactories[tree.member, default: []].append(id)
            }
        }
    }

    /// What each package type an extension makes conform declares (`extension BaseItemDto: LibraryElement`), by
    /// the external factory nodes of that type.
    private var externalConformances: [Int: Set<String>] = [:]

    private func addExternalFactoryNodes() {
        var conformances: [String: Set<String>] = [:]
        for facts in files {
            for ext in facts.extensions where !ext.inherited.isEmpty {
                conformances[SyntaxReading.simpleName(ext.extendedType), default: []].formUnion(ext.inherited.map(SyntaxReading.simpleName))
            }
        }
        let skipped = Vocabulary.viewProtocols.union(Vocabulary.modifierProtocols).union(Vocabulary.viewLikeProtocols)
            .union(["Scene", "App", "Widget"])
        for (typeName, scopes) in types.externalExtensions.sorted(by: { $0.key < $1.key }) where !skipped.contains(typeName) {
            var byMember: [String: [TreeRef]] = [:]
            for scope in scopes {
                for tree in scope.scope.viewTrees { byMember[tree.member, default: []].append(TreeRef(tree: tree, file: scope.file)) }
            }
            for (member, trees) in byMember.sorted(by: { $0.key < $1.key }) {
                let first = trees[0]
                let id = graph.addNode(ViewGraph.Node(kind: .factory, name: "\(typeName).\(member)", file: first.file,
                                                      position: first.tree.position))
                treesByNode[id] = trees
                memberTrees[id] = byMember
                factoryNodes[member, default: []].append(id)
                externalFactories[typeName, default: [:]][member] = id
                externalConformances[id] = conformances[typeName] ?? []
            }
        }
    }

    private func addHelperNodes() {
        var byName: [String: [TreeRef]] = [:]
        for scope in types.externalExtensions["View"] ?? [] {
            for tree in scope.scope.viewTrees where !tree.isStatic {
                byName[tree.member, default: []].append(TreeRef(tree: tree, file: scope.file))
            }
        }
        for (name, trees) in byName.sorted(by: { $0.key < $1.key }) {
            let first = trees[0]
            let id = graph.addNode(ViewGraph.Node(kind: .helper, name: "." + name + "()", file: first.file,
                                                  position: first.tree.position))
            treesByNode[id] = trees
            helperNodes[name] = id
        }
    }

    private func addPreviewNodes() {
        for file in files.indices {
            for preview in files[file].previews {
                var node = ViewGraph.Node(kind: .preview, name: preview.name.map { "#Preview \"\($0)\"" } ?? "#Preview",
                                          file: file, position: preview.position)
                node.hasUnknownSetup = preview.hasUnknownTraits
                let id = graph.addNode(node)
                treesByNode[id] = [TreeRef(tree: preview.tree, file: file)]
                pendingTraits[id] = preview.traitModifiers
            }
        }
    }

    private var pendingTraits: [Int: [String]] = [:]

    /// Each hosting call becomes a root: `UIHostingController(rootView:)`, a project subclass of a hosting type
    /// (`ThemedHostingController(rootView:)`, its `super.init(rootView:)`), `UIHostingConfiguration { … }`.
    /// What a hosting subclass wraps around the views its callers pass is the root's own provision.
    /// Tests host views too (snapshot tests): they are not the app, so their hosts are not roots.
    private func addHostingNodes() {
        let handedOff = handOffHostings()
        let watchHosts = watchHostings()
        for file in files.indices where !files[file].isTestFile {
            for hosting in files[file].hostings + (handedOff[file] ?? []) + (watchHosts[file] ?? []) {
                let owner = hosting.owner.flatMap { types.resolve($0, from: nil, file: file).info }
                let hostType: String
                if hosting.host == "super.init" {
                    guard let owner, isHosting(owner) else { continue }
                    hostType = owner.name
                } else if Vocabulary.hostingTypes.contains(SyntaxReading.simpleName(hosting.host)) {
                    hostType = SyntaxReading.simpleName(hosting.host)
                } else if let alias = types.aliases.expanded(hosting.host, from: hosting.owner, file: file)?
                            .map(SyntaxReading.simpleName).first(where: Vocabulary.hostingTypes.contains) {
                    // `typealias PlatformHostingController = UIHostingController`, one per platform.
                    hostType = alias
                } else if let info = types.resolve(hosting.host, from: owner?.qualifiedName).info {
                    guard isHosting(info) else { continue }
                    hostType = info.name
                } else if Vocabulary.isHostingName(SyntaxReading.simpleName(hosting.host)) || hosting.isPackageHost {
                    hostType = SyntaxReading.simpleName(hosting.host)
                } else {
                    continue
                }
                // A subclass's `super.init(rootView: AnyView(rootView))` hosts what its callers pass, not a root.
                guard hosting.tree.uses.contains(where: { use in
                    switch use.target {
                    case .type(let name): return types.resolve(name, from: owner?.qualifiedName, file: file).info != nil
                    case .member, .modifier: return true
                    case .content, .viewModifier: return false
                    }
                }) else { continue }
                var node = ViewGraph.Node(kind: .host, name: owner.map { "\(hostType) in \($0.name)" } ?? hostType,
                                          file: file, position: hosting.position)
                node.rootProvision = hostProvision(hosting, owner: owner)
                // Inside a representable (or its coordinator) the hosted views sit below a SwiftUI parent, whose
                // environment may reach them: followed for reach, never reported. So are those of a package's host,
                // and of a class nothing in the project creates or names, which may be left over.
                let bridge = representable(around: owner).flatMap { graph.node(for: $0) }
                if bridge != nil || hosting.isPackageHost || hosting.ownerNamedNowhere { node.rootProvision.formUnion(.unseen) }
                let id = graph.addNode(node)
                if let bridge {
                    graph.addEdge(ViewGraph.Edge(from: bridge, to: id, kind: .builds, modifiers: [], provision: Provision(),
                                                 file: file, position: hosting.position, arguments: [], containerName: nil))
                }
                treesByNode[id] = [TreeRef(tree: hosting.tree, file: file)]
                if let owner {
                    contextByNode[id] = owner
                    let trees = owner.scopes.flatMap { scope in scope.scope.viewTrees.map { TreeRef(tree: $0, file: scope.file) } }
                    memberTrees[id] = Dictionary(grouping: trees, by: \.tree.member)
                }
            }
        }
    }

    /// `class HostingController: WKHostingController<ContentView> { override var body: ContentView { … } }`:
    /// WatchKit builds the root from the subclass's `body`, a view of the type its superclass names.
    private func watchHostings() -> [Int: [HostingFact]] {
        var result: [Int: [HostingFact]] = [:]
        for (file, declared) in types.declaredIn.enumerated() where !files[file].isTestFile {
            for info in declared where info.isClass {
                guard let first = info.declaration.inherited.first,
                      Vocabulary.watchHostingControllers.contains(SyntaxReading.simpleName(first)),
                      let root = info.declaration.superclassArguments.first else { continue }
                let position = info.declaration.position
                let use = ViewUseFact(target: .type(root), position: position, edge: .builds, modifiers: [], container: nil,
                                      arguments: [])
                let tree = ViewTreeFact(member: "body", position: position, isStatic: false, uses: [use],
                                        platforms: info.declaration.platforms)
                result[file, default: []].append(HostingFact(host: SyntaxReading.simpleName(first), owner: info.qualifiedName,
                                                             position: position, tree: tree, otherConstructions: []))
            }
        }
        return result
    }

    /// Views handed to members that host them, as hosting calls of the file that hands them: a `View`
    /// extension's `var themedUIView: UIView` used on `Header()`, a hosting function of another file called
    /// with a view built on the spot (`Sheet.present(Summary(), in: controller)`) or held by a local (`let view =
    /// ItemList(…)` before `navigator.replace(view)`). Each is a root, with what the
    /// member applies around its content.
    private func handOffHostings() -> [Int: [HostingFact]] {
        var members: [String: (file: Int, fact: HostingMemberFact)] = [:]
        for file in files.indices where !files[file].isTestFile {
            for member in files[file].hostingMembers where !member.isInitializer && members[member.member] == nil {
                members[member.member] = (file, member)
            }
        }
        let initializers = initializerHosts
        func hosting(_ member: HostingMemberFact, owner: String?, position: SourcePosition, tree: ViewTreeFact) -> HostingFact {
            var fact = member.hosting
            fact.owner = owner
            fact.position = position
            fact.tree = Self.graft(tree, into: member.hosting.tree, modifiers: member.contentModifiers)
            return fact
        }
        var result: [Int: [HostingFact]] = [:]
        for file in files.indices where !files[file].isTestFile {
            for construction in files[file].contentConstructions {
                switch types.resolve(construction.type, from: construction.owner, file: file) {
                case .project(let type):
                    // `FloatingPanel(…) { ContentView() }`: a class whose initialiser hosts the content it is given.
                    guard !construction.viaStaticMember, let member = initializers[type.qualifiedName] else { continue }
                    result[file, default: []].append(hosting(member, owner: construction.owner, position: construction.position,
                                                             tree: construction.tree))
                case .unknown:
                    // `Settings.Pane(…) { GeneralPane() }` in a controller: a package's type that keeps the views, and
                    // shows them where Statecraft cannot see, with an environment it cannot know. So does a function
                    // handed them in an action (`openWindow { SessionView() }`).
                    let simple = SyntaxReading.simpleName(construction.type)
                    guard construction.viaFunction || (SyntaxReading.isUpperCamel(simple) && !Vocabulary.knownContainers.contains(simple)
                                                         && !Vocabulary.sceneNames.contains(simple) && !Vocabulary.isHostingName(simple)),
                          holdsProjectView(construction.tree, file: file, owner: construction.owner)
                    else { continue }
                    result[file, default: []].append(HostingFact(host: construction.type, owner: construction.owner,
                                                                 position: construction.position, tree: construction.tree,
                                                                 otherConstructions: [], isPackageHost: true))
                case .ambiguous:
                    continue
                }
            }
            // `NavigationHost(rootView: destination)` in a view's action, or `(rootView:)` outside view code: the
            // views it is given are hosted by the class, not placed where it is built.
            var hostedAt = Set<SourcePosition>()
            for host in files[file].hostings where !initializers.isEmpty {
                guard let type = types.resolve(host.host, from: host.owner, file: file).info,
                      let member = initializers[type.qualifiedName] else { continue }
                hostedAt.insert(host.position)
                result[file, default: []].append(hosting(member, owner: host.owner, position: host.position, tree: host.tree))
            }
            if !initializers.isEmpty {
                files[file].forEachScope { owner, scope in
                    for tree in scope.viewTrees {
                        for (index, use) in tree.uses.enumerated() where !hostedAt.contains(use.position) {
                            guard case .type(let name) = use.target,
                                  let type = types.resolve(name, from: owner, file: file).info,
                                  let member = initializers[type.qualifiedName] else { continue }
                            let content = Self.subtree(of: index, in: tree)
                            guard !content.uses.isEmpty else { continue }
                            result[file, default: []].append(hosting(member, owner: owner, position: use.position, tree: content))
                        }
                    }
                }
            }
            // `SheetController(content: Picker.self)`: a class that hosts its generic view parameter hosts each view
            // it is built with.
            for construction in files[file].typeArgumentConstructions {
                guard let info = types.resolve(construction.type, from: construction.owner, file: file).info,
                      let hosting = parameterHosts[info.qualifiedName] else { continue }
                for argument in construction.typeArguments {
                    guard let view = types.resolve(argument, from: construction.owner, file: file).info, types.isView(view) else { continue }
                    let use = ViewUseFact(target: .type(argument), position: construction.position, edge: .builds, modifiers: [],
                                          container: nil, arguments: [])
                    var root = hosting
                    root.owner = construction.owner
                    root.position = construction.position
                    root.tree = ViewTreeFact(member: "rootView", position: construction.position, isStatic: false, uses: [use])
                    result[file, default: []].append(root)
                }
            }
            // A view handed with its modifiers (`presentModal(view)`, `let view = Form().environmentObject(model)`)
            // keeps what they inject; a bare construction is the call's first argument.
            var handedWithModifiers = Set<SourcePosition>()
            for handOff in files[file].viewHandOffs {
                guard let member = members[handOff.member], member.fact.isFunction == handOff.isArgument,
                      !handOff.isArgument || member.file != file else { continue }
                if handOff.isArgument { handedWithModifiers.insert(handOff.position) }
                result[file, default: []].append(hosting(member.fact, owner: handOff.owner, position: handOff.position,
                                                         tree: handOff.tree))
            }
            if !members.isEmpty { files[file].forEachScope { owner, scope in
                for call in scope.usage.calls where !handedWithModifiers.contains(call.position) {
                    guard let construction = call.firstArgumentConstruction ?? call.firstArgumentLocalConstruction, construction != ".init",
                          let member = members[call.name], member.fact.isFunction, member.file != file else { continue }
                    let use = ViewUseFact(target: .type(construction), position: call.position, edge: .builds, modifiers: [],
                                          container: nil, arguments: [])
                    let tree = ViewTreeFact(member: "rootView", position: call.position, isStatic: false, uses: [use])
                    result[file, default: []].append(hosting(member.fact, owner: owner, position: call.position, tree: tree))
                }
            } }
        }
        return result
    }

    /// Whether a tree builds a project view at its top (`MainView(…)`, not `URL(string:)` handed to a package type).
    private func holdsProjectView(_ tree: ViewTreeFact, file: Int, owner: String?) -> Bool {
        tree.uses.contains { use in
            guard use.container == nil, case .type(let name) = use.target,
                  let info = types.resolve(name, from: owner, file: file).info else { return false }
            return types.isView(info)
        }
    }

    /// Generic classes that host a view of their generic parameter's type (`class SheetController<Content:
    /// SheetView>` calling `NSHostingController(rootView: content)`), by qualified name: one of their hosting calls.
    private lazy var parameterHosts: [String: HostingFact] = {
        var result: [String: HostingFact] = [:]
        for file in files.indices where !files[file].isTestFile {
            for hosting in files[file].hostings where hosting.host != "super.init" {
                guard let owner = hosting.owner, result[owner] == nil,
                      let info = types.resolve(owner, from: nil, file: file).info, info.isClass,
                      info.declaration.genericParameters.contains(where: { isViewParameter($0, of: info) }) else { continue }
                result[owner] = hosting
            }
        }
        return result
    }()

    /// Whether a generic parameter stands for views: constrained to `View` or to a project protocol that is one.
    private func isViewParameter(_ parameter: String, of info: TypeInfo) -> Bool {
        guard let constraint = info.declaration.genericConstraints[parameter] else { return false }
        if SyntaxReading.simpleName(constraint) == "View" { return true }
        guard let protocolInfo = types.resolve(constraint, from: info.qualifiedName).info, protocolInfo.kind == .protocol else { return false }
        return types.conforms(protocolInfo, to: "View")
    }

    /// Classes whose initialiser hosts the content each construction passes, by qualified name.
    private lazy var initializerHosts: [String: HostingMemberFact] = {
        var result: [String: HostingMemberFact] = [:]
        for facts in files where !facts.isTestFile {
            // The call that hosts, not a view built with a `rootView:` argument on the way to it.
            for member in facts.hostingMembers where member.isInitializer && result[member.member] == nil {
                let host = member.hosting.host
                guard Vocabulary.isHostingName(SyntaxReading.simpleName(host))
                        || types.resolve(host, from: member.member).info.map(isHosting) == true else { continue }
                result[member.member] = member
            }
        }
        // `FluidMenuBarExtra(…) { MainMenu() }` whose initialiser hands its content to a window class that hosts it.
        var forwards = files.enumerated().flatMap { file, facts in facts.isTestFile ? [] : facts.contentForwards.map { ($0, file) } }
        while !forwards.isEmpty {
            let before = forwards.count
            forwards.removeAll { forward, file in
                guard result[forward.owner] == nil else { return true }
                guard let target = types.resolve(forward.type, from: forward.owner, file: file).info,
                      var member = result[target.qualifiedName] else { return false }
                member.member = forward.owner
                result[forward.owner] = member
                return true
            }
            if forwards.count == before { break }
        }
        return result
    }()

    /// Whether a use sits in the arguments of a construction of a class that hosts them (`NavigationHost(rootView:
    /// destination)`): the class shows it in a hierarchy of its own.
    private func isHostedByConstruction(_ placed: PlacedUse, context: TypeInfo?) -> Bool {
        guard !initializerHosts.isEmpty else { return false }
        return placed.containers.contains { container in
            types.resolve(container.name, from: context?.qualifiedName, file: placed.file).info
                .map { initializerHosts[$0.qualifiedName] != nil } ?? false
        }
    }

    /// The uses a construction holds in its arguments and closures (at any depth), as a tree of their own.
    static func subtree(of root: Int, in tree: ViewTreeFact) -> ViewTreeFact {
        var inside: [Int: Int] = [:]
        var uses: [ViewUseFact] = []
        for (index, use) in tree.uses.enumerated() where index > root {
            guard let container = use.container, container == root || inside[container] != nil else { continue }
            var use = use
            use.container = container == root ? nil : inside[container]
            inside[index] = uses.count
            uses.append(use)
        }
        var result = tree
        result.uses = uses
        return result
    }

    /// A host's tree with `given` in place of the content it hosts: inside the containers around the content
    /// (`Wrapper(rootView: rootView)`, whose body injects), under `modifiers`, the modifiers the host applies.
    static func graft(_ given: ViewTreeFact, into host: ViewTreeFact, modifiers: [ModifierFact]) -> ViewTreeFact {
        var result = given
        result.platforms.formIntersection(host.platforms)
        guard let content = host.uses.firstIndex(where: { $0.target == .content }) else {
            for index in result.uses.indices { result.uses[index].modifiers.insert(contentsOf: modifiers, at: 0) }
            return result
        }
        var uses: [ViewUseFact] = []
        var moved: [Int: Int] = [:]
        for (index, use) in host.uses.enumerated() where index != content {
            var use = use
            use.container = use.container.flatMap { moved[$0] }
            moved[index] = uses.count
            uses.append(use)
        }
        let anchor = host.uses[content].container.flatMap { moved[$0] }
        let base = uses.count
        for use in given.uses {
            var use = use
            use.container = use.container.map { $0 + base } ?? anchor
            use.modifiers.insert(contentsOf: modifiers, at: 0)
            uses.append(use)
        }
        result.uses = uses
        return result
    }

    /// The representable view a type is, is nested in (a representable's `Coordinator`), or is built by (a
    /// `UIControl` subclass its `makeUIView` returns).
    private func representable(around owner: TypeInfo?) -> TypeInfo? {
        var current = owner
        var steps = 0
        while let type = current, steps < 8 {
            if isRepresentable(type) { return type }
            if let builder = representableBuilders[type.name] { return builder }
            current = type.declaration.parent.flatMap { types.resolve($0, from: nil).info }
            steps += 1
        }
        return nil
    }

    /// A representable, or a conformer of a package protocol named like one (`PlatformViewRepresentable`).
    private func isRepresentable(_ type: TypeInfo) -> Bool {
        types.conforms(type, toAny: Vocabulary.representables) || (types.isView(type) && types.unknownInheritance(of: type).contains {
            Vocabulary.looksRepresentable(SyntaxReading.simpleName($0))
        })
    }

    /// The representable that constructs each type named in its code or its coordinator's (a type nested in it:
    /// `Coordinator` building the collection view's data source, whose cells host views), by that name.
    private lazy var representableBuilders: [String: TypeInfo] = {
        var result: [String: TypeInfo] = [:]
        for declared in types.declaredIn {
            for info in declared {
                let representable: TypeInfo?
                if info.isValueType, isRepresentable(info) {
                    representable = info
                } else if let parent = info.declaration.parent.flatMap({ types.resolve($0, from: nil).info }),
                          parent.isValueType, isRepresentable(parent) {
                    representable = parent
                } else {
                    representable = nil
                }
                guard let representable else { continue }
                for scope in info.scopes {
                    for call in scope.scope.usage.calls where call.path == call.name && SyntaxReading.isUpperCamel(call.name) {
                        result[call.name] = result[call.name] ?? representable
                    }
                }
            }
        }
        return result
    }()

    /// Whether a project class is a hosting controller or view: a hosting type is among its superclasses.
    private func isHosting(_ info: TypeInfo) -> Bool {
        var current: TypeInfo? = info
        var steps = 0
        while let type = current, steps < 32, type.isClass {
            if let first = type.declaration.inherited.first, Vocabulary.hostingTypes.contains(SyntaxReading.simpleName(first)) {
                return true
            }
            current = types.projectSuperclass(of: type)
            steps += 1
        }
        return false
    }

    /// What a hosting call puts around its root view: the modifiers a project hosting subclass applies to the
    /// content its callers pass (`super.init(rootView: rootView.environmentObject(theme))`), and the view
    /// modifiers it is handed (`modifier: ThemedEnvironment()`), up its superclasses.
    private func hostProvision(_ hosting: HostingFact, owner: TypeInfo?) -> Provision {
        var result = modifierProvision(hosting.otherConstructions, from: owner)
        var subclass: TypeInfo?
        if hosting.host == "super.init" {
            subclass = owner.flatMap { types.projectSuperclass(of: $0) }
        } else {
            subclass = types.resolve(hosting.host, from: owner?.qualifiedName).info
        }
        var steps = 0
        while let type = subclass, steps < 32 {
            for superInit in files[type.file].hostings where superInit.host == "super.init" && superInit.owner == type.qualifiedName {
                for use in superInit.tree.uses where use.target == .content {
                    result.formUnion(provision(of: use.modifiers, context: type))
                }
                result.formUnion(modifierProvision(superInit.otherConstructions, from: type))
            }
            subclass = types.projectSuperclass(of: type)
            steps += 1
        }
        return result
    }

    /// What the project `ViewModifier`s among `names` inject around their content.
    private func modifierProvision(_ names: [String], from context: TypeInfo?) -> Provision {
        var result = Provision()
        for name in names {
            if let modifier = modifierNode(named: name, from: context) { result.formUnion(contentProvision(of: modifier)) }
        }
        return result
    }

    private func requirements(of info: TypeInfo, conditions: ViewConditions) -> [ViewGraph.Requirement] {
        let generics = Set(info.declaration.genericParameters)
        var result: [ViewGraph.Requirement] = []
        // A wrapper only fails when its value is read: a declaration nothing reads cannot crash.
        let read = Set(info.scopes.flatMap { $0.scope.usage.reads.keys })
        for scope in info.scopes {
            for property in scope.scope.properties where !property.isStatic && read.contains(property.name) {
                let count = result.count
                defer {
                    if result.count > count {
                        result[count].conditions = conditions.conditions(ofReading: property.name)
                        result[count].readOnlyOnEvents = EventOnlyReads.isReadOnlyOnEvents(property.name, in: info)
                        result[count].platforms = property.platforms.intersection(readPlatforms(of: property.name, in: info))
                    }
                }
                if let environment = property.wrapper("Environment") {
                    if let typeName = environment.typeArgument {
                        guard property.type?.isOptional != true, !generics.contains(typeName) else { continue }
                        result.append(.init(key: .object(objectName(typeName, context: info, file: scope.file)), file: scope.file,
                                            position: environment.position,
                                            declaration: "@Environment(\(typeName).self) var \(property.name)",
                                            isLegacy: false))
                    } else if environment.keyPathArgument == "modelContext" {
                        result.append(.init(key: .modelContainer, file: scope.file, position: environment.position,
                                            declaration: "@Environment(\\.modelContext) var \(property.name)",
                                            isLegacy: false))
                    }
                } else if let object = property.wrapper("EnvironmentObject") {
                    guard let typeName = property.type?.nominal, !generics.contains(typeName) else { continue }
                    result.append(.init(key: .object(objectName(typeName, context: info, file: scope.file)), file: scope.file,
                                        position: object.position,
                                        declaration: "@EnvironmentObject var \(property.name): \(typeName)",
                                        isLegacy: true))
                } else if let query = property.wrapper("Query") {
                    result.append(.init(key: .modelContainer, file: scope.file, position: query.position,
                                        declaration: "@Query var \(property.name)", isLegacy: false))
                }
            }
        }
        return result
    }

    /// The platforms on which some member reads `name`: a property read only under `#if !os(watchOS)` is
    /// required on every platform but watchOS.
    private func readPlatforms(of name: String, in info: TypeInfo) -> Platforms {
        var result: Platforms = []
        for scope in info.scopes {
            for reads in scope.scope.usage.readsByMember[name]?.values ?? [:].values { result.formUnion(reads.platforms) }
        }
        return result.isEmpty ? .all : result
    }

    // MARK: Placing uses

    /// A node's placed uses, kept for the provision summaries, which may ask for them before or after the node's
    /// edges are added.
    private func placedUses(of node: Int) -> [PlacedUse] {
        if let cached = placedCache[node] { return cached }
        let result = placing(node)
        placedCache[node] = result
        return result
    }

    /// The uses of a node's root trees with member references expanded, each with its modifiers and containers.
    private func placing(_ node: Int) -> [PlacedUse] {
        var result: [PlacedUse] = []
        let members = memberTrees[node] ?? [:]
        let context = contextByNode[node]
        for tree in treesByNode[node] ?? [] {
            place(tree, members: members, modifiers: [], containers: [], expanding: [tree.tree.member], context: context,
                  into: &result)
        }
        return result
    }

    /// - Parameter around: the member use being expanded, whose edge kind the expanded uses inherit.
    private func place(_ ref: TreeRef, members: [String: [TreeRef]], modifiers: [ModifierFact],
                       containers: [PlacedContainer], expanding: Set<String>, around: PlacedUse? = nil,
                       context: TypeInfo?, into result: inout [PlacedUse]) {
        // A member function expanded in place: tests on its parameters are decided by the call's arguments.
        let parameters = around.map { parameterValues(of: ref.tree.member, passed: $0.use.arguments, context: context) } ?? [:]
        // A member expanded inside a `NavigationLink` or a context menu's preview keeps how it is shown; each use's
        // edge as placed, for the uses it contains.
        var edges: [EdgeKind] = []
        var chains: [[PlacedContainer]] = []
        var ids: [Int] = []
        let uses = ref.tree.uses
        edges.reserveCapacity(uses.count)
        chains.reserveCapacity(uses.count)
        for position in uses.indices {
            // The one copy of the use: a copy retains each of its arrays.
            var use = uses[position]
            var edgeStart = modifiers.count + use.edgeStart
            use.platforms.formIntersection(ref.tree.platforms)
            if let around { use.platforms.formIntersection(around.use.platforms) }
            var ruledOut = false
            if !parameters.isEmpty {
                ruledOut = use.conditions.contains { test in parameters[test.property].flatMap { $0 }.map(test.isFalse) == true }
                use.conditions.removeAll { parameters[$0.property] != nil }
            }
            if let around {
                use.conditions = around.use.conditions + use.conditions
                if use.edge == .builds, around.use.edge != .builds {
                    use.edge = around.use.edge
                    edgeStart = around.edgeStart
                }
                if around.use.hostedApart, !use.hostedApart {
                    use.hostedApart = true
                    edgeStart = around.edgeStart
                }
                use.inMenu = use.inMenu || around.use.inMenu
                use.inToolbar = use.inToolbar || around.use.inToolbar
            }
            edges.append(use.edge)
            nextPlacedID += 1
            let id = nextPlacedID
            ids.append(id)
            var chain = containers
            if let container = use.container, container < chains.count {
                chain = chains[container]
                if case .type(let name) = uses[container].target {
                    chain.append(PlacedContainer(name: name, id: ids[container],
                                                 modifierCount: modifiers.count + uses[container].modifiers.count,
                                                 labels: uses[container].arguments.map(\.label),
                                                 edge: edges[container]))
                }
            }
            chains.append(chain)
            if ruledOut { continue }
            // `NotchLayout()`: a member function named in upper case reads as a construction.
            var memberName: String?
            switch use.target {
            case .member(let name): memberName = name
            case .type(let name) where members[name] != nil: memberName = name
            default: break
            }
            let placedModifiers = modifiers.isEmpty ? use.modifiers : modifiers + use.modifiers
            let placed = PlacedUse(use: use, file: ref.file, id: id, modifiers: placedModifiers, containers: chain,
                                   edgeStart: edgeStart)
            if let name = memberName, let trees = members[name] {
                if !expanding.contains(name) {
                    for tree in trees {
                        place(tree, members: members, modifiers: placedModifiers, containers: chain,
                              expanding: expanding.union([name]), around: placed, context: context, into: &result)
                    }
                }
                continue
            }
            result.append(placed)
        }
    }

    /// For a member function called with `passed`, each parameter and the constant the call gives it (nil when
    /// the call passes something else or nothing).
    private func parameterValues(of member: String, passed: [ArgumentFact], context: TypeInfo?) -> [String: ConstantValue?] {
        guard !passed.isEmpty, let function = context?.allFunctions.first(where: {
            $0.name == member && $0.parameterNames.count >= passed.count && $0.parameterLabels.count == $0.parameterNames.count
        }) else { return [:] }
        var result: [String: ConstantValue?] = Dictionary(function.parameterNames.map { ($0, nil) }, uniquingKeysWith: { first, _ in first })
        for (parameter, argument) in Self.match(passed, to: function) { result[parameter] = argument.constant }
        return result
    }

    /// Which parameter each argument of a call is for: by label, and unlabelled arguments in order.
    static func match(_ arguments: [ArgumentFact], to function: FunctionFact) -> [(String, ArgumentFact)] {
        var result: [(String, ArgumentFact)] = []
        var next = 0
        for argument in arguments {
            if let label = argument.label {
                guard let index = function.parameterLabels.firstIndex(of: label) else { continue }
                result.append((function.parameterNames[index], argument))
                next = index + 1
            } else {
                while next < function.parameterLabels.count, function.parameterLabels[next] != nil { next += 1 }
                guard next < function.parameterNames.count else { break }
                result.append((function.parameterNames[next], argument))
                next += 1
            }
        }
        return result
    }

    // MARK: Edges

    private func addEdges(from node: Int) {
        let context = contextByNode[node]
        var sceneNodes: [Int: Int] = [:]
        if let traits = pendingTraits[node] {
            for trait in traits {
                if let modifier = modifierNode(named: trait, from: nil) {
                    graph.nodes[node].rootProvision.formUnion(contentProvision(of: modifier))
                } else {
                    graph.nodes[node].hasUnknownSetup = true
                }
            }
        }
        // Edges are added once per node: its uses leave the cache (the largest thing the builder holds) here.
        for placed in placedCache.removeValue(forKey: node) ?? placing(node) {
            // The innermost scene around the use becomes its parent, with the modifiers applied inside the scene.
            var source = node
            var firstModifier = 0
            var firstContainer = 0
            for (position, container) in placed.containers.enumerated().reversed() {
                if let scene = sceneNodes[container.id] {
                    source = scene
                    firstModifier = container.modifierCount
                    firstContainer = position + 1
                    break
                }
            }
            let modifiers = Array(placed.modifiers[min(firstModifier, placed.modifiers.count)...])
            let containers = Array(placed.containers[firstContainer...])
            var target: Int?
            var alternatives: [Int] = []
            var held: [(node: Int, use: ViewUseFact)] = []
            var constructsByName = false
            var receiverValues: Set<ConstantValue>?
            switch placed.use.target {
            case .type(let name):
                let simple = SyntaxReading.simpleName(name)
                let buildsScenes = graph.nodes[node].kind == .app || graph.nodes[node].kind == .scene
                // In a scene builder `Settings { … }` is SwiftUI's scene, unless the project declares a scene so named.
                if buildsScenes, Vocabulary.sceneNames.contains(simple), !isProjectScene(name, context: context, file: placed.file) {
                    var scene = ViewGraph.Node(kind: .scene, name: simple, file: placed.file, position: placed.use.position)
                    scene.platforms = (Vocabulary.scenePlatforms[simple] ?? .all).intersection(placed.use.platforms)
                    if simple == "DocumentGroup", placed.use.arguments.contains(where: { $0.label == "editing" }) {
                        scene.rootProvision.modelContainer = true
                    }
                    let id = graph.addNode(scene)
                    sceneNodes[placed.id] = id
                    target = id
                } else if let info = types.resolve(name, from: context?.qualifiedName, file: placed.file).info,
                          let view = graph.node(for: info), graph.nodes[view].kind == .view
                            || (buildsScenes && graph.nodes[view].kind == .scene) {
                    target = view
                } else if types.bySimpleName[simple] != nil {
                    // Of the twins, those built on some platform the use exists on.
                    let here = placed.use.platforms.intersection(graph.nodes[node].platforms)
                    alternatives = types.platformTwins(name, from: context?.qualifiedName, file: placed.file)
                        .compactMap { graph.node(for: $0) }
                        .filter { graph.nodes[$0].kind == .view && !graph.nodes[$0].platforms.isDisjoint(with: here) }
                    // Where a view is built, a name several types share means the one that is a view (a package's
                    // `Browser` view beside another package's `Browser` property wrapper).
                    if alternatives.isEmpty {
                        let views = types.candidates(name, from: context?.qualifiedName, file: placed.file)
                            .compactMap { graph.node(for: $0) }.filter { graph.nodes[$0].kind == .view }
                        if views.count == 1 { alternatives = views }
                    }
                }
            case .modifier(let name):
                target = memberTarget(name, receiver: placed.use.receiver, context: context)
                if target == nil { alternatives = dispatchTargets(name, receiver: placed.use.receiver, context: context) }
                if target == nil, alternatives.isEmpty { held = heldContent(name, receiver: placed.use.receiver, context: context) }
                if let target, contextByNode[target]?.kind == .enum, let receiver = placed.use.receiver {
                    receiverValues = constants(of: receiver, context: context)
                }
            case .viewModifier(let name):
                target = modifierNode(named: name, from: context)
            case .member(let name):
                alternatives = placedProperty(name, context: context)
                if alternatives.isEmpty { held = heldContent(name, context: context) }
                // `config.viewBuilder(size)`: a closure kept in a property of a value the type holds.
                if alternatives.isEmpty, held.isEmpty, let call = placed.use.modifiers.last {
                    held = heldContent(call.name, inPropertyNamed: name, of: context)
                }
                // Not a member: a function declared at file level, when only one has the name.
                if alternatives.isEmpty, held.isEmpty, memberTrees[node]?[name] == nil,
                   let global = globalFactories[name], global.count == 1 {
                    alternatives = global
                }
                // In a protocol extension, `makeBody(…)` is the conformer's implementation.
                if alternatives.isEmpty, held.isEmpty, context?.kind == .protocol {
                    alternatives = conformerFactories(of: context!, member: name)
                }
                // `pISSWidgetEntryView(entry:)`: a type whose name starts in lower case, where no member has the name.
                if alternatives.isEmpty, held.isEmpty, memberTrees[node]?[name] == nil,
                   let view = lowerCaseType(name, context: context, file: placed.file, buildsScenes: graph.nodes[node].kind == .app || graph.nodes[node].kind == .scene) {
                    alternatives = [view]
                    constructsByName = true
                }
            case .content:
                target = nil
            }
            if let target { alternatives = [target] }
            guard !alternatives.isEmpty || !held.isEmpty, !isRuledOut(placed.use.conditions, context: context),
                  !isHostedByConstruction(placed, context: context) else { continue }
            var provision = graph.nodes[source].rootProvision
            provision.formUnion(self.provision(of: modifiers, context: context))
            provision.formUnion(self.provision(ofContainers: containers, context: context))
            let stackProvision = self.stackProvision(source: source, edge: placed.use.edge, modifiers: placed.modifiers, from: firstModifier,
                                                     containers: containers, context: context)
            var isConstruction = constructsByName
            if case .type = placed.use.target { isConstruction = true }
            let inside = modifiers[min(max(placed.edgeStart - firstModifier, 0), modifiers.count)...]
            let innerProvision = self.provision(of: Array(inside), context: context)
            for (child, use) in held {
                // A value's views, with what their construction applies to them inside its closure: that reaches
                // them however they are shown.
                let own = self.provision(of: use.modifiers, context: context)
                var edgeProvision = provision
                edgeProvision.formUnion(own)
                var edgeInner = innerProvision
                edgeInner.formUnion(own)
                graph.addEdge(ViewGraph.Edge(from: source, to: child, kind: placed.use.edge, modifiers: modifiers + use.modifiers,
                                             provision: edgeProvision, file: placed.file, position: placed.use.position,
                                             arguments: use.arguments, containerName: nil, stackProvision: stackProvision,
                                             innerProvision: edgeInner, hostedApart: placed.use.hostedApart,
                                             platforms: placed.use.platforms.intersection(use.platforms)))
            }
            for target in alternatives {
                // A type of a module the file imports only on some platforms is built only there.
                var platforms = placed.use.platforms
                if let type = graph.nodes[target].type { platforms.formIntersection(types.platforms(seeing: type, from: placed.file)) }
                guard !platforms.isEmpty else { continue }
                // A builder's arguments are named by its parameters, which its tests read.
                var arguments = placed.use.arguments
                if let function = factoryFunctions[target] {
                    arguments = Self.match(arguments, to: function).map { parameter, argument in
                        var argument = argument
                        argument.label = parameter
                        return argument
                    }
                }
                graph.addEdge(ViewGraph.Edge(from: source, to: target, kind: placed.use.edge, modifiers: modifiers,
                                             provision: provision, file: placed.file, position: placed.use.position,
                                             arguments: arguments,
                                             containerName: placed.containers.last.map { SyntaxReading.simpleName($0.name) },
                                             stackProvision: stackProvision, innerProvision: innerProvision,
                                             hostedApart: placed.use.hostedApart,
                                             conditions: graph.nodes[source].conditions?.fixedOnly(placed.use.conditions) ?? [],
                                             constructs: isConstruction, platforms: platforms,
                                             receiverValues: receiverValues,
                                             receiverParameter: receiverValues == nil ? placed.use.receiverParameter : nil,
                                             hiddenAtFirstDraw: placed.use.inMenu || isHiddenAtFirstDraw(placed.use.conditions, context: context),
                                             inToolbar: placed.use.inToolbar))
            }
        }
    }

    /// Whether a test on the view's own `@State` fails for its initial value (`if showsFallback` with `@State
    /// private var showsFallback = false`): what it guards is drawn only after an action changes the state.
    private func isHiddenAtFirstDraw(_ conditions: [ConditionFact], context: TypeInfo?) -> Bool {
        guard let context, !conditions.isEmpty else { return false }
        return conditions.contains { test in
            guard let property = context.allProperties.first(where: { $0.name == test.property && !$0.isStatic }),
                  property.hasWrapper("State"), let initial = property.initialConstant,
                  !context.accessesStorage(test.property) else { return false }
            return test.isFalse(for: initial)
        }
    }

    /// The constants a property value may hold (`router.sheet` in `.sheet(item: $router.sheet) { $0.view() }`),
    /// nil when it may hold others.
    private func constants(of receiver: ValueFact, context: TypeInfo?) -> Set<ConstantValue>? {
        guard case .selfPath(let steps) = receiver, case .property(let name)? = steps.last else { return nil }
        let owner: TypeInfo?
        if steps.count == 1 {
            owner = context
        } else if case .project(let info) = values.resolve(.selfPath(Array(steps.dropLast())), context: context) {
            owner = info
        } else {
            owner = nil
        }
        return owner.flatMap { assignedValues.constants(of: name, in: $0) }
    }

    /// The view (or, in a scene builder, the scene) that a lower-case name builds when the context declares no
    /// member of that name.
    private func lowerCaseType(_ name: String, context: TypeInfo?, file: Int, buildsScenes: Bool) -> Int? {
        guard types.bySimpleName[name] != nil else { return nil }
        if let context, context.allProperties.contains(where: { $0.name == name }) || context.allFunctions.contains(where: { $0.name == name }) {
            return nil
        }
        guard let info = types.resolve(name, from: context?.qualifiedName, file: file).info, let node = graph.node(for: info) else { return nil }
        let kind = graph.nodes[node].kind
        return kind == .view || (buildsScenes && kind == .scene) ? node : nil
    }

    /// Whether `name` names a project type that is a scene (`struct Settings: Scene`), not a view of that name.
    private func isProjectScene(_ name: String, context: TypeInfo?, file: Int) -> Bool {
        guard let info = types.resolve(name, from: context?.qualifiedName, file: file).info, let node = graph.node(for: info) else {
            return false
        }
        return graph.nodes[node].kind == .scene
    }

    /// The environment at the innermost navigation container around a use: the source's own, the modifiers
    /// applied around the container and what project views around it inject. Nil when no container is around it.
    /// A stack outside a sheet does not hold the sheet's content: a presented use counts only a container
    /// inside the presentation.
    private func stackProvision(source: Int, edge: EdgeKind, modifiers: [ModifierFact], from firstModifier: Int,
                                containers: [PlacedContainer], context: TypeInfo?) -> Provision? {
        guard let index = containers.lastIndex(where: {
            Vocabulary.navigationContainers.contains(SyntaxReading.simpleName($0.name))
        }), edge != .presents || containers[index].edge == .presents else { return nil }
        let outside = modifiers[min(firstModifier, modifiers.count)..<min(max(containers[index].modifierCount, firstModifier), modifiers.count)]
        var result = graph.nodes[source].rootProvision
        result.formUnion(provision(of: Array(outside), context: context))
        result.formUnion(provision(ofContainers: Array(containers[..<index]), context: context))
        return result
    }

    /// Whether a use is built only for a value its state never takes: `case .compose:` in `.sheet(item: $sheet)`
    /// when the view only ever sets `sheet = .settings`.
    private func isRuledOut(_ conditions: [ConditionFact], context: TypeInfo?) -> Bool {
        guard !conditions.isEmpty, let context else { return false }
        let values = stateValues(of: context)
        return conditions.contains { test in
            guard let possible = values[test.property] else { return false }
            return possible.allSatisfy(test.isFalse)
        }
    }

    private var stateValuesCache: [ObjectIdentifier: [String: Set<ConstantValue>]] = [:]

    private func stateValues(of type: TypeInfo) -> [String: Set<ConstantValue>] {
        if let cached = stateValuesCache[ObjectIdentifier(type)] { return cached }
        let result = ViewConditions.stateValues(of: type)
        stateValuesCache[ObjectIdentifier(type)] = result
        return result
    }

    /// The views a stored property placed as a view may hold: its project view type, or every project view
    /// conforming to the protocol it is declared as (`var selection: Tab?` with `Tab: PanelTab`, `any PanelTab`),
    /// since any of them may be the one shown.
    private func placedProperty(_ name: String, context: TypeInfo?) -> [Int] {
        guard let context, let property = context.allProperties.first(where: { $0.name == name && !$0.isStatic }),
              let held = types.heldTypeName(property) else { return [] }
        let typeName = context.declaration.genericConstraints[held] ?? held
        guard let info = types.resolve(typeName, from: context.qualifiedName).info else { return [] }
        if info.kind == .protocol { return viewConformers(of: info) }
        if let node = graph.node(for: info), graph.nodes[node].kind == .view { return [node] }
        return []
    }

    /// The views a value keeps for a builder of its type to show: a stored `AnyView`, `some View` or generic
    /// view property, filled from a closure of views wherever the project builds a value of the type
    /// (`Route(id: "detail") { DetailView(item: item) }` for `route.destination` placing `content`).
    private func heldContent(_ name: String, context: TypeInfo?) -> [(node: Int, use: ViewUseFact)] {
        guard let context,
              let property = context.allProperties.first(where: { $0.name == name && !$0.isStatic && !$0.isComputed }),
              keepsViews(property, in: context) else { return [] }
        return contentConstructions[context.name, default: []].compactMap { construction in
            // Passed for another property (`menu:` where `row` is shown).
            if let label = construction.label, label != name, context.allProperties.contains(where: { $0.name == label }) { return nil }
            let name: String
            switch construction.use.target {
            case .type(let type): name = type
            case .member(let member) where types.bySimpleName[member] != nil: name = member
            default: return nil
            }
            guard let info = types.resolve(name, from: nil, file: construction.file).info,
                  let node = graph.node(for: info), graph.nodes[node].kind == .view else { return nil }
            return (node, construction.use)
        }
    }

    /// The views kept in `row.content` placed in a view: the receiver's type's held content, or, when the resolver
    /// cannot type the receiver (a `ForEach` closure's parameter), that of the one project type keeping views
    /// under that name.
    private func heldContent(_ name: String, receiver: ValueFact?, context: TypeInfo?) -> [(node: Int, use: ViewUseFact)] {
        // Most modifiers name no property that keeps views: that is known before the receiver is resolved.
        guard let receiver, heldPropertyNames.contains(name) else { return [] }
        switch values.resolve(receiver, context: context) {
        case .project(let info):
            return heldContent(name, context: info)
        case .unknown:
            guard let holders = contentHolders[name], holders.count == 1 else { return [] }
            return heldContent(name, context: holders[0])
        default:
            return []
        }
    }

    /// The views kept under `member` by the value a stored property of `context` holds.
    private func heldContent(_ member: String, inPropertyNamed name: String, of context: TypeInfo?) -> [(node: Int, use: ViewUseFact)] {
        guard let context, let property = context.allProperties.first(where: { $0.name == name && !$0.isStatic }),
              let held = types.heldTypeName(property), let info = types.resolve(held, from: context.qualifiedName).info,
              info !== context else { return [] }
        return heldContent(member, context: info)
    }

    /// The names of the stored properties that keep views in the types built with views for them.
    private lazy var heldPropertyNames: Set<String> = {
        var result = Set<String>()
        for typeName in contentConstructions.keys {
            for info in types.bySimpleName[SyntaxReading.simpleName(typeName)] ?? [] {
                for property in info.allProperties where !property.isStatic && !property.isComputed && keepsViews(property, in: info) {
                    result.insert(property.name)
                }
            }
        }
        return result
    }()

    /// The project types built with views for a stored property, by the property's name. Views are left out:
    /// a view shows its content in its own body, nobody else reads it as `stack.content`.
    private lazy var contentHolders: [String: [TypeInfo]] = {
        var result: [String: [TypeInfo]] = [:]
        for typeName in contentConstructions.keys {
            guard let info = types.resolve(typeName, from: nil).info, !types.isView(info) else { continue }
            for property in info.allProperties where !property.isStatic && !property.isComputed && keepsViews(property, in: info) {
                result[property.name, default: []].append(info)
            }
        }
        return result
    }()

    /// Whether a stored property keeps views or makes them: `AnyView`, a generic view parameter, or, in a value
    /// that is no view, a function returning one (`let row: (Item) -> AnyView`, or an alias of such a type).
    private func keepsViews(_ property: PropertyFact, in info: TypeInfo) -> Bool {
        guard let type = property.type else { return false }
        func isView(_ text: Substring) -> Bool {
            var trimmed = text.drop { $0 == " " }
            while let last = trimmed.last, " )?!".contains(last) { trimmed = trimmed.dropLast() }
            return trimmed == "AnyView" || trimmed == "some View" || trimmed == "any View"
                || info.declaration.genericParameters.contains(String(trimmed))
        }
        if let nominal = type.nominal, isView(Substring(nominal)) { return true }
        // A view calls its content closure in its own body, with what each construction passes.
        guard !types.isView(info) else { return false }
        if let nominal = type.nominal { return viewFunctionAliases.contains(SyntaxReading.simpleName(nominal)) }
        guard let arrow = type.text.range(of: "->", options: .backwards) else { return false }
        return isView(type.text[arrow.upperBound...])
    }

    /// The names of the project's aliases of function types that return a view (`typealias RowBuilder = (Item)
    /// -> AnyView`).
    private lazy var viewFunctionAliases: Set<String> = {
        var result = Set<String>()
        for facts in files {
            for alias in facts.typeAliases where alias.functionResult == "AnyView" || alias.functionResult == "some View" {
                result.insert(alias.name)
            }
        }
        return result
    }()

    /// The top-level views of each closure a value is built with outside view code, by the value's type name;
    /// through `AnyView(…)`, which only erases what it wraps.
    private lazy var contentConstructions: [String: [(use: ViewUseFact, file: Int, label: String?)]] = {
        var result: [String: [(use: ViewUseFact, file: Int, label: String?)]] = [:]
        for file in files.indices where !files[file].isTestFile {
            for construction in files[file].contentConstructions where !construction.viaStaticMember && !construction.viaFunction {
                let uses = construction.tree.uses
                func isTopLevel(_ use: ViewUseFact) -> Bool {
                    guard let container = use.container else { return true }
                    guard container < uses.count, case .type("AnyView") = uses[container].target else { return false }
                    return isTopLevel(uses[container])
                }
                for use in uses where isTopLevel(use) {
                    if case .type("AnyView") = use.target { continue }
                    result[construction.type, default: []].append((use, file, construction.label))
                }
            }
        }
        return result
    }()

    private var conformersByProtocol: [ObjectIdentifier: [Int]] = [:]

    private func viewConformers(of protocolInfo: TypeInfo) -> [Int] {
        if let cached = conformersByProtocol[ObjectIdentifier(protocolInfo)] { return cached }
        let result = graph.nodes.indices.filter { node in
            guard graph.nodes[node].kind == .view, let type = graph.nodes[node].type, type.kind != .protocol else { return false }
            return types.conforms(type, to: protocolInfo.name)
        }
        conformersByProtocol[ObjectIdentifier(protocolInfo)] = result
        return result
    }

    /// A builder of another type passes on how it was reached: the views `router.build(route)` makes inside
    /// `.navigationDestination` are pushed, those a tab's builder makes are tabs. A builder reached in several
    /// ways keeps its own edges, which say only that it builds them.
    private func carryEdgeKindsThroughFactories() {
        var changed = true
        var rounds = 0
        while changed, rounds < 16 {
            changed = false
            rounds += 1
            for node in graph.nodes.indices where graph.nodes[node].kind == .factory {
                let kinds = Set(graph.incoming[node].map { graph.edges[$0].kind })
                guard kinds.count == 1, let kind = kinds.first, kind != .builds else { continue }
                for edge in graph.outgoing[node] where graph.edges[edge].kind == .builds {
                    graph.edges[edge].kind = kind
                    changed = true
                }
            }
        }
    }

    private func modifierNode(named name: String, from context: TypeInfo?) -> Int? {
        guard let info = types.resolve(name, from: context?.qualifiedName).info, let node = graph.node(for: info),
              graph.nodes[node].kind == .modifier else { return nil }
        return node
    }

    // MARK: Provision

    func provision(of modifiers: [ModifierFact], context: TypeInfo?) -> Provision {
        var result = Provision()
        for modifier in modifiers {
            switch modifier.effect {
            case .injectsObject(let value, _):
                if let type = injectedTypeName(value, context: context) {
                    result.objects.insert(SyntaxReading.simpleName(type))
                } else {
                    result.anyObject = true
                }
            case .providesModelContainer:
                result.modelContainer = true
            case .appliesModifier(let name):
                if let node = modifierNode(named: name, from: context) {
                    result.formUnion(contentProvision(of: node))
                }
            case .appliesModifierValue(let value):
                // A modifier of a type the resolver cannot tell may inject anything.
                if case .project(let info) = values.resolve(value, context: context), let node = graph.node(for: info),
                   graph.nodes[node].kind == .modifier {
                    result.formUnion(contentProvision(of: node))
                } else {
                    result.formUnion(.unseen)
                }
            case .none:
                if let helper = helperNodes[modifier.name] {
                    result.formUnion(contentProvision(of: helper))
                }
            }
        }
        return result
    }

    /// Project views that take this use as content (`Themed { Child() }`) may inject around it: count every
    /// injection they make anywhere.
    private func provision(ofContainers containers: [PlacedContainer], context: TypeInfo?) -> Provision {
        var result = Provision()
        for container in containers {
            switch containerKind(container.name, context: context) {
            case .scene, .inert: continue
            case .unseen: result.formUnion(.unseen)
            case .project(let node): result.formUnion(containerProvision(of: node))
            }
        }
        return result
    }

    private func containerKind(_ name: String, context: TypeInfo?) -> ContainerKind {
        let key = ContainerKey(name: name, context: context.map(ObjectIdentifier.init))
        if let known = containerKinds[key] { return known }
        let kind: ContainerKind
        let simple = SyntaxReading.simpleName(name)
        if Vocabulary.sceneNames.contains(simple) {
            kind = .scene
        } else if let info = types.resolve(name, from: context?.qualifiedName).info {
            // A representable taking views (`PlayerContainer { … } controls: { Controls() }`) hosts them in UIKit
            // or AppKit controllers, under whatever those inject. A project scene wrapping scenes
            // (`SharedDataScene(container:) { WindowGroup { … } }`) applies its body's modifiers to them, as a
            // container view does to its content.
            if isRepresentable(info) {
                kind = .unseen
            } else if let node = graph.node(for: info), [.view, .scene].contains(graph.nodes[node].kind) {
                kind = .project(node: node)
            } else {
                kind = .inert
            }
        } else {
            // A view or scene from a package (`StoreProvider(store:) { … }`) may inject anything around its content.
            kind = Vocabulary.knownContainers.contains(simple) ? .inert : .unseen
        }
        containerKinds[key] = kind
        return kind
    }

    /// What a helper or modifier injects around the content it wraps.
    private func contentProvision(of node: Int) -> Provision {
        memoised(.content, node) {
            var result = Provision()
            let context = contextByNode[node]
            for placed in placedUses(of: node) where placed.use.target == .content {
                result.formUnion(provision(of: placed.modifiers, context: context))
                result.formUnion(provision(ofContainers: placed.containers, context: context))
            }
            return result
        }
    }

    /// Everything a project view injects anywhere in its body.
    private func containerProvision(of node: Int) -> Provision {
        memoised(.container, node) {
            var result = Provision()
            let context = contextByNode[node]
            var seen = Set<ModifierFact>()
            for placed in placedUses(of: node) {
                // Only modifiers that may inject are compared: most (`padding`, `font`) add nothing, and hashing
                // a modifier hashes its arguments.
                let fresh = placed.modifiers.filter { modifier in
                    if case .none = modifier.effect, helperNodes[modifier.name] == nil { return false }
                    return seen.insert(modifier).inserted
                }
                result.formUnion(provision(of: fresh, context: context))
            }
            return result
        }
    }

    private func memoised(_ summary: Summary, _ node: Int, _ compute: () -> Provision) -> Provision {
        let memo = summary.rawValue
        if let cached = memos[memo].values[node] { return cached }
        guard memos[memo].active.insert(node).inserted else {
            metCycle = true
            return Provision()
        }
        let outer = metCycle
        metCycle = false
        let result = compute()
        memos[memo].active.remove(node)
        if !metCycle { memos[memo].values[node] = result }
        metCycle = metCycle || outer
        return result
    }

    // MARK: Values

    /// The simple type name of an injected value, or nil when it cannot be told with confidence. A value built
    /// on the spot keeps its name as written, the name readers use in `@Environment(T.self)`.
    func injectedTypeName(_ value: ValueFact, context: TypeInfo?) -> String? {
        if case .typed(let name, let path) = value, path.isEmpty { return objectName(name, context: context, file: nil) }
        switch values.resolve(value, context: context) {
        case .project(let info): return info.name
        case .other(let name?), .ambiguous(let name): return objectName(name, context: context, file: nil)
        case .other(nil), .unknown: return nil
        }
    }

    /// The simple name an object type is matched by, its aliases expanded where they are written: a read of
    /// `@EnvironmentObject var counts: CountPublisher` (`typealias CountPublisher = Box<Int>`) and an injection
    /// of `Box<Int>()` name the same object.
    func objectName(_ written: String, context: TypeInfo?, file: Int?) -> String {
        if let targets = types.aliases.expanded(written, from: context?.qualifiedName, file: file ?? context?.scopes.first?.file),
           targets.count == 1 {
            return SyntaxReading.simpleName(targets[0])
        }
        return SyntaxReading.simpleName(written)
    }
}
