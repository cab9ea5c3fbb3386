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
            return Violation(info.declaration.position, """
                view model `\(info.name)` is missing \(ListFormat.and(missing)): a view model is an \
                `@Observable @MainActor final class`
                """, severity: notUrgent ? .info : nil, subject: .type(info.qualifiedName),
                hint: addMainActor || addFinal ? .completeClassShape(addMainActor: addMainActor, addFinal: addFinal) : nil)
        }
    }
}
