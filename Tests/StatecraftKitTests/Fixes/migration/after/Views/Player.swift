import SwiftUI

/// Set through the memberwise initialiser: `@StateObject` took the caller's `Player()` as an autoclosure and
/// built it once; `@State` builds it at every call, which the summary says because building one does work.
@Observable
final class Player {
    var isPlaying = false
    private let session = AudioSession()
}

struct PlayerScreen: View {
    @State var player: Player

    var body: some View {
        Button(player.isPlaying ? "Pause" : "Play") { player.isPlaying.toggle() }
    }
}

struct PlayerHost: View {
    var body: some View {
        PlayerScreen(player: Player())
    }
}
