struct PreviewBuildsLiveServiceRule: Rule {
    static let description = RuleDescription(
        id: "preview-builds-live-service",
        severity: .info,
        optIn: true,
        summary: "A preview that builds a service which talks to the network",
        rationale: """
            A preview runs the view's real code on every canvas refresh. When it builds the live client (directly, \
            or through the view model it builds), each refresh sends real requests: the preview is slow, depends \
            on a server and an account, shows whatever the server returns today, and cannot show the empty, \
            loading and failure states. Hand the preview a fake or in-memory service (`FeedModel(api: .preview)`), \
            as a test would.
            """,
        exclusions: """
            Types named as stand-ins (`Mock…`, `Fake…`, `Stub…`, `Preview…`, `InMemory…`, `Transient…`, \
            `Sample…`); services that reach the network only through a type the project does not declare, more \
            than two stored properties away, or through a property the type is handed rather than builds (an \
            optional client set later); structs (a model with a `load()` is data, not a client); views; previews \
            whose views start no work as they appear (no `.task` or `.onAppear`), where a request waits for a tap. \
            Opt-in: measured on 16 labelled findings in 5 open-source apps, all true and 10 worth attention (the \
            view loads as it appears); in the other 6 the load on appearing does not reach the network.
            """,
        triggering: [
            RuleExample("""
                final class APIClient {
                    func posts() async throws -> [Post] {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/posts")!)
                        return try JSONDecoder().decode([Post].self, from: data)
                    }
                }
                @Observable @MainActor final class FeedModel {
                    private let api: APIClient
                    var posts: [Post] = []
                    init(api: APIClient) { self.api = api }
                    func refresh() async { posts = (try? await api.posts()) ?? [] }
                }
                struct FeedView: View {
                    @State var model: FeedModel
                    var body: some View { List(model.posts) { Text($0.title) }.task { await model.refresh() } }
                }
                ↓#Preview {
                    FeedView(model: FeedModel(api: APIClient()))
                }
                """),
            RuleExample("""
                final class APIClient {
                    private let session = URLSession(configuration: .default)
                    func posts() async throws -> [Post] { [] }
                }
                @Observable @MainActor final class FeedModel {
                    private let api = APIClient()
                    var posts: [Post] = []
                    func load() async { posts = (try? await api.posts()) ?? [] }
                }
                struct FeedView: View {
                    @State var model: FeedModel
                    var body: some View { List(model.posts) { Text($0.title) }.task { await model.load() } }
                }
                struct ↓FeedView_Previews: PreviewProvider {
                    static var previews: some View { FeedView(model: FeedModel()) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                final class APIClient {
                    func send(_ text: String) async throws {
                        _ = try await URLSession.shared.data(from: URL(string: "https://example.com/send?text=\\(text)")!)
                    }
                }
                struct ComposeView: View {
                    let api: APIClient
                    @State private var text = ""
                    var body: some View {
                        TextField("Message", text: $text)
                        Button("Send") { Task { try? await api.send(text) } }
                    }
                }
                #Preview { ComposeView(api: APIClient()) }
                """),
            RuleExample("""
                protocol PostSource { func posts() async throws -> [Post] }
                final class APIClient: PostSource {
                    func posts() async throws -> [Post] {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/posts")!)
                        return try JSONDecoder().decode([Post].self, from: data)
                    }
                }
                struct PreviewPosts: PostSource { func posts() async throws -> [Post] { [Post(title: "Hello")] } }
                @Observable @MainActor final class FeedModel {
                    private let api: any PostSource
                    var posts: [Post] = []
                    init(api: any PostSource) { self.api = api }
                }
                struct FeedView: View {
                    @State var model: FeedModel
                    var body: some View { List(model.posts) { Text($0.title) } }
                }
                #Preview {
                    FeedView(model: FeedModel(api: PreviewPosts()))
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let types = file.index.types
        var sites: [(position: SourcePosition, names: [String], context: String?)] = file.facts.previews.map {
            ($0.position, $0.constructedTypes + $0.sharedInstances, nil)
        }
        for type in file.types where type.declaration.parent == nil && types.isPreviewCode(type) {
            let scopes = file.scopes(of: type)
            let constructed = scopes.flatMap(\.usage.calls).compactMap { call -> String? in
                guard let path = call.path, SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) else { return nil }
                return path
            }
            let shared = scopes.flatMap(\.usage.staticAccesses).filter { Vocabulary.sharedInstanceMembers.contains($0.member) }.map(\.base)
            sites.append((type.declaration.position, constructed + shared, type.qualifiedName))
        }
        return sites.compactMap { site in
            // What a preview builds matters when a view it shows loads as it appears; a load behind a tap is the
            // user's choice in the canvas too.
            guard site.names.contains(where: { name in
                guard case .project(let view) = types.resolve(name, from: site.context, file: file.fileIndex), types.isView(view) else { return false }
                return Self.loadsOnAppear(view)
            }) else { return nil }
            for name in site.names {
                guard case .project(let built) = types.resolve(name, from: site.context, file: file.fileIndex),
                      let chain = Self.networkChain(built, types: types, depth: 2) else { continue }
                let through = chain.count > 1 ? ", which reaches the network through " + chain.dropFirst().map { "`\($0)`" }.joined(separator: " › ") : ", which talks to the network"
                return Violation(site.position, """
                    this preview builds the live `\(built.name)`\(through): what the previewed view loads, on \
                    appearing or on a tap, goes to the real server; hand the preview a fake or in-memory \
                    \(chain.count > 1 ? "`\(chain.last!)`" : "stand-in")
                    """)
            }
            return nil
        }
    }

    /// Starts work as it appears: a `.task` or `.onAppear` in its code.
    private static func loadsOnAppear(_ view: TypeInfo) -> Bool {
        view.scopes.contains { ref in ref.scope.usage.calls.contains { $0.name == "task" || $0.name == "onAppear" } }
    }

    /// The type and the stored properties leading from it to a type that calls the network itself.
    private static func networkChain(_ type: TypeInfo, types: TypeTable, depth: Int) -> [String]? {
        // Services are classes and actors; a struct that fetches (a model with a `load()`) is data, not a client.
        guard !types.isView(type), !isStandIn(type.name), type.kind == .class || type.kind == .actor else { return nil }
        if talksToNetwork(type) { return [type.name] }
        guard depth > 0 else { return nil }
        for property in type.storedProperties where builds(property, in: type) {
            guard let held = types.heldTypeName(property),
                  case .project(let next) = types.resolve(held, from: type.qualifiedName, file: type.file), next !== type,
                  let rest = networkChain(next, types: types, depth: depth - 1) else { continue }
            return [type.name] + rest
        }
        return nil
    }

    /// The type builds what the property holds (`let api = APIClient()`, `self.api = APIClient()` in its
    /// `init`); one it is handed comes from the preview's own code, which is read on its own.
    private static func builds(_ property: PropertyFact, in type: TypeInfo) -> Bool {
        if case .construction? = property.initializer { return true }
        if case .staticMember? = property.initializer { return true }
        return type.scopes.contains { ref in
            ref.scope.usage.assignments.contains { $0.target == property.name && $0.valueConstruction != nil }
        }
    }

    private static func talksToNetwork(_ type: TypeInfo) -> Bool {
        type.scopes.contains { ref in
            ref.scope.usage.calls.contains { call in
                (call.path ?? call.name).split(separator: ".").contains { Vocabulary.networkTypes.contains(String($0)) }
            } || ref.scope.properties.contains { property in
                property.type?.nominal.map { Vocabulary.networkTypes.contains(SyntaxReading.simpleName($0)) } ?? false
            }
        }
    }

    private static func isStandIn(_ name: String) -> Bool {
        ["Mock", "Fake", "Stub", "Preview", "InMemory", "Transient", "Sample", "Dummy", "Test"].contains { name.contains($0) }
    }
}
