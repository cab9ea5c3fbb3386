struct EnvironmentObjectCreatedInlineRule: Rule {
    static let description = RuleDescription(
        id: "environment-object-created-inline",
        severity: .warning,
        summary: "An object created inside `.environment(…)` in a view is rebuilt on every update",
        rationale: """
            Code in a view's `body` runs whenever SwiftUI re-evaluates the view. `.environment(Store())` or \
            `.environmentObject(Store())` there creates a brand-new object each time, and every descendant loses \
            the state the previous one held. Create the object once — in the `App`, in a `@State` property of the \
            owning view, or as a `static let` — and inject that instance.
            """,
        exclusions: """
            Injecting an existing instance; key-path `.environment(\\.key, value)`; previews and views only previews \
            show (a wrapper declared for the canvas); static members; content that takes no interaction \
            (`.allowsHitTesting(false)` in the same chain, a capture an `ImageRenderer` renders), where a \
            placeholder object has no state to lose.
            """,
        triggering: [
            RuleExample("""
                struct ChartCard: View {
                    var body: some View {
                        ChartView()
                            .↓environment(ChartSelection())
                    }
                }
                """),
            RuleExample("""
                struct RootView: View {
                    var body: some View {
                        TabView { FeedView() }.↓environmentObject(FeedStore.init())
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct BadgePreviews: PreviewProvider {
                    struct Wrapper: View {
                        var body: some View { Badge().environment(Counter()) }
                    }
                    static var previews: some View { Wrapper() }
                }
                """),
            RuleExample("""
                struct RootView: View {
                    @State private var store = FeedStore()
                    var body: some View {
                        FeedView()
                            .environment(store)
                            .environment(\\.locale, Locale(identifier: "en"))
                    }
                }
                """),
            RuleExample("""
                #Preview {
                    FeedView().environment(FeedStore())
                }
                """),
            RuleExample("""
                struct ShareButton: View {
                    let post: Post
                    var body: some View {
                        ShareLink(item: ImageRenderer(content: capture).uiImage.map(Image.init) ?? Image(systemName: "photo"),
                                  preview: SharePreview("Post"))
                    }
                    private var capture: some View { PostRow(post: post).environment(Router()) }
                }
                """),
            RuleExample("""
                struct QuotedPostView: View {
                    let post: Post
                    var body: some View {
                        PostRow(post: post)
                            .environment(Router())
                            .allowsHitTesting(false)
                    }
                }
                """),
            RuleExample("""
                struct FeedView_Previews: PreviewProvider {
                    static var previews: some View { FeedView().environmentObject(FeedStore()) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        // A view only previews show is rebuilt with the canvas anyway: a fresh object there loses nothing.
        for (view, scope) in file.viewScopes where !file.index.coverage.isPreviewOnly(view) {
            for call in scope.usage.calls where call.isMethodOnExpression {
                guard call.name == "environment" || call.name == "environmentObject",
                      call.argumentLabels == [nil], let typeName = call.firstArgumentConstruction, typeName != ".init",
                      !scope.isStatic(call.member), !takesNoInteraction(call, in: scope) else { continue }
                violations.append(Violation(call.position, """
                    `.\(call.name)(\(typeName)())` creates a new `\(typeName)` every time the view updates, so its \
                    state is lost; create it once (in the App, a `@State` property or a `static let`) and inject \
                    that instance
                    """))
            }
        }
        return violations
    }

    /// `.allowsHitTesting(…)` in the same modifier chain: a quoted or decorative copy nobody taps. Or content
    /// outside `body` in a view that renders pictures (`ImageRenderer`): a capture rendered once.
    private func takesNoInteraction(_ call: CallFact, in scope: MemberScope) -> Bool {
        if scope.usage.calls.contains(where: { $0.name == "ImageRenderer" }), call.member.map(scope.name(of:)) != "body" { return true }
        return scope.modifierChain(of: call)?.modifiers.contains { $0.name == "allowsHitTesting" } ?? false
    }
}
