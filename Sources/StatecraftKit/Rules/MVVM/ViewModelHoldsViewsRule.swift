import Foundation

struct ViewModelHoldsViewsRule: Rule {
    static let description = RuleDescription(
        id: "view-model-holds-views",
        pack: .mvvm,
        severity: .warning,
        summary: "A view model storing SwiftUI views or view values",
        rationale: """
            A view model describes what a screen shows, not how: it holds data and state, and the view turns them \
            into `Text`, `Image` and colours. Stored views tie the view model to SwiftUI, cannot be compared or \
            tested, and keep identity and layout decisions out of the view. Store the data (a name, a symbol \
            name, a status enum) and build the view from it.
            """,
        exclusions: """
            `NavigationPath` and destination values (navigation state belongs in the view model); `UIImage`/`NSImage` \
            data. A `Color`, `Image` or `Font` fed from outside (bound to a `ColorPicker`, assigned by a publisher, \
            built from stored data or a rendered picture, kept in step with another property in its `didSet`) is \
            the user's data, not a styling decision; one the view model picks itself is information, not a warning.
            """,
        triggering: [
            RuleExample("""
                @Observable @MainActor final class BadgeViewModel {
                    var ↓icon = Image(systemName: "star")
                    var ↓tint: Color = .yellow
                    var ↓detail: AnyView?
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum Route: Hashable { case detail(Int) }
                @Observable @MainActor final class BrowseViewModel {
                    var path = NavigationPath()
                    var selection: Route?
                    var symbolName = "star"
                    var isHighlighted = false
                }
                """),
            RuleExample("""
                @Observable @MainActor final class TintEditorViewModel {
                    var tint: Color = .blue
                    var snapshot: Image?
                    func load(hex: UInt32) { tint = Color(hex: hex) }
                    func render(_ picture: UIImage) { snapshot = Image(uiImage: picture) }
                    var colorIndex = 0 { didSet { accent = palette(colorIndex) } }
                    var accent: Color = .red
                    private func palette(_ index: Int) -> Color { index == 0 ? .red : .green }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for info in file.viewModels {
            for property in info.storedProperties {
                guard let held = heldViewType(property, in: info, file) else { continue }
                let isView = held == "AnyView" || held.contains("View") || file.index.types.resolve(held, from: info.qualifiedName).info != nil
                // A colour, image or font fed from outside is the user's data (a picked tint, a rendered picture).
                if !isView, isFedFromOutside(property.name, in: info) { continue }
                violations.append(Violation(property.position, """
                    view model `\(info.name)` stores `\(held)` in `\(property.name)`: keep data in the view model \
                    (a name, a symbol, a state enum) and build the view from it in the view
                    """, severity: isView ? nil : .info))
            }
        }
        return violations
    }

    /// Fed from outside the class's own choices: projected (`$tint` bound, `assign(to: &$tint)`) or assigned a
    /// value built from data (`Color(uiColor: …)`, `Image(uiImage: rendered)`). A pick between constants
    /// (`tint = isLow ? .orange : .primary`) is a styling decision and stays reported.
    private func isFedFromOutside(_ name: String, in info: TypeInfo) -> Bool {
        info.scopes.contains { ref in
            ref.scope.usage.projections[name] != nil
                || ref.scope.usage.assignments.contains { $0.target == name && ($0.valueConstruction != nil || isMirror($0, in: ref.scope)) }
        }
    }

    /// Assigned in another stored property's observer: kept in step with that data (`didSet { color = … }`).
    private func isMirror(_ assignment: AssignmentFact, in scope: MemberScope) -> Bool {
        guard case .property(let index)? = assignment.member else { return false }
        let observed = scope.properties[index]
        return observed.hasObservers && !observed.isComputed && observed.name != assignment.target
    }

    private func heldViewType(_ property: PropertyFact, in info: TypeInfo, _ file: FileContext) -> String? {
        var names: [String] = []
        if let type = property.type {
            if type.text.hasPrefix("some View") || type.text.hasPrefix("any View") { return type.text }
            if let nominal = type.nominal {
                names.append(nominal)
            } else {
                // `[AnyView]`, `[Color]`.
                let inner = type.text.trimmingCharacters(in: CharacterSet(charactersIn: "[]?! "))
                if !inner.contains(where: { ":<,(".contains($0) }) { names.append(inner) }
            }
        } else if case .construction(let name?)? = property.initializer {
            names.append(name)
        }
        for name in names {
            let simple = SyntaxReading.simpleName(name)
            if Vocabulary.viewResourceTypes.contains(simple), file.index.types.resolve(name, from: info.qualifiedName).info == nil { return simple }
            if case .project(let type) = file.index.types.resolve(name, from: info.qualifiedName), file.index.types.isView(type) { return type.name }
        }
        return nil
    }
}
