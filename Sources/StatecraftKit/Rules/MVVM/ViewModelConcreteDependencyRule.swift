struct ViewModelConcreteDependencyRule: Rule {
    static let description = RuleDescription(
        id: "view-model-concrete-dependency",
        pack: .mvvm,
        severity: .warning,
        summary: "A view model reaching a singleton or building its own service",
        rationale: """
            A view model that calls `APIClient.shared` or builds `let repository = Repository()` itself cannot be \
            tested or previewed without the real network and disk. Take dependencies in `init` — ideally typed \
            as a protocol, with the real one as the default value — so tests and previews can pass another.
            """,
        exclusions: """
            Dependencies taken by `init` (with or without default values, `api: API = .shared` included); \
            values the `init` builds from its parameters; types outside the project (`URLSession.shared`); \
            generic containers; classes that do not look like services (a Service, Client, Repository, API, \
            Gateway, Store or Manager name, or async methods); a stored `X.shared` that nothing reads (dead code, \
            not a dependency in use).
            """,
        triggering: [
            RuleExample("""
                final class WeatherClient {
                    static let shared = WeatherClient()
                    func forecast() async throws -> String { "" }
                }
                @Observable @MainActor final class ForecastViewModel {
                    var text = ""
                    func load() async { text = (try? await ↓WeatherClient.shared.forecast()) ?? "" }
                }
                """),
            RuleExample("""
                final class NotesRepository { func all() async throws -> [String] { [] } }
                @Observable @MainActor final class NotesViewModel {
                    private let ↓repository = NotesRepository()
                    var notes: [String] = []
                }
                """),
            RuleExample("""
                final class NotesRepository { func all() async throws -> [String] { [] } }
                @Observable @MainActor final class NotesViewModel {
                    private let repository: NotesRepository
                    init() {
                        ↓self.repository = NotesRepository()
                    }
                }
                """),
            RuleExample("""
                final class MovieAPI {
                    static let shared = MovieAPI()
                    func search(_ text: String) async throws -> [String] { [] }
                }
                @Observable @MainActor final class MovieSearchViewModel {
                    var results: [String] = []
                    private let api = ↓MovieAPI.shared
                    func search(_ text: String) async { results = (try? await api.search(text)) ?? [] }
                }
                """),
            RuleExample("""
                final class NotesRepository { func all() async throws -> [String] { [] } }
                final class SyncClient {
                    static let shared = SyncClient()
                    func push() async throws {}
                }
                @Observable @MainActor final class NotesViewModel {
                    private let ↓repository = NotesRepository()
                    func sync() async { try? await SyncClient.shared.push() }
                    func retry() async { try? await SyncClient.shared.push() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                protocol NotesRepository { func all() async throws -> [String] }
                final class DiskNotesRepository: NotesRepository { func all() async throws -> [String] { [] } }
                @Observable @MainActor final class NotesViewModel {
                    private let repository: any NotesRepository
                    var notes: [String] = []
                    init(repository: any NotesRepository = DiskNotesRepository()) {
                        self.repository = repository
                    }
                }
                """),
            RuleExample("""
                final class AnalyticsService { static let shared = AnalyticsService() }
                final class Paged<Item>: ObservableObject { @Published var items: [Item] = [] }
                final class VariantLookup { init(product: Product) {} }
                final class FormatterService { static let shared = FormatterService(); func name(_ user: User) -> String { "" } }
                @MainActor final class ProductViewModel: ObservableObject {
                    private let analytics: AnalyticsService
                    private let pages = Paged<Product>()
                    private let variants = VariantLookup(product: Product())
                    private let data: DataService
                    init(analytics: AnalyticsService = AnalyticsService.shared, data: DataService? = nil) {
                        self.analytics = analytics
                        self.data = data ?? DataService.shared
                    }
                    func title(for user: User) -> String { FormatterService.shared.name(user) }
                }
                final class DataService { static let shared = DataService(); func load() async throws {} }
                """),
            RuleExample("""
                final class SupportClient { init(config: SupportConfig, session: URLSession) {}; func send() async throws {} }
                @Observable @MainActor final class SupportViewModel {
                    private let client: SupportClient
                    init(config: SupportConfig, session: URLSession = .shared) {
                        client = SupportClient(config: config, session: session)
                    }
                }
                """),
            RuleExample("""
                @Observable @MainActor final class LegacyPricingViewModel {
                    private let pricing = PricingService.shared
                    var total = 0
                }
                final class PricingService { static let shared = PricingService(); func quote() async throws -> Int { 0 } }
                """),
            RuleExample("""
                @Observable @MainActor final class ClockViewModel {
                    var now = Date()
                    private let calendar = Calendar.current
                    func tick() { now = Date(); _ = URLSession.shared }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        file.viewModels.compactMap { info -> Violation? in
            var found: [(position: SourcePosition, what: String)] = []
            var reported = Set<String>()
            let assignedInInit = Set(info.allAssignments.filter(\.inInitializer).map(\.target))
            for property in info.storedProperties {
                guard case .construction(let name?)? = property.initializer, !assignedInInit.contains(property.name),
                      let service = service(named: name, from: info, file), reported.insert(service.qualifiedName).inserted else { continue }
                found.append((property.position, "builds its own `\(service.name)`"))
            }
            for scope in info.scopes where scope.file == file.fileIndex {
                for assignment in scope.scope.usage.assignments where assignment.inInitializer && !isBuiltFromParameters(assignment, scope.scope) {
                    guard let name = assignment.valueConstruction, let service = service(named: name, from: info, file),
                          reported.insert(service.qualifiedName).inserted else { continue }
                    found.append((assignment.position, "builds its own `\(service.name)`"))
                }
                for access in scope.scope.usage.staticAccesses
                where !scope.scope.isStatic(access.enclosingMember) && !access.inParameterDefault
                    && !isInitializerWithParameters(access.enclosingMember, scope.scope)
                    && !isUnusedStoredValue(access.enclosingMember, scope.scope, of: info) {
                    guard let service = service(named: access.base, from: info, file), service !== info,
                          reported.insert(service.qualifiedName).inserted else { continue }
                    found.append((access.position, "reaches `\(access.base).\(access.member)`"))
                }
            }
            // One finding per view model, at its first hard-wired dependency, naming them all.
            found.sort { $0.position < $1.position }
            guard let first = found.first else { return nil }
            let whats = found.enumerated().map { $0.offset == 0 ? $0.element.what : "\($0.element.what) (line \($0.element.position.line))" }
            // Past three, the message names three and counts the rest; the notes hold them all.
            let named = whats.count > 3 ? whats.prefix(3).joined(separator: ", ") + " and \(whats.count - 3) more" : ListFormat.and(whats)
            var violation = Violation(first.position, """
                view model `\(info.name)` \(named): take \(found.count == 1 ? "the dependency" : "each dependency") \
                in `init` (a protocol with the real one as the default value) so tests and previews can pass another
                """, subject: .type(info.qualifiedName))
            if whats.count > 3 { violation.notes = whats }
            return violation
        }
    }

    /// `service = Service(config: config, session: session)` in an `init` taking those: the caller chooses them.
    private func isBuiltFromParameters(_ assignment: AssignmentFact, _ scope: MemberScope) -> Bool {
        guard case .function(let index)? = assignment.member else { return false }
        return !assignment.valueNames.isDisjoint(with: scope.functions[index].parameterNames)
    }

    /// `let api = API.shared` that no method calls into (`api.search(…)`, `self.api.load()`) or hands on: dead
    /// code, not a dependency the view model uses. (Classes do not count plain identifier reads; calls and
    /// assigned values say whether the property is used.)
    private func isUnusedStoredValue(_ member: MemberRef?, _ scope: MemberScope, of info: TypeInfo) -> Bool {
        guard case .property(let index)? = member, !scope.properties[index].isComputed else { return false }
        let name = scope.properties[index].name
        return !info.reads(name) && !info.scopes.contains { ref in
            ref.scope.usage.calls.contains { call in
                guard let path = call.path else { return false }
                let root = path.hasPrefix("self.") ? path.dropFirst(5) : Substring(path)
                return root.hasPrefix(name + ".")
            } || ref.scope.usage.assignments.contains { $0.valueNames.contains(name) }
        }
    }

    /// `init(api: API? = nil) { self.api = api ?? API.shared }`: the dependency comes in through `init`.
    private func isInitializerWithParameters(_ member: MemberRef?, _ scope: MemberScope) -> Bool {
        guard case .function(let index)? = member else { return false }
        return scope.functions[index].kind == .initializer && !scope.functions[index].parameterNames.isEmpty
    }

    /// A project service: a Service/Client/Repository/API/Gateway/Store/Manager name or async methods. Generic
    /// classes (`PagedList<Item>`) are containers, and classes with no stored state and no async or throwing
    /// methods (`Formatters.shared.name(for:)`) are pure utilities.
    private func service(named name: String, from info: TypeInfo, _ file: FileContext) -> TypeInfo? {
        let services = file.index.roles.services
        guard case .project(let service) = file.index.types.resolve(name, from: info.qualifiedName), !service.declaration.isGeneric,
              services.isService(service), !services.isUtility(service) else { return nil }
        return service
    }
}
