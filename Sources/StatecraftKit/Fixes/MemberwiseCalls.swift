/// The argument labels each type is constructed with across the project (`Row(title: …)` → `Row: [title]`),
/// so a fix never makes private a property some caller sets through the memberwise initialiser.
struct MemberwiseCalls {
    private var labels: [String: Set<String>] = [:]

    init(index: ProjectIndex) {
        for file in index.files {
            let scopes = file.types.map(\.scope) + file.extensions.map(\.scope) + [file.fileScope]
            for scope in scopes {
                for call in scope.usage.calls {
                    guard let path = call.path, !call.isMethodOnExpression else { continue }
                    let name = SyntaxReading.simpleName(path)
                    guard SyntaxReading.isUpperCamel(name) else { continue }
                    labels[name, default: []].formUnion(call.argumentLabels.compactMap { $0 })
                }
            }
        }
    }

    /// Whether some call of `type` passes an argument labelled `label`.
    func passes(_ label: String, to type: String) -> Bool {
        labels[SyntaxReading.simpleName(type)]?.contains(label) == true
    }
}
