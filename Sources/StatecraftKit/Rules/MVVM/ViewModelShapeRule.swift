struct ViewModelShapeRule: Rule {
    static let description = RuleDescription(
        id: "view-model-shape",
        pack: .mvvm,
        severity: .warning,
        optIn: true,
        summary: "A view model that is not an `@Observable @MainActor final class`",
        rationale: """
            A view model drives UI, so it belongs on the main actor; `@Observable` lets SwiftUI track exactly the \
            properties each view reads; `final` rules out subclasses that would change its behaviour behind the \
            view's back. All three together are the shape every screen's view model should have. A class missing \
            only `final` is reported as information: nothing behaves differently until someone subclasses it; so \
            is one missing only `@MainActor` that does no asynchronous work, which runs wherever its view calls it. \
            The rule is opt-in: the compiler already treats a class nobody subclasses as final, and under Swift 6 it \
            reports the actor isolation a view model gets wrong, so on real apps most of these findings are a \
            team's house style rather than a fault. Turn it on to hold every view model to the one shape.
            """,
        exclusions: """
            `@MainActor` is not required when the project builds with main-actor default isolation or the class \
            adopts a main-actor UIKit/AppKit protocol (`UICollectionViewDelegate`); generic bridges with no state \
            are not checked; `final` is \
            not required when the project subclasses the class; `@Observable` is not required when the \
            deployment target predates Observation. Environment services and SwiftData models are not view models.
            """,
        triggering: [
            RuleExample("""
                @Observable
                final class ↓TagPickerViewModel: Hashable {
                    var tags: [String] = []
                    func load() async { tags = ["swift"] }
                    static func == (lhs: TagPickerViewModel, rhs: TagPickerViewModel) -> Bool { lhs === rhs }
                    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }
                """),
            RuleExample("""
                @Observable
                open class ↓ComposerViewModel: Hashable {
                    var text = ""
                    func send() async {}
                    public static func == (lhs: ComposerViewModel, rhs: ComposerViewModel) -> Bool { lhs === rhs }
                    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
                }
                """),
            RuleExample("""
                final class ↓InboxViewModel: ObservableObject {
                    @Published var messages: [String] = []
                }
                """),
            RuleExample("""
                @Observable
                class ↓ProfileViewModel {
                    var name = ""
                }
                """),
            RuleExample("""
                @Observable
                final class ↓FeedViewModel {
                    var posts: [String] = []
                    func refresh() async { posts = (try? await FeedClient().latest()) ?? [] }
                }
                """),
            RuleExample("""
                @Observable final class ↓TimerModel { var seconds = 0 }
                struct TimerScreen: View {
                    @State private var model = TimerModel()
                    var body: some View { Text("\\(model.seconds)") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable
                final class ScriptEditorViewModel: UIDocument {
                    var text = ""
                }
                """),
            RuleExample("""
                @Observable @MainActor
                final class InboxViewModel {
                    var messages: [String] = []
                }
                """),
            RuleExample("""
                @Observable @MainActor class BaseListViewModel { var items: [String] = [] }
                @Observable @MainActor final class TagListViewModel: BaseListViewModel {}
                """),
            RuleExample("""
                @MainActor final class LegacyViewModel: ObservableObject {
                    @Published var count = 0
                }
                """, deploymentTarget: [.iOS: OSVersion(16, 0)]),
        ],
        corrections: [
            RuleCorrection("""
                @Observable
                class ProfileViewModel {
                    var name = ""
                }
                """, """
                @Observable
                @MainActor
                final class ProfileViewModel {
                    var name = ""
                }
                """),
        ])

    /// Work that may run off the main actor and come back to the view model: `async` methods, `Task {}`,
    /// dispatch queues, Combine sinks and receivers.
    static func doesConcurrentWork(_ info: TypeInfo) -> Bool {
        info.allFunctions.contains(where: \.isAsync) || info.scopes.contains { scope in
            scope.scope.usage.calls.contains { call in
                ["Task", "detached", "async", "asyncAfter", "sink", "receive", "assign"].contains(call.name)
            }
        }
    }

    func check(_ file: FileContext) -> [Violation] {
        file.viewModels.compactMap { info in
            // A generic bridge with no state of its own (`Relay<P: Publisher>`) is plumbing, not a screen's view model.
            if info.declaration.isGeneric, !info.storedProperties.contains(where: { !$0.isLet }) { return nil }
            var missing: [String] = []
            if file.index.types.observability(of: info) == .observableObject, file.deploymentTargets.allowsObservation {
                missing.append("`@Observable`")
            }
            let addMainActor = !file.index.roles.mainActor.isMainActor(info)
            if addMainActor { missing.append("`@MainActor`") }
            let addFinal = !info.declaration.modifiers.contains("final") && !file.index.types.hasProjectSubclass(info)
            if addFinal { missing.append("`final`") }
            guard !missing.isEmpty else { return nil }
            // `@Observable` comes with `observation-migration`; the rule's own fix adds the other two.
            // A missing `final` alone changes nothing at run time, and a view model that does no asynchronous
            // work (no `async` methods, `Task`s, dispatch or Combine sinks) only runs where its view calls it:
            // worth a note, not a warning.
            let onlyFinal = missing.count == 1 && addFinal
            let notUrgent = onlyFinal || (!missing.contains("`@Observable`") && !Self.doesConcurrentWork(info))
            // What `fix` adds is decided here, and said when it leaves something out.
            let mainActorRisk = addMainActor ? Self.mainActorRisk(info, file.index) : nil
            let isOpen = info.declaration.modifiers.contains("open")
            let fixMainActor = addMainActor && mainActorRisk == nil
            let fixFinal = addFinal && !isOpen
            var left: [String] = []
            if let mainActorRisk { left.append("no `@MainActor`, as \(mainActorRisk)") }
            if addFinal && isOpen { left.append("no `final`, as the class is `open` (an API decision)") }
            let fixesPart = fixMainActor || fixFinal
            let note = fixesPart && !left.isEmpty
                ? " (`fix` adds \(fixMainActor ? "`@MainActor`" : "`final`"), \(left.joined(separator: "; ")))" : ""
            var violation = Violation(info.declaration.position, """
                view model `\(info.name)` is missing \(ListFormat.and(missing)): a view model is an \
                `@Observable @MainActor final class`\(note)
                """, severity: notUrgent ? .info : nil, subject: .type(info.qualifiedName),
                hint: fixesPart ? .completeClassShape(addMainActor: fixMainActor, addFinal: fixFinal) : nil)
            if !fixesPart && !left.isEmpty { violation.fixLeaves = left.joined(separator: "; ") }
            return violation
        }
    }

    /// Why adding `@MainActor` could break code that compiles today, if it could.
    private static func mainActorRisk(_ info: TypeInfo, _ index: ProjectIndex) -> String? {
        if let conformance = info.inherited.map(SyntaxReading.simpleName).first(where: { Vocabulary.nonisolatedRequirementProtocols.contains($0) }) {
            return "its `\(conformance)` conformance has requirements that are not main-actor isolated"
        }
        if let test = index.files.first(where: { $0.isTestFile && $0.mentionedTypeNames.contains(info.name) }) {
            return "\(test.path) uses it (make sure those tests run on the main actor, then add it)"
        }
        for holder in index.types.all where holder !== info && !index.types.isView(holder) && !index.roles.mainActor.isMainActor(holder) {
            let holds = holder.storedProperties.contains { property in
                guard let name = index.types.heldTypeName(property), case .project(let held) = index.types.resolve(name, from: holder.qualifiedName) else { return false }
                return held === info
            }
            if holds { return "`\(holder.name)`, which is not main-actor isolated, holds it" }
        }
        return nil
    }
}
