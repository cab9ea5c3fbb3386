struct BodyTooDeepRule: Rule {
    static let defaultMaxDepth = 4

    static let description = RuleDescription(
        id: "body-too-deep",
        severity: .info,
        optIn: true,
        summary: "Layout containers nested deeper than the limit in one view",
        rationale: """
            Stacks inside stacks inside scroll views inside stacks are hard to read and to change. Past a few \
            levels, a `body` is doing the work of several views: extract the inner levels into named views or \
            `@ViewBuilder` properties. Modifiers and `if`/`switch` do not count as levels. How deep is too deep \
            is a matter of reading taste: on real apps about a quarter of the findings were short rows that read \
            well at five levels, so the rule is opt-in, and information when enabled.
            """,
        exclusions: """
            Modifiers, `ForEach`, `if` and `switch`; nesting split across separate views; containers that structure \
            a screen rather than lay it out (`NavigationStack`, `List`, `Form`, `Section`, `Group`, `GroupBox`, \
            `TabView`, `GridRow`, `DisclosureGroup`): only stacks, grids and scroll views count, and not one whose \
            only content is an `if` or `switch` (a `ZStack` that animates between branches) or one view of the \
            project's own (`VStack { BannerView() }`: its content is already extracted).
            """,
        options: [OptionSpec("max_depth", .int, "stack, grid and scroll view levels allowed in one body (default 4)")],
        triggering: [
            RuleExample("""
                struct Profile: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                HStack {
                                    VStack {
                                        ↓HStack { Text("deep") }
                                    }
                                }
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Profile: View {
                    var body: some View {
                        ScrollView {
                            VStack {
                                HStack {
                                    if true { VStack { Text("four").padding() } }
                                }
                                Header()
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Player: View {
                    @State private var isPlaying = false
                    var body: some View {
                        VStack {
                            HStack {
                                VStack {
                                    ZStack {
                                        if isPlaying { HStack { Text("Pause"); Text("1:02") } } else { Text("Play") }
                                    }
                                }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Carousel: View {
                    var body: some View {
                        ScrollView {
                            HStack {
                                VStack {
                                    HStack {
                                        VStack { BannerView(title: "New").padding() }
                                    }
                                }
                            }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Settings: View {
                    var body: some View {
                        NavigationStack {
                            Form {
                                Section("Account") {
                                    Group {
                                        HStack { VStack { Text("Name") } }
                                    }
                                }
                            }
                        }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let maxDepth = file.options.int("max_depth", default: Self.defaultMaxDepth)
        var violations: [Violation] = []
        for (_, scope) in file.viewScopes {
            for depth in scope.usage.containerDepths where depth.positions.count > maxDepth {
                let memberName = scope.name(of: depth.member)
                violations.append(Violation(depth.positions[maxDepth], """
                    `\(memberName)` nests \(depth.positions.count) layout containers (limit \(maxDepth)): extract the \
                    inner levels into their own views
                    """))
            }
        }
        return violations
    }
}
