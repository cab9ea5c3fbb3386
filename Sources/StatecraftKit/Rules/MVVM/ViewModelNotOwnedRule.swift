struct ViewModelNotOwnedRule: Rule {
    static let description = RuleDescription(
        id: "view-model-not-owned",
        pack: .mvvm,
        severity: .error,
        summary: "A view that is passed a view model but also creates its own instance",
        rationale: """
            A view that receives a view model from its parent and also declares `@State var vm = VM()` holds two \
            independent instances: changes made through one never show in the other, and the parent's updates \
            never reach the part of the view reading its own copy. Keep the one the parent passes.
            """,
        exclusions: """
            A screen's own `@State` view model when nothing passes it one of the same type. A class named as a view \
            model is checked even when it matches `view-model-in-mv`'s `allow` patterns (`FilmPlayerViewModel`): \
            those patterns name MV's reusable controllers, not exceptions to MVVM's rules.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class PlaylistViewModel { var songs: [String] = [] }
                struct PlaylistHeader: View {
                    let playlist: PlaylistViewModel
                    @State private var ↓viewModel = PlaylistViewModel()
                    var body: some View { Text("\\(playlist.songs.count) of \\(viewModel.songs.count)") }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class TrailerPlayerViewModel {
                    var isPlaying = false
                    func toggle() { isPlaying.toggle() }
                }
                struct TrailerControls: View {
                    var player: TrailerPlayerViewModel
                    @State private var ↓viewModel = TrailerPlayerViewModel()
                    var body: some View { Button(player.isPlaying ? "Pause" : "Play") { viewModel.toggle() } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class PlaylistViewModel { var songs: [String] = [] }
                struct PlaylistScreen: View {
                    @State private var viewModel = PlaylistViewModel()
                    var body: some View { PlaylistHeader(playlist: viewModel) }
                }
                struct PlaylistHeader: View {
                    let playlist: PlaylistViewModel
                    var body: some View { Text("\\(playlist.songs.count)") }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let model = file.index.roles.viewModels
        var violations: [Violation] = []
        for view in file.views {
            let holdings = model.holdings(in: view).filter { model.isViewModel($0.object) }
            for created in holdings where created.mode == .created {
                guard let passed = holdings.first(where: {
                    $0.object === created.object && $0.mode != .created && $0.property.name != created.property.name
                }) else { continue }
                violations.append(Violation(created.property.position, """
                    `\(view.name)` is passed a `\(created.object.name)` (`\(passed.property.name)`) and also creates its \
                    own in `\(created.property.name)`: two independent instances that never see each other's changes; \
                    use the one it is passed
                    """))
            }
        }
        return violations
    }
}
