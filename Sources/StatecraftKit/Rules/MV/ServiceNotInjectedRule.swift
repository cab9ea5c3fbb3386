struct ServiceNotInjectedRule: Rule {
    static let description = RuleDescription(
        id: "service-not-injected",
        pack: .mv,
        severity: .warning,
        optIn: true,
        summary: "A view constructing a service instead of reading it from the environment",
        rationale: """
            In MV, services (API clients, repositories, stores) are created once near the app root and read with \
            `@Environment`. A view that builds its own gets a private instance: its state is not shared with the \
            rest of the app, and previews and tests cannot swap in a fake. Opt-in: on real MV apps the services \
            views build are mostly stateless helpers over shared storage, where a private instance loses nothing, \
            and actors, which `@Environment(T.self)` cannot hold.
            """,
        exclusions: """
            Services read with `@Environment`; a view that creates a service as `@State` and injects it into the \
            environment itself (the owner); previews; view models (see `view-model-in-mv`); plain stored \
            properties, which `singleton-in-view` reports; `.environment(Service())`, which \
            `environment-object-created-inline` reports; constructions with arguments (a client for another \
            server or account); stateful helpers the screen owns (a data source with its own cursor) and \
            stateless utilities.
            """,
        triggering: [
            RuleExample("""
                final class CatalogService { func search(_ text: String) async throws -> [String] { [] } }
                struct SearchView: View {
                    @State private var results: [String] = []
                    var body: some View {
                        List(results, id: \\.self) { Text($0) }
                            .task { results = (try? await ↓CatalogService().search("")) ?? [] }
                    }
                }
                """),
            RuleExample("""
                actor PhotoUploader {
                    private let session = URLSession(configuration: .default)
                    func upload(_ data: Data) async {}
                }
                struct ComposeView: View {
                    @State private var ↓uploader = PhotoUploader()
                    var body: some View { Button("Send") { Task { await uploader.upload(Data()) } } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class CatalogService { func search(_ text: String) async -> [String] { [] } }
                struct RootView: View {
                    @State private var catalog = CatalogService()
                    var body: some View { SearchView().environment(catalog) }
                }
                struct SearchView: View {
                    @Environment(CatalogService.self) private var catalog
                    @State private var results: [String] = []
                    var body: some View { List(results, id: \\.self) { Text($0) }.task { results = await catalog.search("") } }
                }
                #Preview { SearchView().environment(CatalogService()) }
                """),
            RuleExample("""
                final class MastodonClient { init(server: String) {}; func get() async throws {} }
                final class FeedDataSource { private var cursor: String?; func next() async throws {} }
                actor ImageCompressor { func compress(_ data: Data) async throws -> Data { data } }
                struct AddAccountView: View {
                    @State private var server = ""
                    @State private var feed = FeedDataSource()
                    var body: some View {
                        TextField("Server", text: $server)
                            .task { try? await MastodonClient(server: server).get(); _ = try? await ImageCompressor().compress(Data()) }
                    }
                }
                """),
            RuleExample("""
                struct Formatter { func format(_ value: Double) -> String { "" } }
                struct PriceView: View {
                    let price: Double
                    var body: some View { Text(Formatter().format(price)) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views {
            var reported = Set<String>()
            let injected = injectedProperties(of: view)
            for property in view.storedProperties where property.hasWrapper("State") || property.hasWrapper("StateObject") {
                guard case .construction(let name?)? = property.initializer,
                      !injected.contains(property.name), !injected.contains(name),
                      let service = service(named: name, in: view, file),
                      reported.insert(service.qualifiedName).inserted else { continue }
                violations.append(violation(view, service, at: property.position))
            }
            for scope in file.scopes(of: view) {
                let inlineInjected = Set(scope.usage.calls.filter { $0.name == "environment" || $0.name == "environmentObject" }
                    .compactMap(\.firstArgumentConstruction))
                // A construction with arguments is configured for this use (another server, account or file) and
                // cannot be replaced by one shared instance.
                for call in scope.usage.calls where isInCode(call.member, scope) && call.argumentLabels.isEmpty && call.closure == nil {
                    guard let path = call.path, !path.contains("."), !inlineInjected.contains(path),
                          let service = service(named: path, in: view, file),
                          reported.insert(service.qualifiedName).inserted else { continue }
                    violations.append(violation(view, service, at: call.position))
                }
            }
        }
        return violations
    }

    /// Inside a method or computed property, not a stored property's initial value (reported above, or by
    /// `singleton-in-view`) and not a static member.
    private func isInCode(_ member: MemberRef?, _ scope: MemberScope) -> Bool {
        switch member {
        case .function(let index)?: return !scope.functions[index].isStatic
        case .property(let index)?: return scope.properties[index].isComputed && !scope.properties[index].isStatic
        case nil: return false
        }
    }

    /// Narrower than the shared service role: a class or actor named as a service, or one with async or throwing
    /// methods that holds dependencies (stored `let`s) but no state of its own. A stateful one (`FeedDataSource`
    /// with its cursor) belongs to the screen that creates it; one with no stored properties (`ImageCompressor`)
    /// is a utility.
    private func service(named name: String, in view: TypeInfo, _ file: FileContext) -> TypeInfo? {
        let services = file.index.roles.services
        guard case .project(let info) = file.index.types.resolve(name, from: view.qualifiedName), info.isClass || info.kind == .actor,
              !file.index.roles.viewModels.isViewModel(info), !info.declaration.isGeneric else { return nil }
        if ServiceRole.hasServiceName(info.name) { return info }
        guard services.holdsOnlyDependencies(info),
              services.doesWork(info, countingThrowing: true, instanceOnly: false) else { return nil }
        return info
    }


    /// Properties the view itself puts into the environment of its children (`.environment(store)`).
    private func injectedProperties(of view: TypeInfo) -> Set<String> {
        var names = Set<String>()
        for scope in view.scopes {
            for tree in scope.scope.viewTrees {
                for use in tree.uses {
                    for modifier in use.modifiers {
                        guard case .injectsObject(let value, _) = modifier.effect else { continue }
                        switch value {
                        case .selfPath(let path): if case .property(let first)? = path.first { names.insert(first) }
                        case .typed(let type, _): names.insert(type)
                        default: break
                        }
                    }
                }
            }
        }
        return names
    }

    private func violation(_ view: TypeInfo, _ service: TypeInfo, at position: SourcePosition) -> Violation {
        Violation(position, """
            `\(view.name)` constructs its own `\(service.name)`: read it from the environment \
            (`@Environment(\(service.name).self)`) so the app shares one instance and previews can replace it
            """)
    }
}
