struct StateCopiesParameterRule: Rule {
    static let description = RuleDescription(
        id: "state-copies-parameter",
        severity: .warning,
        summary: "`@State` initialised from a parameter ignores later updates from the parent",
        rationale: """
            SwiftUI keeps `@State` storage for the lifetime of the view's identity and uses the initial value \
            only once. State seeded from an init parameter (`_count = State(initialValue: count)`, or a \
            `@State var count: Int` filled by the memberwise initialiser) silently ignores every later value the \
            parent passes. This holds for `@State var count = 0` too once a caller passes `count:`. Use a `let` or a \
            `@Binding` for data the parent owns; if a starting value is really \
            intended, say so by naming the parameter `initial…`.
            """,
        exclusions: """
            State the view edits (a draft seeded from the parent, written or bound with `$`); parameters named \
            `initial…` or `default…`; `@Observable` objects built by the parent and handed in \
            (the documented way to inject a view model); reference types and types Statecraft cannot resolve; \
            views whose every caller in the project passes a constant (`Badge(count: 3)`, `L10n.title`, a `let` of \
            its own with an initial value) or leaves the default, which never changes; state that callers set only \
            from loop elements or values built on the spot (a starting value); views only widgets or a hosting \
            controller build, which never receive a later value; views shown only as a sheet, a navigation \
            destination or a context menu's preview, which take their input once (a draft, a route value); values \
            callers pass down unchanged from a constant or a loop element, followed a few callers up.
            """,
        triggering: [
            RuleExample("""
                struct QuantityEditor: View {
                    @State private var ↓quantity: Int
                    init(item: Item) {
                        _quantity = State(initialValue: item.quantity)
                    }
                    var body: some View { Text("\\(quantity) left") }
                }
                """),
            RuleExample("""
                struct TitleLabel: View {
                    @State var ↓title: String
                    var body: some View { Text(title) }
                }
                """),
            RuleExample("""
                @Observable final class UploadController { var title = "" }
                struct UploadScreen: View {
                    let controller: UploadController
                    var body: some View { UploadHeader(title: controller.title) }
                }
                struct UploadHeader: View {
                    @State var ↓title: String
                    var body: some View { Text(title) }
                }
                """),
            RuleExample("""
                struct ScoreBadge: View {
                    @State var ↓score = 0
                    var body: some View { Text("\\(score)") }
                }
                ---
                struct PlayerRow: View {
                    let score: Int
                    var body: some View { ScoreBadge(score: score) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct SectionTitle: View {
                    @State private var text: String
                    init(_ text: String) { _text = State(initialValue: text) }
                    var body: some View { Text(text).bold() }
                }
                struct LibraryHeader: View {
                    var body: some View { VStack { SectionTitle("Reads"); SectionTitle("Saved") } }
                }
                """),
            RuleExample("""
                struct ShelfBadge: View {
                    @State var label: String
                    var body: some View { Text(label) }
                }
                struct Shelf: View {
                    @State private var label = "New"
                    let books: [String]
                    var body: some View {
                        ForEach(books, id: \\.self) { Text($0) }
                        ShelfBadge(label: label)
                    }
                }
                """),
            RuleExample("""
                struct NotePreview: View {
                    @State var title: String
                    var body: some View { Text(title).font(.title) }
                }
                struct NoteRow: View {
                    @Binding var title: String
                    var body: some View {
                        Text(title).contextMenu(menuItems: { Button("Pin") {} }, preview: { NotePreview(title: title) })
                    }
                }
                """),
            RuleExample("""
                struct Sparkles: View {
                    @State private var dots: [Double]
                    init(count: Int = 5) { _dots = State(initialValue: Sparkles.scatter(count)) }
                    static func scatter(_ count: Int) -> [Double] { (0..<count).map { _ in .random(in: 0...1) } }
                    var body: some View { Text("\\(dots.count)") }
                }
                struct Banner: View {
                    private let sparkleCount = 9
                    var body: some View { Sparkles(count: sparkleCount).overlay(Sparkles()) }
                }
                """),
            RuleExample("""
                struct ScoreBadge: View {
                    @State var score = 0
                    var body: some View { Text("\\(score)") }
                }
                struct PlayerRow: View {
                    let score: Int
                    var body: some View { ScoreBadge(score: score) }
                }
                struct Podium: View {
                    var body: some View { VStack { PlayerRow(score: 3); PlayerRow(score: 2) } }
                }
                """),
            RuleExample("""
                struct LanguageList: View {
                    @State var selected: String
                    var body: some View { Text(selected) }
                }
                struct ComposeBar: View {
                    let language: String
                    @State private var isPicking = false
                    var body: some View {
                        Button(language) { isPicking = true }
                            .popover(isPresented: $isPicking) { LanguageList(selected: language) }
                    }
                }
                """),
            RuleExample("""
                struct Badge: View {
                    @State var count: Int
                    var body: some View { Text("\\(count)") }
                }
                struct Toolbar: View {
                    var body: some View { HStack { Badge(count: 3); Badge(count: 0) } }
                }
                """),
            RuleExample("""
                struct ScoreBadge: View {
                    @State var score = 0
                    var body: some View { Text("\\(score)") }
                }
                ---
                struct PlayerRow: View {
                    let players: [Player]
                    var body: some View {
                        ScoreBadge(score: 10)
                        ForEach(players) { player in ScoreBadge(score: player.startingScore) }
                    }
                }
                """),
            RuleExample("""
                struct ArtworkWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "artwork", provider: ArtworkProvider()) { entry in
                            ArtworkView(imageData: entry.imageData, caption: Strings.nowPlaying)
                        }
                    }
                }
                struct ArtworkView: View {
                    @State var imageData: Data?
                    @State var caption: String
                    var body: some View { Text(caption) }
                }
                """),
            RuleExample("""
                struct Caption: View {
                    @State var text: String
                    var body: some View { Text(text) }
                }
                struct Footer: View {
                    var body: some View { Caption(text: Strings.footer); Caption(text: Theme.Copy.legal) }
                }
                """),
            RuleExample("""
                struct QuantityEditor: View {
                    @State private var quantity: Int
                    init(initialQuantity: Int) {
                        _quantity = State(initialValue: initialQuantity)
                    }
                    var body: some View { Stepper("\\(quantity)", value: $quantity) }
                }
                """),
            RuleExample("""
                @Observable final class DetailModel { var title = "" }
                struct DetailView: View {
                    @State private var model: DetailModel
                    init(model: DetailModel) { _model = State(initialValue: model) }
                    var body: some View { Text(model.title) }
                }
                """),
            RuleExample("""
                struct FilterEditor: View {
                    @State private var title: String
                    @State private var keywords: [String]
                    init(filter: Filter) {
                        _title = State(initialValue: filter.title)
                        _keywords = .init(initialValue: filter.keywords)
                    }
                    var body: some View {
                        TextField("Title", text: $title)
                        Button("Add") { keywords.append(title) }
                    }
                }
                """),
            RuleExample("""
                struct Counter: View {
                    @State private var count = 0
                    let title: String
                    var body: some View { Text(title) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        // Views built once, by widgets or a hosting controller, never receive a later value to lose. A presented
        // or pushed view takes its input as a draft or a route value, which the parent does not change while it
        // is shown.
        let graph = file.index.viewGraph
        for view in file.views where !file.index.coverage.isWidgetOnly(view) && !graph.isBuiltOnlyByHosts(view)
            && !graph.isOnlyPresentedOrPushed(view) {
            let declarationInitializers = view.declaration.scope.functions.filter { $0.kind == .initializer }
            // Each seeded state, with the argument labels of the parameters it is seeded from.
            var seedLabels: [String: [String?]] = [:]
            for scopeRef in view.scopes {
                let scope = scopeRef.scope
                for assignment in scope.usage.assignments where assignment.inInitializer && assignment.target.hasPrefix("_") {
                    guard case .function(let index)? = assignment.member, scope.functions.indices.contains(index) else { continue }
                    let function = scope.functions[index]
                    for (position, parameter) in function.parameterNames.enumerated()
                    where assignment.valueNames.contains(parameter) && !isIntendedSeed(parameter) {
                        let label = position < function.parameterLabels.count ? function.parameterLabels[position] : nil
                        seedLabels[String(assignment.target.dropFirst()), default: []].append(label)
                    }
                }
            }
            for property in view.declaration.scope.properties where property.hasWrapper("State") {
                // State the view edits is a draft seeded from the parent: the copy is intended.
                guard file.index.types.isCertainlyValue(property, context: view.qualifiedName),
                      !file.index.types.mayMutate(property, of: view), !view.projects(property.name) else { continue }
                if declarationInitializers.isEmpty {
                    guard !isIntendedSeed(property.name) else { continue }
                    // Callers that pass loop elements or values built on the spot give a starting value; one that
                    // forwards its own property hands over data that changes.
                    let constructions = file.index.dataflow.constructions(of: view)
                    let passing = someCallerForwardsItsProperty(view, label: property.name, index: file.index)
                        || (!property.hasInitialValue && constructions.isEmpty)
                    guard passing else { continue }
                    violations.append(Violation(property.position, """
                        `@State \(property.isPrivate ? "private " : "")var \(property.name)` takes its first value from the caller through the memberwise \
                        initialiser, and ignores every later value; use `let` or `@Binding` for data the parent \
                        owns, or name it `initial…` if only a starting value is meant
                        """))
                    continue
                }
                guard let labels = seedLabels[property.name],
                      !everyCallerPassesConstants(view, labels: labels, index: file.index) else { continue }
                violations.append(Violation(property.position, """
                    `@State \(property.isPrivate ? "private " : "")var \(property.name)` is initialised from an init parameter and ignores every later \
                    value the parent passes; use `let` or `@Binding`, or name the parameter `initial…` if only a \
                    starting value is meant
                    """))
            }
        }
        return violations
    }

    /// True when some place that builds the view passes one of its own properties for `label` that changes: its
    /// state, a binding, an environment or observed value, a computed property, or a plain property its own
    /// callers fill from such a value (followed a few callers up). A default the caller overrides with a loop
    /// element or a computed value is usually meant as a starting value, and a constant passed down never
    /// changes.
    private func someCallerForwardsItsProperty(_ view: TypeInfo, label: String, index: ProjectIndex, depth: Int = 3) -> Bool {
        index.dataflow.constructions(of: view).contains { construction in
            guard let argument = construction.argument(label), let caller = construction.caller,
                  let forwarded = argument.forwardedProperty ?? argument.memberOfProperty else { return false }
            guard let property = caller.scopes.lazy.flatMap(\.scope.properties).first(where: { $0.name == forwarded && !$0.isStatic }) else {
                return false
            }
            if property.isComputed { return true }
            // A state the caller never changes keeps its first value, and so does what it passes whole.
            if !property.wrappers.isEmpty {
                return argument.forwardedProperty == nil || argument.isBinding || !Self.keepsItsFirstValue(property, of: caller, index: index)
            }
            // `title: controller.title`: an observable object's properties change whoever holds it.
            if argument.memberOfProperty != nil, let held = index.types.heldTypeName(property),
               case .project(let object) = index.types.resolve(held, from: caller.qualifiedName),
               index.types.isObservableObjectType(object) { return true }
            // A plain stored property: it changes when the caller's own callers pass a changing value (or when
            // Statecraft sees none of them, and cannot tell).
            guard depth > 0, !property.isLet || !property.hasInitialValue else { return false }
            guard !index.dataflow.constructions(of: caller).isEmpty else { return true }
            return someCallerForwardsItsProperty(caller, label: forwarded, index: index, depth: depth - 1)
        }
    }

    /// Some place builds the view, and every place passes, for each of `labels` (nil: the unlabelled argument),
    /// nothing (the default), a literal or a case, or a value of its own that keeps its first value (`count:
    /// blobCount` with `private let blobCount = 9`): the seed is the same whenever the parent rebuilds the view.
    private func everyCallerPassesConstants(_ view: TypeInfo, labels: [String?], index: ProjectIndex) -> Bool {
        let constructions = index.dataflow.constructions(of: view)
        guard !constructions.isEmpty, labels.filter({ $0 == nil }).count <= 1 else { return false }
        return constructions.allSatisfy { construction in
            labels.allSatisfy { label in
                let passed = construction.arguments.filter { $0.label == label }
                guard let argument = passed.first else { return true }
                guard passed.count == 1 else { return false }
                if argument.isConstant || argument.constant != nil { return true }
                guard !argument.isBinding, let forwarded = argument.forwardedProperty, let caller = construction.caller,
                      let property = caller.scopes.lazy.flatMap(\.scope.properties).first(where: { $0.name == forwarded })
                else { return false }
                return Self.keepsItsFirstValue(property, of: caller, index: index)
            }
        }
    }

    /// A `let` with an initial value, or a `@State` its view never changes or binds: the value it is first given
    /// is the one it keeps while the view lives.
    private static func keepsItsFirstValue(_ property: PropertyFact, of owner: TypeInfo, index: ProjectIndex) -> Bool {
        guard !property.isComputed, !property.isStatic else { return false }
        if property.wrappers.isEmpty { return property.isLet && property.hasInitialValue }
        return property.wrappers.count == 1 && property.hasWrapper("State") && !index.types.mayMutate(property, of: owner)
            && !owner.projects(property.name)
    }

    private func isIntendedSeed(_ name: String) -> Bool {
        Vocabulary.seedParameterPrefixes.contains { name.hasPrefix($0) }
    }
}
