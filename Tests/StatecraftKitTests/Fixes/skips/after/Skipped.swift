import Combine
import SwiftUI

/// Sends its own change notifications.
final class Ticker: ObservableObject {
    @Published var value = 0
    func nudge() { objectWillChange.send() }
}

/// Publishes a property through Combine, and already uses both names its bridge could take.
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
    private var subscriptions = Set<AnyCancellable>()
    let querySubject = PassthroughSubject<String, Never>()
    var queryPublisher: AnyPublisher<String, Never> { querySubject.eraseToAnyPublisher() }

    init() {
        $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] text in self?.results = [text] }
            .store(in: &subscriptions)
    }
}

/// Assigns a pipeline into a published property: it migrates, and the assignment becomes a `sink`.
@Observable
final class Clock {
    var now = Date()
    @ObservationIgnored private var assignments = Set<AnyCancellable>()
    init() {
        Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { [weak self] in self?.now = $0 }.store(in: &assignments)
    }
}

/// Its superclass comes from another module.
final class DocumentModel: UIDocumentBase, ObservableObject {
    @Published var title = ""
}

/// Part of a class hierarchy whose subclass adds state of its own.
class BaseListModel: ObservableObject {
    @Published var rows: [String] = []
}

final class InboxModel: BaseListModel {
    @Published var unread = 0
}

protocol Refreshing: ObservableObject {
    func refresh() async
}

/// Required to stay an ObservableObject by a protocol that another class conforming to it needs.
final class FeedModel: Refreshing {
    @Published var posts: [String] = []
    func refresh() async {}
}

final class LiveFeedModel: Refreshing {
    @Published var query = ""
    private var watch: AnyCancellable?

    init() {
        watch = objectWillChange.sink { _ in }
    }

    func refresh() async {}
}

/// Passed to a view that takes any ObservableObject.
final class BadgeModel: ObservableObject {
    @Published var count = 0
}

struct Observing<Model: ObservableObject, Content: View>: View {
    @ObservedObject var model: Model
    var content: (Model) -> Content
    var body: some View { content(model) }
}

/// A property named like the storage the macro would generate for another.
final class DraftModel: ObservableObject {
    @Published var text = ""
    var count = 0
    private var _count = 0
}

// statecraft:disable:next legacy-observable-object
final class LegacyBridge: ObservableObject {
    @Published var state = 0
}

/// Views bind to it through @EnvironmentObject.
final class Preferences: ObservableObject {
    @Published var showsHints = true
}

/// Someone else subscribes to its publisher.
final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

/// Injected through a helper Statecraft cannot follow.
final class Theme: ObservableObject {
    @Published var accent = "blue"
}

func makeTheme() -> Theme { Theme() }

/// Handed to a function that takes `some ObservableObject`.
final class Logger: ObservableObject {
    @Published var lines: [String] = []
}

func watch(_ object: some ObservableObject) {}

/// Migrated: nothing stands in the way.
@Observable
final class Counter {
    var count = 0
}

struct Screen: View {
    @StateObject private var ticker = Ticker()
    @StateObject private var search = SearchModel()
    @State private var clock = Clock()
    @StateObject private var badge = BadgeModel()
    @State private var counter = Counter()
    @ObservedObject var player: PlayerModel
    @StateObject private var form = FormModel()
    let session: PlaybackSession
    @EnvironmentObject var preferences: Preferences
    @EnvironmentObject var theme: Theme
    @StateObject private var logger = Logger()

    var body: some View {
        VStack {
            Observing(model: badge) { model in Text("\(model.count)") }
            hintsToggle
            Text("\(counter.count)")
        }
        .onReceive(session.player.$isPlaying) { _ in }
        .environmentObject(makeTheme())
        .onAppear { watch(logger) }
    }

}

extension Screen {
    var hintsToggle: some View {
        Toggle("Hints", isOn: $preferences.showsHints)
    }
}

/// Used through the wrapper's own type, by a class.
final class ClipTime: ObservableObject {
    @Published var start = 0.0
}

final class ClipPlayer {
    @ObservedObject var clipTime: ClipTime

    init(clipTime: ObservedObject<ClipTime>) {
        self._clipTime = clipTime
    }
}

/// Its coding keys are synthesised from the stored property names; it announces changes by hand.
final class Settings: ObservableObject, Codable {
    var name = "" {
        willSet { objectWillChange.send() }
    }
}

/// Read in view bodies as a singleton, observed by no view: it migrates, and the views reading it start to update.
@Observable
final class ColorCache {
    static let shared = ColorCache()
    var colors: [String: String] = [:]
}

/// Reads a tracked property while another is still unset.
final class FolderPicker: ObservableObject {
    @Published var current: String
    private var root = "/"

    init(current: String?) {
        self.current = current ?? root
    }
}

/// Keeps all its state in property wrappers.
final class Defaults: ObservableObject {
    @AppStorage("name") var name = ""
    @AppStorage("count") var count = 0
}

struct Settled: View {
    @StateObject private var picker = FolderPicker(current: nil)
    @EnvironmentObject var defaults: Defaults
    @StateObject private var settings = Settings()
    var body: some View { Text(ColorCache.shared.colors["a"] ?? settings.name) }
}

/// A view's body calls a method that sets state no view observed before.
final class StoryDeck: ObservableObject {
    @Published var index = 0
    var current = ""

    func story(at index: Int) -> String {
        current = "story \(index)"
        return current
    }
}

struct DeckView: View {
    @ObservedObject var deck: StoryDeck
    var body: some View { Text(deck.story(at: deck.index)) }
}

/// Shares a property name with `PlayerModel`, whose publisher is used: it is migrated all the same.
@Observable
final class Speaker {
    var isPlaying = false
}

