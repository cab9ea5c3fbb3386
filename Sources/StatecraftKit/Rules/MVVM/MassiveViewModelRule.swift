struct MassiveViewModelRule: Rule {
    static let description = RuleDescription(
        id: "massive-view-model",
        pack: .mvvm,
        severity: .warning,
        summary: "A view model with too many stored properties or methods, or too many concerns",
        rationale: """
            A view model should hold one screen's state and the actions on it. One that keeps growing (twenty stored \
            properties, twenty-five methods) or that does networking, persistence, navigation, analytics and \
            formatting at once has become the screen's god object: hard to read, to test and to change. Split the \
            concerns into injected services and smaller view models for sub-screens.
            """,
        exclusions: """
            Computed and static properties, `let` constants and dependencies, subscriptions, observer tokens, \
            data sources and task handles (only stored `var`s of state count); methods in an extension that adds a \
            conformance (delegate callbacks), initialisers. Concerns are counted from what the code calls, not from \
            names: networking (`URLSession`, JSON coding), persistence (`UserDefaults`, `FileManager`, SwiftData or \
            Core Data contexts, keychain), navigation (`NavigationPath`, route state), analytics (tracking calls), \
            formatting (formatters, `String(format:)`) and haptics. The default limits leave room for a busy \
            screen: a form with fifteen fields is not a god object. A view model over one limit by less than a \
            fifth, and within the others, is a judgement call and is left alone.
            """,
        options: [
            OptionSpec("max_stored_properties", .int, "Most stored `var`s of state a view model may have (default: 20)"),
            OptionSpec("max_methods", .int, "Most methods a view model may have (default: 25)"),
            OptionSpec("max_concerns", .int, "Most distinct concerns a view model may mix (default: 2)"),
        ],
        triggering: [
            RuleExample("""
                @Observable @MainActor
                final class ↓OrderViewModel {
                    var path = NavigationPath()
                    var orders: [String] = []
                    private let formatter = DateFormatter()
                    func load() async throws {
                        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
                        orders = try JSONDecoder().decode([String].self, from: data)
                        Analytics.track("orders_loaded")
                    }
                    func open(_ order: String) { path.append(order) }
                }
                """),
            RuleExample("""
                @Observable @MainActor
                final class ↓FormViewModel {
                    var a = 0
                    var b = 0
                    var c = 0
                    var d = 0
                }
                """, options: ["max_stored_properties": .int(3)]),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable @MainActor
                final class FormViewModel {
                    var a = 0
                    var b = 0
                    var c = 0
                    var d = 0
                    var e = 0
                    var f = 0
                }
                """, options: ["max_stored_properties": .int(5)]),
            RuleExample("""
                @Observable @MainActor
                final class OrderViewModel {
                    var orders: [String] = []
                    var isLoading = false
                    private let repository: any OrderRepository
                    init(repository: any OrderRepository) { self.repository = repository }
                    var title: String { "\\(orders.count) orders" }
                    func load() async { orders = (try? await repository.orders()) ?? [] }
                }
                """),
            RuleExample("""
                @Observable @MainActor
                final class AddressFormViewModel {
                    var name = ""
                    var company = ""
                    var street = ""
                    var number = ""
                    var city = ""
                    var postcode = ""
                    var region = ""
                    var country = ""
                    var phone = ""
                    var email = ""
                    var notes = ""
                    var isDefault = false
                    var isSaving = false
                    var error: String?
                    func save() async {}
                }
                """),
            RuleExample("""
                @Observable @MainActor
                final class ScannerViewModel: NSObject {
                    var code: String?
                    func start() {}
                    func stop() {}
                }
                extension ScannerViewModel: AVCaptureMetadataOutputObjectsDelegate {
                    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput objects: [AVMetadataObject], from connection: AVCaptureConnection) {}
                    func captureDidStart() {}
                    func captureDidStop() {}
                }
                """, options: ["max_methods": .int(2)]),
        ])


    func check(_ file: FileContext) -> [Violation] {
        let maxStored = file.options.int("max_stored_properties", default: 20)
        let maxMethods = file.options.int("max_methods", default: 25)
        let maxConcerns = file.options.int("max_concerns", default: 2)
        return file.viewModels.compactMap { info in
            let stored = info.stateProperties.count
            // Methods in an extension that adds a conformance answer a delegate or protocol: not the screen's own.
            let methods = info.scopes.filter { !$0.addsConformance }.flatMap(\.scope.functions)
                .filter { $0.kind == .function && $0.name != "subscript" }.count
            let concerns = Self.concerns(of: info)
            var problems: [String] = []
            if stored > maxStored { problems.append("\(stored) stored `var`s of state (limit \(maxStored))") }
            if methods > maxMethods { problems.append("\(methods) methods (limit \(maxMethods))") }
            if concerns.count > maxConcerns {
                problems.append("\(concerns.count) concerns (\(ListFormat.and(concerns.map(\.rawValue))))")
            }
            // One measure a little over its limit (21 `var`s against 20) does not make a god object; two do.
            let clearlyOver = stored * 5 > maxStored * 6 || methods * 5 > maxMethods * 6 || concerns.count > maxConcerns
            guard problems.count > 1 || (problems.count == 1 && clearlyOver) else { return nil }
            return Violation(info.declaration.position, """
                view model `\(info.name)` has \(ListFormat.and(problems)): split the concerns into injected services \
                and smaller view models
                """)
        }
    }

    static func concerns(of info: TypeInfo) -> [CallConcern] {
        var found = Set<CallConcern>()
        for property in info.allProperties where !property.isStatic {
            let typeName = property.type?.nominal.map(SyntaxReading.simpleName)
                ?? { if case .construction(let name?)? = property.initializer { return SyntaxReading.simpleName(name) }; return nil }()
            if let typeName, let concern = CallConcern(typeNamed: typeName) { found.insert(concern) }
        }
        for scope in info.scopes {
            for call in scope.scope.usage.calls {
                if let concern = CallConcern(call: call) { found.insert(concern) }
            }
            for access in scope.scope.usage.staticAccesses {
                if let concern = CallConcern(typeNamed: access.base) { found.insert(concern) }
            }
        }
        return CallConcern.allCases.filter(found.contains)
    }
}
