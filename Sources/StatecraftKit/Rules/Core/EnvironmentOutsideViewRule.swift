struct EnvironmentOutsideViewRule: Rule {
    static let description = RuleDescription(
        id: "environment-outside-view",
        severity: .warning,
        summary: "`@Environment` in a type SwiftUI never installs in a view hierarchy",
        rationale: """
            SwiftUI fills `@Environment` and `@EnvironmentObject` only in views, view modifiers, apps, scenes and \
            other dynamic properties it manages. In a view model, service or plain struct the property never \
            receives a value: `@Environment` silently keeps its default, `@EnvironmentObject` crashes on first \
            use. Read the value in a view and pass it in, or inject the dependency through `init`.
            """,
        exclusions: """
            Views, view modifiers, apps, scenes, `DynamicProperty` types, styles and other SwiftUI content types; \
            structs and enums conforming to protocols Statecraft cannot resolve. `openURL`, `openWindow`, \
            `openDocument` and `openSettings` still act through their default value (only handlers a view installs \
            are lost), so those are information.
            """,
        triggering: [
            RuleExample("""
                @Observable final class FeedModel {
                    @ObservationIgnored @Environment(\\.openURL) private var ↓openURL
                }
                """),
            RuleExample("""
                struct PriceFormatter: Equatable {
                    @Environment(\\.locale) var ↓locale
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct FeedView: View {
                    @Environment(\\.openURL) private var openURL
                    var body: some View { Text("Feed") }
                }
                struct Card: ViewModifier {
                    @Environment(\\.colorScheme) private var scheme
                    func body(content: Content) -> some View { content }
                }
                struct Pressable: ButtonStyle {
                    @Environment(\\.isEnabled) private var isEnabled
                    func makeBody(configuration: Configuration) -> some View { configuration.label }
                }
                """),
            RuleExample("""
                struct Screen: CustomScreenProtocol {
                    @Environment(\\.dismiss) private var dismiss
                }
                """),
            RuleExample("""
                protocol Screen: View {}
                struct Home: Screen {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Text("Home") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types where type.kind != .protocol {
            guard !file.index.types.conforms(type, toAny: Vocabulary.environmentHostProtocols) else { continue }
            if !type.isClass {
                // A struct may conform to a protocol from a package that refines `View`: stay silent then.
                guard file.index.types.unknownInheritance(of: type).isEmpty else { continue }
            }
            for scope in file.scopes(of: type) {
                for property in scope.properties {
                    guard let wrapper = property.wrappers.first(where: { $0.name == "Environment" || $0.name == "EnvironmentObject" }) else {
                        continue
                    }
                    let appWideAction = wrapper.keyPathArgument.map(Vocabulary.appWideEnvironmentActions.contains) ?? false
                    let consequence = wrapper.name == "EnvironmentObject" ? "reading it crashes"
                        : appWideAction ? "it always holds the default action, which ignores any handler a view installs"
                        : "it always holds the default value"
                    violations.append(Violation(property.position, """
                        `@\(wrapper.name) var \(property.name)` is declared in `\(type.name)`, which is not a view, \
                        modifier, app, scene or dynamic property: SwiftUI never fills it, so \(consequence); read \
                        it in a view and pass the value in
                        """, severity: appWideAction ? .info : nil))
                }
            }
        }
        return violations
    }
}
