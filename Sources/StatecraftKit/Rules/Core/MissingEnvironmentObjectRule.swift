struct MissingEnvironmentObjectRule: ProjectRule {
    static let description = RuleDescription(
        id: "missing-environment-object",
        severity: .error,
        summary: "A view reads an environment object that some path from an app root or preview never injects",
        rationale: """
            `@Environment(T.self)` and `@EnvironmentObject var x: T` do not make an object: some ancestor must \
            inject it with `.environment(object)` or `.environmentObject(object)`. When a path from the app's scene \
            to the view misses it, SwiftUI stops the app with "No Observable object of type T found" (or "No \
            ObservableObject of type T found") the moment the view appears. Statecraft follows every path from \
            each app scene and each preview through the project's views, navigation destinations, presented \
            sheets, `View` extension helpers and `ViewModifier`s, and reports the reading declaration with one \
            concrete path that lacks the object (or the preview, listing everything it lacks). Inject the object \
            on the scene or on an ancestor that every path goes through, and remember that a `.sheet` attached \
            below the `.environment` call (closer to the view) does not see it. A preview's finding is a warning (the \
            canvas crashes, not the app); the `previews` setting changes that.
            """,
        exclusions: """
            Optional reads (`@Environment(T.self) var x: T?`); declarations the view never reads (only a read \
            fails); a second read of T in the same view, and views whose path goes through a view that reads T \
            while drawing (that one crashes first, and its fix covers them); paths where the scene or any ancestor injects T (a \
            subclass counts); injections whose type cannot be resolved, which may be anything; previews with \
            traits the analysis cannot read; in a context menu's preview, which cannot be tapped, reads made only in \
            actions and views shown only after a tap; views hosted inside a representable (by it, its coordinator, or \
            what they build, such as a collection view's cells), whose SwiftUI parents' environment may reach them; \
            views hosted by a type nothing in the project creates or names (no code, storyboard, nib, property list, \
            build setting or Objective-C file), which may be left over; views that no app root or preview reaches \
            (UIKit hosting, package targets), which are left alone.
            """,
        triggering: [
            RuleExample("""
                @main
                struct ShelfApp: App {
                    var body: some Scene { WindowGroup { Shelf() } }
                }
                struct Shelf: View {
                    ↓@EnvironmentObject var library: Library
                    var body: some View { List(library.titles, id: \\.self) { BookRow(title: $0) } }
                }
                struct BookRow: View {
                    @EnvironmentObject var library: Library
                    let title: String
                    var body: some View { Text(title).badge(library.titles.count) }
                }
                final class Library: ObservableObject { @Published var titles: [String] = [] }
                """),
            RuleExample("""
                @main
                struct JournalApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                struct RootView: View {
                    var body: some View {
                        NavigationStack { EntryList() }
                    }
                }
                struct EntryList: View {
                    ↓@Environment(JournalStore.self) private var store
                    var body: some View { List(store.entries) { Text($0.title) } }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                """),
            RuleExample("""
                @main
                struct JournalApp: App {
                    var body: some Scene {
                        WindowGroup { RootView() }
                    }
                }
                struct RootView: View {
                    @State private var store = JournalStore()
                    @State private var isComposing = false
                    var body: some View {
                        EntryList()
                            .environment(store)
                            .sheet(isPresented: $isComposing) { ComposeView() }
                    }
                }
                struct EntryList: View {
                    @Environment(JournalStore.self) private var store
                    var body: some View { Text("\\(store.entries.count)") }
                }
                struct ComposeView: View {
                    ↓@Environment(JournalStore.self) private var store
                    var body: some View { Button("Save") { store.entries.append(Entry()) } }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                """),
            RuleExample("""
                @main
                struct JournalApp: App {
                    @StateObject private var settings = Settings()
                    var body: some Scene {
                        WindowGroup { RootView() }
                            .environmentObject(settings)
                        Settings { SettingsForm() }
                    }
                }
                struct RootView: View {
                    @EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.unit) }
                }
                struct SettingsForm: View {
                    ↓@EnvironmentObject var settings: Settings
                    var body: some View { Text(settings.unit) }
                }
                final class Settings: ObservableObject { @Published var unit = "km" }
                """),
            RuleExample("""
                struct EntryList: View {
                    @Environment(JournalStore.self) private var store
                    var body: some View { Text("\\(store.entries.count)") }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                ↓#Preview {
                    EntryList()
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @main
                struct JournalApp: App {
                    @State private var store = JournalStore()
                    var body: some Scene {
                        WindowGroup { RootView() }
                            .environment(store)
                    }
                }
                struct RootView: View {
                    var body: some View { NavigationStack { EntryList() } }
                }
                struct EntryList: View {
                    @Environment(JournalStore.self) private var store
                    var body: some View { Text("\\(store.entries.count)") }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                #Preview {
                    EntryList().environment(JournalStore())
                }
                """),
            RuleExample("""
                @main
                struct JournalApp: App {
                    var body: some Scene {
                        WindowGroup { EntryList().withJournalServices() }
                    }
                }
                extension View {
                    func withJournalServices() -> some View {
                        self.environment(JournalStore())
                    }
                }
                struct EntryList: View {
                    @Environment(JournalStore.self) private var store
                    @Environment(Clock.self) private var clock: Clock?
                    var body: some View { Text("\\(store.entries.count)") }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                """),
            RuleExample("""
                struct DetailView: View {
                    @Environment(JournalStore.self) private var store
                    var body: some View { Text("\\(store.entries.count)") }
                }
                @Observable final class JournalStore { var entries: [Entry] = [] }
                """),
        ])

    func checkProject(_ project: ProjectContext) -> [ProjectViolation] {
        EnvironmentGapReport.violations(project.index, keys: { $0.typeName != nil })
    }
}
