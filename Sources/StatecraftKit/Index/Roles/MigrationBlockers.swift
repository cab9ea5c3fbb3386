/// Why an `ObservableObject` class cannot be moved to `@Observable` mechanically: the verdict
/// `legacy-observable-object` and `legacy-property-wrapper` read. (`fix` plans the migration with its own,
/// finer checks over the syntax of every use site; those move here as the fact walk learns to record them.)
public struct MigrationBlockers: Sendable {
    /// Every `object.$name` publisher projection used anywhere in the project.
    public let publisherNames: Set<String>

    init(files: [FileFacts]) {
        var publishers = Set<String>()
        for file in files {
            for type in file.types { publishers.formUnion(type.scope.usage.memberProjections) }
            for ext in file.extensions { publishers.formUnion(ext.scope.usage.memberProjections) }
            publishers.formUnion(file.fileScope.usage.memberProjections)
        }
        publisherNames = publishers
    }

    /// The reasons, empty when the class can be migrated mechanically.
    public func reasons(_ info: TypeInfo) -> [String] {
        var reasons: [String] = []
        if info.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) {
            reasons.append("uses `objectWillChange`")
        }
        let published = info.allProperties.filter { $0.hasWrapper("Published") }.map(\.name)
        // `$name` inside the class itself, or `object.$name` anywhere in the project.
        let projected = published.filter { info.projects($0) || publisherNames.contains($0) }.sorted()
        if !projected.isEmpty {
            reasons.append("uses Combine publishers " + projected.map { "`$\($0)`" }.joined(separator: ", "))
        }
        return reasons
    }
}
