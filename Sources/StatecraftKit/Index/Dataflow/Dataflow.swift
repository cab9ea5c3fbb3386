/// How values move between views: who constructs each view with which arguments, which properties a view
/// only passes on to the views it builds, and which argument labels any type is constructed with. Read by the
/// view-model role, `prop-drilling`, `state-copies-parameter`, and the fixes that make properties `private`.
public struct Dataflow: Sendable {
    /// One place that builds a view: the view type that builds it (nil for scenes, previews and helpers outside
    /// a type) and the arguments it passes.
    public struct Construction: Sendable {
        public var caller: TypeInfo?
        public var arguments: [ArgumentFact]

        public func argument(_ label: String) -> ArgumentFact? { arguments.first { $0.label == label } }
    }

    private let constructionsByView: [ObjectIdentifier: [Construction]]
    /// For each view: property → the number of places that pass it unchanged to a project view.
    private let forwardsByView: [ObjectIdentifier: [String: Int]]
    /// The argument labels each type name is constructed with anywhere (`Row(title: …)` → `Row: [title]`).
    private let constructionLabels: [String: Set<String>]
    /// The simple names of the types constructed anywhere, in view code or not (`Row(…)`, `Module.Row(…)`).
    public let constructedNames: Set<String>
    /// The names of properties code changes on other values (`store.items = …`, `store.items.append(…)`,
    /// `$store.query` handed out), by name.
    public let membersSetElsewhere: Set<String>

    /// What the dataflow reads from the files and types alone, built while the view graph is (see `ProjectIndex`).
    struct Groundwork: Sendable {
        var forwardsByView: [ObjectIdentifier: [String: Int]] = [:]
        var constructionLabels: [String: Set<String>] = [:]
        var constructedNames = Set<String>()
        var membersSetElsewhere = Set<String>()

        init(files: [FileFacts], types: TypeTable) {
            for view in types.all where types.isView(view) {
                let counts = Dataflow.forwardCounts(of: view, types: types)
                if !counts.isEmpty { forwardsByView[ObjectIdentifier(view)] = counts }
            }
            for fileIndex in files.indices {
                files[fileIndex].forEachScope { _, scope in
                    membersSetElsewhere.formUnion(scope.usage.otherMemberAssignments)
                    for assignment in scope.usage.memberAssignments { membersSetElsewhere.insert(assignment.property) }
                    membersSetElsewhere.formUnion(scope.usage.boundMembers.keys)
                    membersSetElsewhere.formUnion(scope.usage.changedMembers)
                    // Fields read in place: a copy of each `CallFact` would retain every one of its fields.
                    let calls = scope.usage.calls
                    for call in calls.indices {
                        guard !calls[call].isMethodOnExpression, SyntaxReading.isUpperCamel(calls[call].name),
                              let path = calls[call].path else { continue }
                        let name = SyntaxReading.simpleName(path)
                        guard SyntaxReading.isUpperCamel(name) else { continue }
                        constructedNames.insert(name)
                        let labels = calls[call].argumentLabels
                        if labels.contains(where: { $0 != nil }) {
                            constructionLabels[name, default: []].formUnion(labels.compactMap { $0 })
                        }
                    }
                }
            }
        }
    }

    init(_ groundwork: Groundwork, graph: ViewGraph) {
        var constructions: [ObjectIdentifier: [Construction]] = [:]
        for edge in graph.edges {
            guard graph.nodes[edge.to].kind == .view, let target = graph.nodes[edge.to].type else { continue }
            constructions[ObjectIdentifier(target), default: []].append(
                Construction(caller: graph.nodes[edge.from].type, arguments: edge.arguments))
        }
        constructionsByView = constructions
        forwardsByView = groundwork.forwardsByView
        constructionLabels = groundwork.constructionLabels
        constructedNames = groundwork.constructedNames
        membersSetElsewhere = groundwork.membersSetElsewhere
    }

    /// Whether some call anywhere constructs a type of this name with an argument labelled `label`: a caller
    /// sets that property through the memberwise initialiser, so it cannot become `private`.
    public func someCallerPasses(_ label: String, to type: String) -> Bool {
        constructionLabels[SyntaxReading.simpleName(type)]?.contains(label) == true
    }

    /// Every place in the project that builds `view`.
    public func constructions(of view: TypeInfo) -> [Construction] {
        constructionsByView[ObjectIdentifier(view)] ?? []
    }

    /// Whether `view` is built somewhere and every place that builds it passes `label`: a default value of that
    /// property is never evaluated.
    public func everyCallerPasses(_ label: String, to view: TypeInfo) -> Bool {
        let constructions = constructions(of: view)
        return !constructions.isEmpty && constructions.allSatisfy { $0.argument(label) != nil }
    }

    /// What the callers of `view` pass for its `label` argument.
    public func arguments(passedTo view: TypeInfo, label: String) -> [(caller: TypeInfo?, argument: ArgumentFact)] {
        constructions(of: view).compactMap { construction in
            construction.argument(label).map { (construction.caller, $0) }
        }
    }

    /// How many places in `view` pass `property` unchanged (`x`, `self.x`, `$x`) to a project view.
    public func forwardCount(_ property: String, in view: TypeInfo) -> Int {
        forwardsByView[ObjectIdentifier(view)]?[property] ?? 0
    }

    /// How often the code of `view` reads `property` outside initialisers, forwarding included.
    public func readCount(_ property: String, in view: TypeInfo) -> Int {
        view.scopes.reduce(0) { $0 + ($1.scope.usage.reads[property] ?? 0) }
    }

    /// The view passes `property` on to child views and reads it nowhere else.
    public func onlyForwards(_ property: String, in view: TypeInfo) -> Bool {
        let forwarded = forwardCount(property, in: view)
        return forwarded > 0 && readCount(property, in: view) <= forwarded
    }

    /// The view hands the object in `property` on and reads none of its values: it passes it whole to what it
    /// builds (child views, builder functions), puts it in the environment (`.environmentObject(x)`), or
    /// subscribes to its publishers (`.onReceive(x.$flag)`), and reads it nowhere else. What observes the object
    /// then does so itself; the view has nothing to go stale.
    public func onlyHandsOn(_ property: String, in view: TypeInfo) -> Bool {
        var handOffs = 0
        var injections = Set<ModifierFact>()
        for scope in view.scopes {
            for tree in scope.scope.viewTrees {
                for use in tree.uses {
                    handOffs += use.arguments.filter { $0.forwardedProperty == property }.count
                    for modifier in use.modifiers {
                        if case .injectsObject(.selfPath([.property(property)]), _) = modifier.effect { injections.insert(modifier) }
                    }
                }
            }
            handOffs += scope.scope.usage.publisherUses.filter { $0.base == .selfPath([.property(property)]) }.count
        }
        handOffs += injections.count
        return handOffs > 0 && readCount(property, in: view) <= handOffs
    }

    private static func forwardCounts(of view: TypeInfo, types: TypeTable) -> [String: Int] {
        var counts: [String: Int] = [:]
        for scope in view.scopes {
            for tree in scope.scope.viewTrees {
                for use in tree.uses {
                    guard case .type(let name) = use.target else { continue }
                    let forwarded = Set(use.arguments.compactMap(\.forwardedProperty))
                    guard !forwarded.isEmpty, let child = types.resolve(name, from: view.qualifiedName).info,
                          types.isView(child) else { continue }
                    for property in forwarded { counts[property, default: 0] += 1 }
                }
            }
        }
        return counts
    }
}
