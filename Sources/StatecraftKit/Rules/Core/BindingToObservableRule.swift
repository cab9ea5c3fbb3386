struct BindingToObservableRule: Rule {
    static let description = RuleDescription(
        id: "binding-to-observable",
        severity: .info,
        summary: "A `@Binding` to an `@Observable` object: pass the object, or use `@Bindable`",
        rationale: """
            An `@Observable` class already tells SwiftUI which of its properties a view reads. Wrapping a \
            reference to it in a `@Binding` adds a second, pointless channel: the binding only changes when the \
            parent swaps the whole object. Pass the object as a plain property, or declare it `@Bindable` when \
            the view needs bindings to its properties (`$model.title`). The view still updates as it should, so \
            the finding is information, not a warning.
            """,
        exclusions: "Bindings to value types; optional bindings and bindings the view reassigns (a selection); types Statecraft cannot resolve.",
        triggering: [
            RuleExample("""
                @Observable final class SearchModel { var query = "" }
                struct SearchBar: View {
                    @Binding var ↓model: SearchModel
                    var body: some View { TextField("Search", text: $model.query) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class SearchModel { var query = "" }
                struct Filter { var query = "" }
                struct SearchBar: View {
                    @Bindable var model: SearchModel
                    @Binding var filter: Filter
                    @Binding var text: String
                    @Binding var selection: SearchModel?
                    var body: some View { TextField("Search", text: $model.query) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for (view, scope) in file.viewScopes {
            for property in scope.properties where property.hasWrapper("Binding") {
                guard let type = property.type, !type.isOptional, let typeName = type.nominal,
                      !view.allAssignments.contains(where: { $0.target == property.name }),
                      file.index.types.observability(ofTypeNamed: typeName, from: view.qualifiedName) == .observable else { continue }
                violations.append(Violation(property.position, """
                    `@Binding var \(property.name): \(typeName)` wraps an `@Observable` object, which already \
                    reports its changes; pass it as a plain property, or `@Bindable var \(property.name)` to make \
                    bindings to its properties
                    """))
            }
        }
        return violations
    }
}
