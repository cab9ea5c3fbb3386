struct PropDrillingRule: ProjectRule {
    static let defaultMinForwarders = 2

    static let description = RuleDescription(
        id: "prop-drilling",
        severity: .warning,
        summary: "A value is handed down through views that only pass it on",
        rationale: """
            When a value travels `Screen › Section › Row › Badge` and `Section` and `Row` never read it, every \
            view on the way has to declare it, take it in its initialiser and forward it, so adding or renaming \
            it touches all of them, and each of them is re-evaluated when it changes. Put the value (or the \
            object that holds it) in the environment once, above the subtree, and read it with \
            `@Environment` where it is used; or pass the reader a smaller, already-derived value.
            """,
        exclusions: """
            Values each view on the way reads itself; a binding to a parent's own `@State` handed one level down; \
            closures (`onSelect`), which are callbacks, not shared state; chains shorter than `min_forwarders` \
            views that only forward; values whose reader cannot be found.
            """,
        options: [OptionSpec("min_forwarders", .int,
                             "views in a row that only forward the value before it is reported (default \(defaultMinForwarders))")],
        triggering: [
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var currency = Currency.euro
                    var body: some View { OrderSection(currency: currency) }
                }
                struct OrderSection: View {
                    let ↓currency: Currency
                    var body: some View { Section { OrderRow(currency: currency) } }
                }
                struct OrderRow: View {
                    let currency: Currency
                    var body: some View { HStack { Text("Total"); PriceTag(currency: currency) } }
                }
                struct PriceTag: View {
                    let currency: Currency
                    var body: some View { Text(currency.symbol) }
                }
                """),
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var filter = Filter()
                    var body: some View { OrderSection(filter: $filter) }
                }
                struct OrderSection: View {
                    @Binding var ↓filter: Filter
                    var body: some View { OrderRow(filter: $filter) }
                }
                struct OrderRow: View {
                    @Binding var filter: Filter
                    var body: some View { FilterToggle(filter: $filter) }
                }
                struct FilterToggle: View {
                    @Binding var filter: Filter
                    var body: some View { Toggle("Open only", isOn: $filter.openOnly) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var currency = Currency.euro
                    var body: some View { OrderSection(currency: currency) }
                }
                struct OrderSection: View {
                    let currency: Currency
                    var body: some View { Section(currency.name) { OrderRow(currency: currency) } }
                }
                struct OrderRow: View {
                    let currency: Currency
                    var body: some View { PriceTag(currency: currency) }
                }
                struct PriceTag: View {
                    let currency: Currency
                    var body: some View { Text(currency.symbol) }
                }
                """),
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var isEditing = false
                    var body: some View { EditToggle(isEditing: $isEditing) }
                }
                struct EditToggle: View {
                    @Binding var isEditing: Bool
                    var body: some View { Toggle("Edit", isOn: $isEditing) }
                }
                """),
            RuleExample("""
                struct OrdersScreen: View {
                    var body: some View { OrderSection(onSelect: { _ in }) }
                }
                struct OrderSection: View {
                    let onSelect: (Order) -> Void
                    var body: some View { OrderRow(onSelect: onSelect) }
                }
                struct OrderRow: View {
                    let onSelect: (Order) -> Void
                    var body: some View { SelectButton(onSelect: onSelect) }
                }
                struct SelectButton: View {
                    let onSelect: (Order) -> Void
                    var body: some View { Button("Select") { onSelect(.sample) } }
                }
                """),
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var currency = Currency.euro
                    var body: some View { OrderSection(currency: currency) }
                }
                struct OrderSection: View {
                    let currency: Currency
                    var body: some View { Section { OrderRow(currency: currency) } }
                }
                struct OrderRow: View {
                    let currency: Currency
                    var body: some View { Text(currency.symbol) }
                }
                """),
        ])

    func checkProject(_ project: ProjectContext) -> [ProjectViolation] {
        let minForwarders = max(1, project.options.int("min_forwarders", default: Self.defaultMinForwarders))
        let analysis = PropDrillingAnalysis(index: project.index)
        return analysis.chains(minForwarders: minForwarders).map { chain in
            let graph = project.index.viewGraph
            let names = chain.views.map { graph.nodes[$0].name }
            let forwarders = chain.forwarders.map { "`\(graph.nodes[$0].name)`" }
            return ProjectViolation(file: chain.file, chain.position, """
                `\(chain.property)` is passed through \(names.joined(separator: " › ")), but \
                \(forwarders.joined(separator: " and ")) only forward it; inject it once above the subtree and read \
                it with `@Environment` in `\(names.last!)`, or hand the reader what it needs directly
                """)
        }
    }
}