struct SpeakerView: View {
    var speaker: Speaker
    var body: some View { Text(speaker.isPlaying ? "On" : "Off") }
}

/// Migrated; the `if let` below rebinds its property's name to a `Ticker`, whose injection stays as it is.
@Observable
final class Session {
    var user = ""
}

struct Gate: View {
    @State private var session = Session()
    let ticker: Ticker?

    var body: some View {
        if let session = ticker {
            Text("\(session.value)").environmentObject(session)
        }
        Text(session.user)
    }
}

/// A view creates it and a caller passes one too: whether the view owns it is the author's call.
final class Draft: ObservableObject {
    @Published var text = ""
}

struct DraftEditor: View {
    @ObservedObject var draft = Draft()
    var body: some View { Text(draft.text) }
}

struct DraftHost: View {
    let shared: Draft
    var body: some View { DraftEditor(draft: shared) }
}

struct DraftCorner: View {
    var body: some View { DraftEditor() }
}

/// Publishes nothing and no view holds it: nothing says views should follow it.
final class ImportJob: ObservableObject {
    var progress = 0.0
    func advance() { progress += 0.1 }
}

/// Its `@AppStorage` property publishes through it today; `@Observable` would ignore it.
final class ReaderSettings: ObservableObject {
    @Published var fontSize = 14.0
    @AppStorage("reader.theme") var theme = "light"
}

struct ReaderView: View {
    @StateObject private var settings = ReaderSettings()
    var body: some View { Text(settings.theme).font(.system(size: settings.fontSize)) }
}

/// One class per platform, and one of them subscribes to `objectWillChange`: the other stays with it.
#if os(macOS)
final class Spotlight: ObservableObject {
    @Published var query = ""
    private var watch: AnyCancellable?

    init() {
        watch = objectWillChange.sink { _ in }
    }
}
#else
final class Spotlight: ObservableObject {
    @Published var query = ""
}
#endif

struct SpotlightField: View {
    @StateObject private var spotlight = Spotlight()
    var body: some View { TextField("Search", text: $spotlight.query) }
}


/// Its send announces a change inside another object, which Observation cannot see.
final class DownloadsModel: ObservableObject {
    let queue = DownloadQueue()
    @Published var title = ""

    func enqueue(_ url: String) {
        queue.items.append(url)
        objectWillChange.send()
    }
}

final class DownloadQueue {
    var items: [String] = []
}

/// Its send announces a change in the user defaults, read through a computed property.
final class SoundSettings: ObservableObject {
    @Published var volume = 0.5
    var isMuted: Bool { UserDefaults.standard.bool(forKey: "muted") }

    func mute() {
        UserDefaults.standard.set(true, forKey: "muted")
        objectWillChange.send()
    }
}

struct DownloadsScreen: View {
    @StateObject private var downloads = DownloadsModel()
    @StateObject private var sound = SoundSettings()
    var body: some View { Text(downloads.title + "\(sound.isMuted)") }
}

/// Hands its publisher to a function by reference.
final class FormModel: ObservableObject {
    @Published var text = ""

    init() {
        attach(&$text)
    }
}

func attach<Value>(_ value: inout Value) {}

/// A preview double that subscribes to its base class's publisher: the rewrite would not reach it.
class PlaylistModel: ObservableObject {
    @Published var tracks: [String] = []
    var subscriptions = Set<AnyCancellable>()

    func load() {}
}

final class PreviewPlaylistModel: PlaylistModel {
    override func load() {
        $tracks.sink { print($0) }.store(in: &subscriptions)
    }
}

struct PlaylistScreen: View {
    @StateObject private var playlist = PlaylistModel()
    var body: some View { Text("\(playlist.tracks.count)") }
}

/// A view generic over a protocol that requires `ObservableObject` makes bindings from it: once the protocol
/// drops the requirement, `@Bindable` cannot take the generic.
protocol Composing: ObservableObject {
    var draft: String { get set }
}

final class MailComposer: Composing {
    @Published var draft = ""
}

struct ComposeView<Composer>: View where Composer: Composing {
    @ObservedObject var composer: Composer
    var body: some View { TextField("Draft", text: $composer.draft) }
}

struct ComposeScreen: View {
    @StateObject private var composer = MailComposer()
    var body: some View { ComposeView(composer: composer) }
}

/// A package's member macro generates its published state: `@Observable` would not track it.
@Stateful
final class SignInModel: ObservableObject {
    @Published var username = ""
}

/// SwiftData's `@Model` makes the class observable already.
@Model
final class Bookmark: ObservableObject {
    var title = ""
}

struct SignInScreen: View {
    @StateObject private var model = SignInModel()
    @StateObject private var bookmark = Bookmark()
    var body: some View { Text(model.username + bookmark.title) }
}

/// A form that holds a field model which stays an `ObservableObject` (it subscribes to its own
/// `objectWillChange`): its screen reads the field through the form and re-renders when the form publishes.
final class LoginForm: ObservableObject {
    let email = EmailField()
    @Published var isValid = false
}

final class EmailField: ObservableObject {
    @Published var text = ""
    private var watch: AnyCancellable?

    init() {
        watch = objectWillChange.sink { _ in }
    }
}

struct LoginScreen: View {
    @StateObject private var form = LoginForm()
    var body: some View { Text(form.email.text + "\(form.isValid)") }
}

/// A property declared per platform: the rewrite edits members where it finds them, not inside `#if`.
final class Compass: ObservableObject {
    #if os(iOS)
    @Published var heading = 0.0
    #endif
    @Published var isCalibrated = false
}

struct CompassScreen: View {
    @StateObject private var compass = Compass()
    var body: some View { Text(compass.isCalibrated ? "Ready" : "Calibrating") }
}
