struct PaginationWithoutGuardRule: ProjectRule {
    static let description = RuleDescription(
        id: "pagination-without-guard",
        severity: .warning,
        optIn: true,
        summary: "A next-page load that views trigger and that does not check for a load in flight",
        rationale: """
            Lists load their next page when the last rows appear (`.onAppear` on a row, a `.task` on a footer). \
            Rows appear many times: while a page is loading the user keeps scrolling, a row leaves and comes back, \
            the list redraws. A load that does not first check whether one is already running starts a second \
            request for the same page, and the two append the same items twice or in the wrong order. Keep the \
            running state (`isLoading`, the running `Task`) and return early while it is set: \
            `guard !isLoading, hasMore else { return }`.
            """,
        exclusions: """
            Loads that check any state before working (a flag, the running task, a cursor, `hasMore`, a local \
            read from them), directly, at the start of a `Task` they start, or in the method they hand the work to; \
            loads that run synchronously (no `async`, no `Task`), which cannot overlap; loads no view calls; \
            calls whose receiver is not known to be the type that declares the load, when another load has the \
            same name; calls in a closure handed to one of the project's views (`NextPageView { await \
            model.loadMore() }`), which decides when to run it and may keep the in-flight state itself. Opt-in: on \
            119 open-source apps it reports 1 load, a true one; the first versions reported 6 that were wrong (a \
            load called through such a view, a guard on a local copy of the state, `loadNextSerialNumber`), and \
            loads guarded only by `hasMore`-style checks are not reported, so its figures are too small to rest on.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class FeedModel {
                    private(set) var posts: [Post] = []
                    private var page = 0
                    func ↓loadNextPage() async {
                        page += 1
                        posts += await api.posts(page: page)
                    }
                }
                struct FeedView: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        List(model.posts) { post in
                            Text(post.title).task { if post == model.posts.last { await model.loadNextPage() } }
                        }
                    }
                }
                """),
            RuleExample("""
                struct PhotosView: View {
                    @State private var photos: [Photo] = []
                    @State private var isLoading = false
                    var body: some View {
                        ScrollView { LazyVStack { ForEach(photos) { PhotoRow(photo: $0) }; ProgressView().onAppear { loadMore() } } }
                    }
                    private func ↓loadMore() {
                        isLoading = true
                        Task { photos += await PhotoStore.next(after: photos.last); isLoading = false }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor final class FeedModel {
                    private(set) var posts: [Post] = []
                    private var isLoading = false
                    private var page = 0
                    func loadNextPage() async {
                        guard !isLoading else { return }
                        isLoading = true
                        defer { isLoading = false }
                        page += 1
                        posts += await api.posts(page: page)
                    }
                }
                struct FeedView: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        List(model.posts) { post in
                            Text(post.title).task { await model.loadNextPage() }
                        }
                    }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class FeedModel {
                    private(set) var posts: [Post] = []
                    private var loading: Task<Void, Never>?
                    func loadMore() { Task { await fetch() } }
                    private func fetch() async {
                        if loading != nil { return }
                        posts += await api.posts(after: posts.last)
                    }
                }
                struct FeedView: View {
                    @State private var model = FeedModel()
                    var body: some View { List(model.posts) { Text($0.title).onAppear { model.loadMore() } } }
                }
                """),
            RuleExample("""
                struct NextPageRow: View {
                    @State private var isLoading = false
                    let load: () async -> Void
                    var body: some View {
                        ProgressView().task {
                            guard !isLoading else { return }
                            isLoading = true
                            await load()
                            isLoading = false
                        }
                    }
                }
                @Observable @MainActor final class FeedModel {
                    private(set) var posts: [Post] = []
                    func fetchNextPage() async { posts += await api.posts(after: posts.last) }
                }
                struct FeedView: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        List {
                            ForEach(model.posts) { Text($0.title) }
                            NextPageRow { await model.fetchNextPage() }
                        }
                    }
                }
                """),
            RuleExample("""
                struct ShelfState { var items: [Book] = []; var isLoading = false }
                @Observable @MainActor final class LibraryModel {
                    private(set) var shelves: [String: ShelfState] = [:]
                    func loadMoreBooks(on shelf: String) async {
                        let state = shelves[shelf] ?? ShelfState()
                        guard !state.isLoading else { return }
                        shelves[shelf, default: ShelfState()].isLoading = true
                        shelves[shelf]?.items += await api.books(on: shelf, after: state.items.last)
                        shelves[shelf]?.isLoading = false
                    }
                }
                struct ShelfView: View {
                    let shelf: String
                    @State private var model = LibraryModel()
                    var body: some View {
                        List(model.shelves[shelf]?.items ?? []) { Text($0.title).task { await model.loadMoreBooks(on: shelf) } }
                    }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class PagerModel {
                    private(set) var shown = 20
                    func loadMore() { shown += 20 }
                }
                struct NumbersView: View {
                    @State private var model = PagerModel()
                    var body: some View { List(0..<model.shown, id: \\.self) { Text("\\($0)").onAppear { model.loadMore() } } }
                }
                """),
        ])

    func checkProject(_ project: ProjectContext) -> [ProjectViolation] {
        let index = project.index, types = index.types
        var loads: [(type: TypeInfo, function: FunctionFact, file: Int)] = []
        for type in types.all {
            for ref in type.scopes {
                for function in ref.scope.functions where !function.isStatic {
                    guard let paging = function.paging, function.isAsync || paging.startsTask,
                          !Self.isGuarded(function, in: type) else { continue }
                    loads.append((type, function, ref.file))
                }
            }
        }
        guard !loads.isEmpty else { return [] }
        let sharedNames = Dictionary(grouping: types.all.flatMap { type in
            type.scopes.flatMap { $0.scope.functions.filter { $0.paging != nil }.map(\.name) }
        }, by: { $0 }).filter { $0.value.count > 1 }.keys
        return loads.compactMap { load in
            guard let caller = Self.viewCalling(load.function.name, on: load.type, index: index,
                                                nameIsShared: sharedNames.contains(load.function.name)) else { return nil }
            return ProjectViolation(file: load.file, load.function.position, """
                `\(load.function.name)()` loads more when `\(caller)` asks, and does not first check for a load in \
                flight: rows appear again while a page loads, so the same page can be requested twice; keep the \
                running state (`isLoading`, the `Task`) and return early while it is set
                """)
        }
    }

    /// Checks some state before working (a property of its type, or a local copied from one:
    /// `let state = states[kind]; guard !state.isLoading`), itself or in a method of its type it hands the work to.
    private static func isGuarded(_ function: FunctionFact, in type: TypeInfo) -> Bool {
        let properties = Set(type.scopes.flatMap { $0.scope.properties.map(\.name) })
        let parameters = Set(function.parameterNames)
        if function.earlyExitReads.contains(where: { !parameters.contains($0) && $0 != "self" && $0.first?.isLowercase == true }) {
            return true
        }
        let references = function.paging?.references ?? []
        return type.scopes.contains { ref in
            ref.scope.functions.contains { other in
                other.name != function.name && references.contains(other.name) && !other.earlyExitReads.isDisjoint(with: properties)
            }
        }
    }

    /// The first view whose code calls `name` on `type`: on itself, or on a property holding `type`.
    private static func viewCalling(_ name: String, on type: TypeInfo, index: ProjectIndex, nameIsShared: Bool) -> String? {
        let types = index.types
        for view in types.all where types.isView(view) {
            let properties = view.scopes.flatMap(\.scope.properties)
            for ref in view.scopes {
                for call in ref.scope.usage.calls where call.name == name {
                    // `NextPageView { await model.loadMore() }`: the project's own view decides when to load, and
                    // may well keep the in-flight state itself.
                    if let holder = call.inClosureOfType, case .project(let type) = types.resolve(holder, from: view.qualifiedName, file: view.file),
                       types.isView(type) { continue }
                    guard let path = call.path else { continue }
                    let base = path.split(separator: ".").dropLast().filter { $0 != "self" }
                    if base.isEmpty {
                        if view === type { return view.name }
                        continue
                    }
                    if base.count == 1, let property = properties.first(where: { $0.name == base[0] }),
                       let held = types.heldTypeName(property),
                       case .project(let holder) = types.resolve(held, from: view.qualifiedName, file: view.file) {
                        if holder === type { return view.name }
                        continue
                    }
                    if !nameIsShared, view !== type { return view.name }
                }
            }
        }
        return nil
    }
}
