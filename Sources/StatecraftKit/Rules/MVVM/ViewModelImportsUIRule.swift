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
            `allow_feedback_generators`, on by default, which covers watchOS and AppKit haptics too); a SwiftUI \
            import used only for its collection methods (`remove(atOffsets:)`, `move(fromOffsets:toOffset:)`); view \
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
                ↓import UIKit

                protocol AvatarRepository {
                    func avatar(for userID: String) async throws -> UIImage?
                    func save(_ avatars: [UIImage], for userID: String) async throws
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
                final class ChecklistViewModel {
                    var items: [String] = []
                    func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
                    func reorder(from source: IndexSet, to destination: Int) { items.move(fromOffsets: source, toOffset: destination) }
                }
                """),
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
        // `items.remove(atOffsets:)`: SwiftUI's collection methods use the import without any UI type.
        if used.isEmpty, usesSwiftUICollectionMethods(file) { return [] }
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

    /// UIKit, AppKit and SwiftUI names the file uses: property types and wrappers, the types of functions'
    /// parameters and results, constructions and calls, static members.
    private func uiNames(_ file: FileContext) -> Set<String> {
        var names = Set<String>()
        for scope in file.allScopes {
            for property in scope.properties {
                names.formUnion(property.wrappers.map(\.name))
                if let type = property.type { names.formUnion(Self.typeNames(in: type.text)) }
                if case .construction(let type?)? = property.initializer { names.insert(SyntaxReading.simpleName(type)) }
            }
            for function in scope.functions {
                if let result = function.returnType { names.formUnion(Self.typeNames(in: result.text)) }
                for parameter in function.parameterTypes { names.formUnion(Self.typeNames(in: parameter)) }
            }
            for call in scope.usage.calls {
                if let root = call.path?.split(separator: ".").first { names.insert(String(root)) }
            }
            for access in scope.usage.staticAccesses { names.insert(access.base) }
        }
        return names.filter { name in
            (Self.hasFrameworkPrefix(name, "UI") || Self.hasFrameworkPrefix(name, "WK") || Vocabulary.appKitNames.contains(name)
                || Vocabulary.swiftUINames.contains(name))
                // The project's own `Environment` or `Image` (a model, a configuration) is not the framework's.
                && file.index.types.candidates(name, from: nil, file: file.fileIndex).isEmpty
        }
    }

    /// `UIImage`, `WKWebView`: the prefix, then a capital (not `UInt32`).
    private static func hasFrameworkPrefix(_ name: String, _ prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        return name.dropFirst(prefix.count).first?.isUppercase == true
    }

    /// The names a written type is made of: `UIImage` and `Never` in `AnyPublisher<[UIImage], Never>?`; a
    /// qualified name gives its last part (`UIKit.UIImage` → `UIImage`).
    private static func typeNames(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
            .map { SyntaxReading.simpleName(String($0)) }
    }

    /// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`: SwiftUI's methods on collections, which a list's
    /// model uses for `onDelete` and `onMove`.
    private func usesSwiftUICollectionMethods(_ file: FileContext) -> Bool {
        file.allScopes.contains { scope in
            scope.usage.calls.contains { call in
                (call.name == "remove" && call.argumentLabels == ["atOffsets"])
                    || (call.name == "move" && call.argumentLabels == ["fromOffsets", "toOffset"])
            }
        }
    }
}
