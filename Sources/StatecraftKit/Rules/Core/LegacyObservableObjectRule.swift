struct LegacyObservableObjectRule: Rule {
    static let description = RuleDescription(
        id: "legacy-observable-object",
        severity: .warning,
        summary: "An `ObservableObject` class where the Observation framework is available",
        rationale: """
            With `ObservableObject`, every view that observes the object re-renders when any `@Published` \
            property changes. An `@Observable` class (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1) tracks \
            which properties each view actually reads, needs no `@Published`, and works with plain `@State`, \
            `@Environment` and `@Bindable`. Classes that `statecraft fix` cannot migrate mechanically are reported \
            as info, with the same reasons `fix` gives: `objectWillChange` used for more than announcing the \
            class's own writes, `$property` publishers it cannot bridge (used through an object Statecraft cannot \
            resolve, passed `inout`), a class hierarchy, synthesised `Codable` keys, an `init` that reads state \
            before it is all set, and the other skip reasons the README's `fix` section lists. Combine pipelines \
            on its own publishers do not hold it back: `fix` feeds each from the property's `willSet`.
            """,
        exclusions: """
            Deployment targets older than Observation; classes already `@Observable` (unless they still conform to \
            `ObservableObject`, a leftover the fix removes); subclasses of an `ObservableObject` class. Information rather than a warning: a class that publishes nothing, one with a \
            single published property (the views reading it update as before), one no view holds with a wrapper \
            (the views reading it start to update once it is `@Observable`), and one `fix` cannot migrate, with \
            the reason.
            """,
        triggering: [
            RuleExample("""
                final class ↓Basket: ObservableObject {
                    @Published var items: [String] = []
                    @Published var coupon: String?
                }
                struct BasketBadge: View {
                    @ObservedObject var basket: Basket
                    var body: some View { Text("\\(basket.items.count)") }
                }
                """),
            RuleExample("""
                final class ↓ShoppingList: ObservableObject {
                    @Published var items: [String] = []
                }
                struct ListScreen: View {
                    @StateObject private var list = ShoppingList()
                    var body: some View { Text("\\(list.items.count)") }
                }
                """),
            RuleExample("""
                @Observable
                final class ↓Stopwatch: ObservableObject {
                    var seconds = 0
                }
                struct StopwatchView: View {
                    @StateObject private var stopwatch = Stopwatch()
                    var body: some View { Text("\\(stopwatch.seconds)") }
                }
                """),
            RuleExample("""
                final class ↓Session {}
                extension Session: ObservableObject {}
                struct AccountView: View {
                    @EnvironmentObject var session: Session
                    var body: some View { Text("\\(session)") }
                }
                """),
            RuleExample("""
                final class ↓Clock: ObservableObject {
                    @Published var now = Date()
                }
                """),
            RuleExample("""
                import Combine
                final class ↓SearchField: ObservableObject {
                    @Published var query = ""
                    @Published var suggestions: [String] = []
                    private var subscriptions = Set<AnyCancellable>()
                    init() {
                        $query.debounce(for: .milliseconds(200), scheduler: RunLoop.main)
                            .sink { [weak self] text in self?.suggestions = [text] }
                            .store(in: &subscriptions)
                    }
                }
                struct SearchBar: View {
                    @StateObject private var field = SearchField()
                    var body: some View { Text(field.query) }
                }
                """),
            RuleExample("""
                final class ↓Ticker: ObservableObject {
                    @Published var value = 0
                    func poke() { objectWillChange.send() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class ShoppingList {
                    var items: [String] = []
                }
                """),
            RuleExample("""
                final class ShoppingList: ObservableObject {
                    @Published var items: [String] = []
                }
                """, deploymentTarget: [.iOS: OSVersion(16, 0)]),
        ],
        corrections: [
            RuleCorrection("""
                import SwiftUI

                final class ShoppingList: ObservableObject {
                    @Published var items: [String] = []
                }
                struct ListScreen: View {
                    @StateObject private var list = ShoppingList()
                    var body: some View { Text("\\(list.items.count)") }
                }
                """, """
                import SwiftUI

                @Observable final class ShoppingList {
                    var items: [String] = []
                }
                struct ListScreen: View {
                    @State private var list = ShoppingList()
                    var body: some View { Text("\\(list.items.count)") }
                }
                """),
            RuleCorrection("""
                import Combine
                import SwiftUI

                final class Clock: ObservableObject {
                    @Published var now = Date()
                    @Published var zone = "UTC"
                    private var subscriptions = Set<AnyCancellable>()

                    func start() {
                        Timer.publish(every: 1, on: .main, in: .common).autoconnect().assign(to: &$now)
                        $zone.dropFirst().sink { print("zone: \\($0)") }.store(in: &subscriptions)
                    }
                }
                struct ClockFace: View {
                    @StateObject private var clock = Clock()
                    var body: some View { Text(clock.now, style: .time).onAppear { clock.start() } }
                }
                """, """
                import Combine
                import SwiftUI

                @Observable final class Clock {
                    var now = Date()
                    var zone = "UTC" {
                        willSet { zonePublisher.send(newValue) }
                    }
                    @ObservationIgnored private lazy var zonePublisher = CurrentValueSubject<_, Never>(zone)
                    private var subscriptions = Set<AnyCancellable>()

                    func start() {
                        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] in self?.now = $0 }.store(in: &subscriptions)
                        zonePublisher.dropFirst().sink { print("zone: \\($0)") }.store(in: &subscriptions)
                    }
                }
                struct ClockFace: View {
                    @State private var clock = Clock()
                    var body: some View { Text(clock.now, style: .time).onAppear { clock.start() } }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard file.deploymentTargets.allowsObservation else { return [] }
        var violations: [Violation] = []
        for type in file.types where type.isClass && type.inherited.contains(where: { SyntaxReading.simpleName($0) == "ObservableObject" }) {
            let reasons = file.index.roles.migrationBlockers.reasons(type)
            // The reasons shortened to fit the message once; the finding's notes then hold them all.
            let listed = ShortList.joined(reasons, budget: 200, cutsLongItem: true)
            if type.attributes.contains("Observable") {
                guard MigrationBlockers.keepsLeftoverConformance(type, file.index.types) else { continue }
                var violation = Violation(type.declaration.position, reasons.isEmpty ? """
                    `\(type.name)` is `@Observable` and still conforms to `ObservableObject`, which it no longer needs; \
                    `statecraft fix` removes the conformance and moves its `@StateObject`/`@ObservedObject` holders \
                    to `@State` and plain properties
                    """ : """
                    `\(type.name)` is `@Observable` and still conforms to `ObservableObject`; `statecraft fix` cannot \
                    remove the conformance mechanically: \(listed.text)
                    """, severity: .info)
                if listed.shortened { violation.notes = reasons }
                violations.append(violation)
                continue
            }
            // `@Published`, and wrappers that publish through the object too (`@AppStorage`), or by hand.
            if !MigrationBlockers.publishes(type), reasons.allSatisfy({ $0 == MigrationBlockers.publishesNothing }) {
                // Nothing published, nothing signalled: no view re-renders because of it today, whatever would
                // stop a migration.
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject` that publishes nothing, so no view updates from it; drop \
                    the conformance if it only carries dependencies, or make it `@Observable` if views should follow \
                    its properties
                    """, severity: .info))
            } else if reasons.isEmpty, file.index.roles.migrationBlockers.isUnobserved(type) {
                // No view subscribes: moving it changes which views update, not how often.
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject` that no view holds with `@StateObject`, `@ObservedObject` or \
                    `@EnvironmentObject`, so views that read it do not update from it; `statecraft fix` can mark it \
                    `@Observable`, after which they do
                    """, severity: .info))
            } else if reasons.isEmpty, let only = onlyPublished(type) {
                // One published property: the views reading it update the same way after the move.
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject` with one published property, `\(only)`: `statecraft fix` \
                    can mark it `@Observable`, after which views that hold it without reading `\(only)` stop \
                    re-rendering when it changes
                    """, severity: .info))
            } else if reasons.isEmpty {
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject`: every observing view re-renders on any change; mark it \
                    `@Observable` (drop `@Published`) so views update only for the properties they read
                    """))
            } else {
                var violation = Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject`, but `statecraft fix` cannot move it to `@Observable` \
                    mechanically: \(listed.text)
                    """, severity: .info)
                if listed.shortened { violation.notes = reasons }
                violations.append(violation)
            }
        }
        return violations
    }


    /// The name of the class's only stored property that views observe (`@Published`, or any stored `var` of
    /// state when it publishes by hand), when there is exactly one.
    private func onlyPublished(_ type: TypeInfo) -> String? {
        let published = type.storedProperties.filter { $0.hasWrapper("Published") }
        guard published.count == 1, !type.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) else { return nil }
        return published[0].name
    }
}

extension LegacyObservableObjectRule: CorrectableRule {
    static let correction = Correction.migration
}
