struct PropDrillingRule: ProjectRule {
    static let defaultMinForwarders = 2

    static let description = RuleDescription(
        id: "prop-drilling",
        severity: .info,
        summary: "An observable object is handed down through views that only pass it on",
        rationale: """
            When an object a screen owns travels `Screen › Section › Row › Badge` and `Section` and `Row` never \
            read it, every view on the way has to declare it, take it in its initialiser and forward it, so \
            adding or renaming it touches all of them. Shared state like this is what the environment is for: \
            inject the object once, above the subtree, and read it with `@Environment` where it is used; or pass \
            the reader a smaller, already-derived value. Plain values (titles, flags, URLs, models) passed \
            through a design system's wrappers are each view's configuration, and are left alone.
            """,
        exclusions: """
            Values, bindings and SwiftData models (configuration and data, not shared state); objects each view \
            on the way reads itself; closures (`onSelect`), which are callbacks; chains shorter than \
            `min_forwarders` views that only forward; objects whose reader cannot be found.
            """,
        options: [OptionSpec("min_forwarders", .int,
                             "views in a row that only forward the value before it is reported (default \(defaultMinForwarders))")],
        triggering: [
            RuleExample("""
                @Observable final class Cart { var items: [String] = [] }
                struct ShopScreen: View {
                    @State private var cart = Cart()
                    var body: some View { ShelfSection(cart: cart) }
                }
                struct ShelfSection: View {
                    let ↓cart: Cart
                    var body: some View { Section { ShelfRow(cart: cart) } }
                }
                struct ShelfRow: View {
                    var cart: Cart
                    var body: some View { HStack { Text("Item"); CartBadge(cart: cart) } }
                }
                struct CartBadge: View {
                    let cart: Cart
                    var body: some View { Text("\\(cart.items.count)") }
                }
                """),
            RuleExample("""
                final class Session: ObservableObject { @Published var user = "" }
                struct AccountScreen: View {
                    @StateObject private var session = Session()
                    var body: some View { AccountHeader(session: session) }
                }
                struct AccountHeader: View {
                    @ObservedObject var ↓session: Session
                    var body: some View { AccountTitle(session: session) }
                }
                struct AccountTitle: View {
                    @ObservedObject var session: Session
                    var body: some View { UserBadge(session: session) }
                }
                struct UserBadge: View {
                    @ObservedObject var session: Session
                    var body: some View { Text(session.user) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct OrdersScreen: View {
                    @State private var currency = Currency.euro
                    var body: some View { OrderSection(currency: currency, title: "Orders") }
                }
                struct OrderSection: View {
                    let currency: Currency
                    let title: String
                    var body: some View { Section { OrderRow(currency: currency, title: title) } }
                }
                struct OrderRow: View {
                    let currency: Currency
                    let title: String
                    var body: some View { HStack { Text("Total"); PriceTag(currency: currency, title: title) } }
                }
                struct PriceTag: View {
                    let currency: Currency
                    let title: String
                    var body: some View { Text(title + currency.symbol) }
                }
                """),
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
            if let type = graph.nodes[node].type { candidates[node] = Self.candidates(type, types: index.types) }
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

    /// Stored properties that could carry an observable object from a parent: not owned state, not values.
    private static func candidates(_ type: TypeInfo, types: TypeTable) -> [(file: Int, property: PropertyFact)] {
        var result: [(file: Int, property: PropertyFact)] = []
        for scope in type.scopes {
            for property in scope.scope.properties where !property.isStatic && !property.isComputed {
                guard property.wrappers.allSatisfy({ Vocabulary.forwardingWrappers.contains($0.name) && $0.name != "Binding" }),
                      let name = property.type?.nominal, case .project(let info) = types.resolve(name, from: type.qualifiedName),
                      types.isObservableObjectType(info) else { continue }
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
