struct NavigationViewRule: Rule {
    static let description = RuleDescription(
        id: "navigation-view",
        severity: .warning,
        summary: "`NavigationView` is deprecated",
        rationale: """
            `NavigationView` is deprecated since iOS 16 and macOS 13. Its behaviour depends on the platform and \
            size class, and it cannot express data-driven navigation. Use `NavigationStack` for a single column \
            of pushed views (with `.navigationDestination`), or `NavigationSplitView` for a sidebar and detail.
            """,
        exclusions: """
            Deployment targets older than iOS 16 / macOS 13 / tvOS 16 / watchOS 9, where the replacements do not \
            exist; the fallback of an availability check every deployment target meets (`else` of `if \
            #available(iOS 16, *)` in an app for iOS 17), which never runs; previews, views only previews show, fixtures for them (a type named `…Preview` that is not a \
            view), and test code (snapshot tests), which never ship.
            """,
        triggering: [
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        ↓NavigationView {
                            Form { Text("Units") }
                        }
                    }
                }
                """),
            RuleExample("""
                struct SettingsView: View {
                    let usesStack: Bool
                    var body: some View {
                        if #available(iOS 16, *), usesStack {
                            NavigationStack { Form { Text("Units") } }
                        } else {
                            ↓NavigationView { Form { Text("Units") } }
                        }
                    }
                }
                """, deploymentTarget: [.iOS: OSVersion(17, 0)]),
            RuleExample("""
                struct InboxView: View {
                    var body: some View {
                        if #available(iOS 16, *) { NavigationStack { Text("Inbox") } } else { legacyBody }
                    }
                    var compactBody: some View { legacyBody.padding() }
                    private var legacyBody: some View { ↓NavigationView { Text("Inbox") } }
                }
                """, deploymentTarget: [.iOS: OSVersion(17, 0)]),
        ],
        nonTriggering: [
            RuleExample("""
                #Preview {
                    NavigationView { Text("Inbox") }
                }
                struct Inbox_Previews: PreviewProvider {
                    static var previews: some View { NavigationView { Text("Inbox") } }
                }
                """),
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        NavigationStack { Form { Text("Units") } }
                    }
                }
                """),
            RuleExample("""
                enum PickerPreview {
                    static var content: some View { NavigationView { Text("Pick") } }
                }
                """),
            RuleExample("""
                #Preview("Signed in") {
                    struct PreviewWrapper: View {
                        var body: some View { NavigationView { Text("Account") } }
                    }
                    return PreviewWrapper()
                }
                #Preview("Signed out") {
                    struct PreviewWrapper: View {
                        var body: some View { NavigationView { Text("Sign in") } }
                    }
                    return PreviewWrapper()
                }
                """),
            RuleExample("""
                import XCTest
                import SwiftUI
                final class SettingsSnapshotTests: XCTestCase {
                    func testLayout() { assertSnapshot(of: NavigationView { Text("Units") }) }
                }
                """),
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        NavigationView { Form { Text("Units") } }
                    }
                }
                """, deploymentTarget: [.iOS: OSVersion(15, 0)]),
            RuleExample("""
                struct SettingsView: View {
                    var body: some View {
                        if #available(iOS 16.4, macOS 13.3, *) {
                            NavigationStack { Form { Text("Units") } }
                        } else {
                            NavigationView { Form { Text("Units") } }
                        }
                    }
                }
                struct AboutView: View {
                    var body: some View {
                        guard #available(iOS 16, *) else { return AnyView(NavigationView { Text("About") }) }
                        return AnyView(NavigationStack { Text("About") })
                    }
                }
                struct InboxView: View {
                    var body: some View {
                        if #available(iOS 16, *) { NavigationStack { Text("Inbox") } } else { legacyBody }
                    }
                    private var legacyBody: some View { NavigationView { Text("Inbox") } }
                }
                """, deploymentTarget: [.iOS: OSVersion(17, 0), .macOS: OSVersion(14, 0)]),
        ],
        corrections: [
            RuleCorrection("""
                struct SettingsView: View {
                    var body: some View {
                        NavigationView {
                            Form { Text("Units") }
                        }
                    }
                }
                """, """
                struct SettingsView: View {
                    var body: some View {
                        NavigationStack {
                            Form { Text("Units") }
                        }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        // Preview and test code never ships: a `NavigationView` in a `#Preview`, a `PreviewProvider`, a view only
        // previews show or a snapshot test costs nothing.
        guard file.deploymentTargets.allowsNavigationStack, !file.facts.isTestFile else { return [] }
        let isNavigationView = { (call: CallFact) in call.path == "NavigationView" || call.path == "SwiftUI.NavigationView" }
        guard file.facts.someScope({ $1.usage.calls.contains(where: isNavigationView) }) else { return [] }
        let inPreviews = Set(file.facts.previews.flatMap(\.tree.uses).map(\.position))
        // A name several previews declare (each `#Preview` its own `struct PreviewWrapper`) is preview code when
        // every type of that name the file can mean is.
        let shipped = file.facts.scopes.filter { owner, _ in
            guard let owner else { return true }
            let types = file.index.types.candidates(owner, from: nil, file: file.fileIndex)
            guard !types.isEmpty else { return true }
            return types.contains { type in
                !file.index.types.isPreviewCode(type) && !file.index.coverage.isPreviewOnly(type) && !isPreviewFixture(type, file)
            }
        }
        return shipped.flatMap { _, scope in
            scope.usage.calls.filter { isNavigationView($0) && !inPreviews.contains($0.position) && !file.neverRuns($0, in: scope) }
        }
            .map { call in
                var violation = Violation(call.position, """
                    `NavigationView` is deprecated: use `NavigationStack` for a single column, or \
                    `NavigationSplitView` for a sidebar and detail
                    """)
                if let reason = call.rewriteBlocker { violation.fixLeaves = reason } else { violation.hint = .useNavigationStack }
                return violation
            }
    }

    /// A namespace of canvas content that is not itself a view (`enum ListPickerPreview { static var content }`):
    /// fixtures previews and snapshot tests share.
    private func isPreviewFixture(_ type: TypeInfo, _ file: FileContext) -> Bool {
        type.name.hasSuffix("Preview") && !file.index.types.isView(type)
    }
}