/// Follows values handed from view to view through initialiser arguments.
struct PropDrillingAnalysis {
    struct Chain {
        /// The parent that hands the value in (when known), each forwarding view, and the view that reads it.
        var views: [Int]
        var forwarders: [Int]
        var property: String
        var file: Int
        var position: SourcePosition
    }

    private struct Slot: Hashable {
        var node: Int
        var property: String
    }

    private let graph: ViewGraph
    private let dataflow: Dataflow
    /// For each view node, the properties that may carry a value from its parent.
    private let candidatesByNode: [Int: [(file: Int, property: PropertyFact)]]

    init(index: ProjectIndex) {
        graph = index.viewGraph
        dataflow = index.dataflow
        var candidates: [Int: [(file: Int, property: PropertyFact)]] = [:]
        for node in graph.nodes.indices where graph.nodes[node].kind == .view {
            if let type = graph.nodes[node].type { candidates[node] = Self.candidates(type) }
        }
        candidatesByNode = candidates
    }

    func chains(minForwarders: Int) -> [Chain] {
        var memo: [Slot: [Int]?] = [:]
        var result: [Chain] = []
        for (node, candidates) in candidatesByNode.sorted(by: { $0.key < $1.key }) {
            for (file, property) in candidates {
                let slot = Slot(node: node, property: property.name)
                guard forwards(slot) != nil else { continue }
                // Report each chain once, at its first forwarding view.
                guard !handsIn(slot).contains(where: { forwards($0) != nil }) else { continue }
                var visiting = Set<Slot>()
                guard let rest = reader(from: slot, memo: &memo, visiting: &visiting), rest.count - 1 >= minForwarders else {
                    continue
                }
                let parent = graph.incoming[node].lazy.map { graph.edges[$0] }
                    .first { $0.arguments.contains { $0.label == property.name } }?.from
                result.append(Chain(views: (parent.map { [$0] } ?? []) + rest, forwarders: Array(rest.dropLast()),
                                    property: property.name, file: file, position: property.position))
            }
        }
        return result
    }

    /// The views from `slot` to the first one that reads the value (nil if none does).
    private func reader(from slot: Slot, memo: inout [Slot: [Int]?], visiting: inout Set<Slot>) -> [Int]? {
        if let cached = memo[slot] { return cached }
        guard visiting.insert(slot).inserted else { return nil }
        defer { visiting.remove(slot) }
        var result: [Int]?
        if let targets = forwards(slot) {
            for target in targets {
                if let rest = reader(from: target, memo: &memo, visiting: &visiting),
                   result == nil || rest.count + 1 > result!.count {
                    result = [slot.node] + rest
                }
            }
        } else if reads(slot) > 0 {
            result = [slot.node]
        }
        memo[slot] = result
        return result
    }

    /// Stored properties that could carry a value from a parent: not owned state, not callbacks.
    private static func candidates(_ type: TypeInfo) -> [(file: Int, property: PropertyFact)] {
                var result: [(file: Int, property: PropertyFact)] = []
        for scope in type.scopes {
            for property in scope.scope.properties where !property.isStatic && !property.isComputed {
                guard property.wrappers.allSatisfy({ Vocabulary.forwardingWrappers.contains($0.name) }) else { continue }
                if let text = property.type?.text, text.contains("->") { continue }
                result.append((scope.file, property))
            }
        }
        return result
    }

    /// Where a view passes the value on, when passing it on is all it does with it.
    private func forwards(_ slot: Slot) -> [Slot]? {
        guard candidatesByNode[slot.node]?.contains(where: { $0.property.name == slot.property }) == true else {
            return nil
        }
        var targets: [Slot] = []
        for edgeIndex in graph.outgoing[slot.node] {
            let edge = graph.edges[edgeIndex]
            for argument in edge.arguments where argument.forwardedProperty == slot.property {
                guard let label = argument.label, graph.nodes[edge.to].kind == .view,
                      let child = graph.nodes[edge.to].type,
                      child.allProperties.contains(where: { $0.name == label && !$0.isStatic && !$0.isComputed }) else {
                    return nil
                }
                targets.append(Slot(node: edge.to, property: label))
            }
        }
        guard !targets.isEmpty, let type = graph.nodes[slot.node].type,
              dataflow.onlyForwards(slot.property, in: type) else { return nil }
        return targets
    }

    /// The parents that hand a value into this slot.
    private func handsIn(_ slot: Slot) -> [Slot] {
        graph.incoming[slot.node].flatMap { edgeIndex -> [Slot] in
            let edge = graph.edges[edgeIndex]
            return edge.arguments.compactMap { argument in
                guard argument.label == slot.property, let forwarded = argument.forwardedProperty else { return nil }
                return Slot(node: edge.from, property: forwarded)
            }
        }
    }

    private func reads(_ slot: Slot) -> Int {
        guard let type = graph.nodes[slot.node].type else { return 0 }
        return dataflow.readCount(slot.property, in: type)
    }
}
