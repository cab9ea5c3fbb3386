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

/// Where a type's code outside its declaring file uses a member: `private` would hide the member from it.
enum OtherFileUse {
    /// The path of another file whose extension of `owner` reads, writes, binds or reaches the storage of `name`.
    static func file(using name: String, of owner: TypeInfo, in index: ProjectIndex) -> String? {
        for scope in owner.scopes where scope.file != owner.file {
            let usage = scope.scope.usage
            if usage.reads[name] != nil || usage.writes[name] != nil || usage.projections[name] != nil
                || usage.storageAccesses[name] != nil || usage.methodCalls[name] != nil {
                return index.files[scope.file].path
            }
        }
        return nil
    }
}
