struct BindableNeedsObservableRule: Rule {
    static let description = RuleDescription(
        id: "bindable-needs-observable",
        severity: .error,
        summary: "`@Bindable` on a type that is not `@Observable`",
        rationale: """
            `@Bindable` creates bindings to the properties of an `@Observable` object. On an `ObservableObject`, \
            a plain class or a value type it does not compile (or, through a generic wrapper, does not track \
            anything). Mark the class `@Observable`, or use `@ObservedObject` for an `ObservableObject` and \
            `@Binding` for a value.
            """,
        exclusions: "`@Observable` and `@Model` classes; types Statecraft cannot resolve.",
        triggering: [
            RuleExample("""
                final class ProfileModel: ObservableObject { @Published var name = "" }
                struct ProfileForm: View {
                    @Bindable var ↓model: ProfileModel
                    var body: some View { TextField("Name", text: $model.name) }
                }
                """),
            RuleExample("""
                struct Settings { var name = "" }
                struct SettingsForm: View {
                    @Bindable var ↓settings: Settings
                    var body: some View { TextField("Name", text: $settings.name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                @Observable final class ProfileModel { var name = "" }
                struct ProfileForm: View {
                    @Bindable var model: ProfileModel
                    @Bindable var remote: RemoteProfile
                    var body: some View { TextField("Name", text: $model.name) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for type in file.types {
            for scope in file.scopes(of: type) {
                for property in scope.properties where property.hasWrapper("Bindable") {
                    guard let typeName = file.index.types.heldTypeName(property) else { continue }
                    let kind: String
                    switch file.index.types.observability(ofTypeNamed: typeName, from: type.qualifiedName) {
                    case .observableObject: kind = "an `ObservableObject`; use `@ObservedObject`, or migrate the class to `@Observable`"
                    case .plainClass: kind = "a class that is not `@Observable`; mark it `@Observable`"
                    case .valueType: kind = "a value type; use `@Binding` to edit a value the parent owns"
                    default: continue
                    }
                    violations.append(Violation(property.position, """
                        `@Bindable var \(property.name)` needs an `@Observable` class, but `\(typeName)` is \(kind)
                        """))
                }
            }
        }
        return violations
    }
}
