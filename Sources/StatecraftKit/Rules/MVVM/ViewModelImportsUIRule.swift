struct ViewModelImportsUIRule: Rule {
    static let description = RuleDescription(
        id: "view-model-imports-ui",
        pack: .mvvm,
        severity: .warning,
        summary: "A view model, repository or API client file that imports SwiftUI, UIKit or AppKit",
        rationale: """
            View models, repositories and services hold logic that should run and be tested without a UI. \
            Importing a UI framework invites `Color`, `Image` or `UIApplication` into them and ties them to one \
            platform. `Observation` gives them `@Observable`; `Foundation` the rest.
            """,
        exclusions: """
            Files that also declare views, view extensions or previews; `import Observation`, `Foundation`, \
            `Combine`, `SwiftData`; a UIKit import used only for feedback generators (option \
            `allow_feedback_generators`, on by default).
            """,
        options: [OptionSpec("allow_feedback_generators", .bool, "Allow `import UIKit` when it is only used for UI*FeedbackGenerator (default: true)")],
        triggering: [
            RuleExample("""
                ↓import SwiftUI

                @Observable @MainActor
                final class ProfileViewModel {
                    var name = ""
                }
                """),
            RuleExample("""
                import Foundation
                ↓import UIKit

                protocol NotesRepository { func all() async throws -> [String] }
                final class RemoteNotesRepository: NotesRepository {
                    func all() async throws -> [String] { [] }
                }
                """),
            RuleExample("""
                #if canImport(UIKit)
                ↓import UIKit
                #else
                import AppKit
                #endif
                import SwiftUI

                @Observable @MainActor
                final class GalleryViewModel {
                    var photos: [String] = []
                    func share() { UIPasteboard.general.string = photos.first }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                import Foundation
                import Observation

                @Observable @MainActor
                final class ProfileViewModel {
                    var name = ""
                }
                """),
            RuleExample("""
                import SwiftUI

                @Observable @MainActor final class CounterViewModel { var count = 0 }
                struct CounterView: View {
                    @State private var viewModel = CounterViewModel()
                    var body: some View { Text("\\(viewModel.count)") }
                }
                """),
            RuleExample("""
                import UIKit

                @Observable @MainActor
                final class LikeViewModel {
                    private let haptics = UIImpactFeedbackGenerator(style: .light)
                    var liked = false
                    func toggle() { liked.toggle(); haptics.impactOccurred() }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        let facts = file.facts
        let imports = facts.imports.filter { Vocabulary.uiModules.contains($0.module) }
        guard !imports.isEmpty, !facts.isTestFile, file.views.isEmpty, facts.previews.isEmpty,
              !file.extensions.contains(where: { $0.type.map(file.index.types.isView) ?? ($0.fact.extendedType == "View") }) else { return [] }
        let subjects = file.types.filter { file.index.roles.viewModels.isViewModel($0) || file.index.roles.services.isDataLayer($0) }
        guard let subject = subjects.first else { return [] }
        let allowFeedback = file.options.bool("allow_feedback_generators", default: true)
        let uiNames = allowFeedback ? uiKitNames(file) : []
        let reported = imports.filter { fact in
            !(fact.module == "UIKit" && allowFeedback && !uiNames.isEmpty && uiNames.isSubset(of: Vocabulary.feedbackGenerators))
        }
        // One finding per file, at its first UI import, naming every UI module (each `#if` branch included).
        guard let first = reported.first else { return [] }
        var modules: [String] = []
        for fact in reported where !modules.contains(fact.module) { modules.append(fact.module) }
        let kind = file.index.roles.viewModels.isViewModel(subject) ? "view model" : "repository"
        return [Violation(first.position, """
            this file declares the \(kind) `\(subject.name)` and imports \(ListFormat.and(modules)): keep view models, \
            repositories and services free of UI frameworks (use `Foundation` and `Observation`)
            """)]
    }

    /// `UI…` names the file uses: property types, constructions and calls, static members.
    private func uiKitNames(_ file: FileContext) -> Set<String> {
        var names = Set<String>()
        for scope in file.allScopes {
            for property in scope.properties {
                if let nominal = property.type?.nominal { names.insert(SyntaxReading.simpleName(nominal)) }
                if case .construction(let type?)? = property.initializer { names.insert(SyntaxReading.simpleName(type)) }
            }
            for call in scope.usage.calls {
                if let root = call.path?.split(separator: ".").first { names.insert(String(root)) }
            }
            for access in scope.usage.staticAccesses { names.insert(access.base) }
        }
        return names.filter { name in Vocabulary.uiFrameworkPrefixes.contains { name.hasPrefix($0) } }
    }
}
