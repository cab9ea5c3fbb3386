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
            as info, with the same reasons `fix` gives: Combine (`objectWillChange`, `$property` publishers), a \
            class hierarchy, synthesised `Codable` keys, an `init` that reads state before it is all set, and the \
            other skip reasons the README's `fix` section lists.
            """,
        exclusions: "Deployment targets older than Observation; classes already `@Observable`; subclasses of an `ObservableObject` class.",
        triggering: [
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
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard file.deploymentTargets.allowsObservation else { return [] }
        var violations: [Violation] = []
        for type in file.types where type.isClass && type.inherited.contains(where: { SyntaxReading.simpleName($0) == "ObservableObject" }) {
            guard !type.attributes.contains("Observable") else { continue }
            let reasons = file.index.roles.migrationBlockers.reasons(type)
            if reasons.isEmpty, !type.storedProperties.contains(where: { $0.hasWrapper("Published") }) {
                // Nothing published, nothing signalled: no view re-renders because of it today.
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject` that publishes nothing, so no view updates from it; drop \
                    the conformance if it only carries dependencies, or make it `@Observable` if views should follow \
                    its properties
                    """, severity: .info))
            } else if reasons.isEmpty {
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject`: every observing view re-renders on any change; mark it \
                    `@Observable` (drop `@Published`) so views update only for the properties they read
                    """))
            } else {
                violations.append(Violation(type.declaration.position, """
                    `\(type.name)` is an `ObservableObject`, but `statecraft fix` cannot move it to `@Observable` \
                    mechanically: \(reasons.joined(separator: "; "))
                    """, severity: .info))
            }
        }
        return violations
    }
}

extension LegacyObservableObjectRule: CorrectableRule {
    static let correction = Correction.migration
}
