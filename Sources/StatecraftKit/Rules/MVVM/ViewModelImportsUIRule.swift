struct ViewModelImportsUIRule: Rule {
    static let description = RuleDescription(
        id: "view-model-imports-ui",
        pack: .mvvm,
        severity: .warning,
        summary: "A view model, repository or API client file that imports SwiftUI, UIKit or AppKit",
        rationale: """
            View models, repositories and services hold logic that should run and be tested without a UI. \
            Importing a UI framework invites `Color`, `Image` or `UIApplication` into them and ties them to one \
            platform. `Observation` gives them `@Observable`; `Foundation` the rest. A file that uses UI types is \
            a warning naming them; an import nothing uses yet is information.
            """,
        exclusions: """
            Files that also declare views, view modifiers, styles, view extensions or previews; `import Observation`, `Foundation`, \
            `Combine`, `SwiftData`; a UIKit import used only for feedback generators (option \
            `allow_feedback_generators`, on by default, which covers watchOS and AppKit haptics too); view \
            models nested in a UIKit or AppKit view (a cell's binder).
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
                    func copy() { UIPasteboard.general.setValue(photos.first ?? "", forPasteboardType: "public.text") }
                    func fade() { withAnimation { photos.removeAll() } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                import SwiftUI

                @Observable @MainActor
                final class PulseViewModel {
                    var phase = 0.0
                    func start() { withAnimation(.easeInOut.repeatForever()) { phase = 1 } }
                }
                struct PulseModifier: AnimatableModifier {
                    var animatableData: Double
                    func body(content: Content) -> some View { content.scaleEffect(1 + animatableData / 10) }
                }
                """),
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

    private static let uiProtocols = Vocabulary.modifierProtocols.union(Vocabulary.styleProtocols)

    func check(_ file: FileContext) -> [Violation] {
        let facts = file.facts
        let imports = facts.imports.filter { Vocabulary.uiModules.contains($0.module) }
        // A file that declares views, modifiers or styles is UI code, whatever else it holds.
        let declaresUI = file.types.contains { file.index.types.conforms($0, toAny: Self.uiProtocols) }
        guard !imports.isEmpty, !facts.isTestFile, file.views.isEmpty, !declaresUI, facts.previews.isEmpty,
              !file.extensions.contains(where: { $0.type.map(file.index.types.isView) ?? ($0.fact.extendedType == "View") }) else { return [] }
        // A view model nested in a UIKit view (`UserCell.ViewModel` with `bind(cell:)`) is that view's binder.
        let subjects = file.types.filter { info in
            (file.index.roles.viewModels.isViewModel(info) || file.index.roles.services.isDataLayer(info))
                && !isNestedInUIKitType(info, file)
        }
        guard let subject = subjects.first else { return [] }
        let allowFeedback = file.options.bool("allow_feedback_generators", default: true)
        // An import the code does not use costs nothing; UI types the code uses tie it to the UI framework.
        let allUsed = uiNames(file)
        let used = allUsed.subtracting(allowFeedback ? Vocabulary.feedbackGenerators : []).sorted()
        guard let first = imports.first, used.isEmpty == allUsed.isEmpty else { return [] }
        var modules: [String] = []
        for fact in imports where !modules.contains(fact.module) { modules.append(fact.module) }
        let kind = file.index.roles.viewModels.isViewModel(subject) ? "view model" : "repository"
        if used.isEmpty {
            return [Violation(first.position, """
                this file declares the \(kind) `\(subject.name)` and imports \(ListFormat.and(modules)) without using \
                its UI types: import `Foundation` (and `Combine` or `Observation`) instead, so nothing ties the \
                \(kind) to the UI later
                """, severity: .info)]
        }
        let shown = used.prefix(4).map { "`\($0)`" } + (used.count > 4 ? ["\(used.count - 4) more"] : [])
        return [Violation(first.position, """
            this file declares the \(kind) `\(subject.name)`, imports \(ListFormat.and(modules)) and uses \
            \(ListFormat.and(shown)): keep view models, repositories and services free of UI frameworks (use \
            `Foundation` and `Observation`, and leave colours, images and animation to the view)
            """)]
    }

    private func isNestedInUIKitType(_ info: TypeInfo, _ file: FileContext) -> Bool {
        guard let parent = info.declaration.parent else { return false }
        guard let owner = file.index.types.resolve(parent, from: nil).info else { return true }
        return !file.index.types.isView(owner) && owner.inherited.contains { name in
            Vocabulary.uiFrameworkPrefixes.contains { SyntaxReading.simpleName(name).hasPrefix($0) }
        }
    }

    /// UIKit, AppKit and SwiftUI names the file uses: property types and wrappers, constructions and calls,
    /// static members.
    private func uiNames(_ file: FileContext) -> Set<String> {
        var names = Set<String>()
        for scope in file.allScopes {
            for property in scope.properties {
                names.formUnion(property.wrappers.map(\.name))
                if let nominal = property.type?.nominal { names.insert(SyntaxReading.simpleName(nominal)) }
                if case .construction(let type?)? = property.initializer { names.insert(SyntaxReading.simpleName(type)) }
            }
            for call in scope.usage.calls {
                if let root = call.path?.split(separator: ".").first { names.insert(String(root)) }
            }
            for access in scope.usage.staticAccesses { names.insert(access.base) }
        }
        return names.filter { name in
            name.hasPrefix("UI") || name.hasPrefix("WK") || Vocabulary.appKitNames.contains(name) || Vocabulary.swiftUINames.contains(name)
        }
    }
}
