/// How a class's Combine publishers outlive `@Published`. Each `$name` the class or other code reads becomes a
/// `CurrentValueSubject` that the property feeds from `willSet`, as `@Published` did: pipelines keep the same
/// values at the same moments. Each `publisher.assign(to: &$name)` becomes a `sink` that sets the property.
public struct PublisherBridge: Sendable {
    /// `player.$isPlaying` in another type's code, resolved to this class.
    public struct OutsideUse: Sendable {
        public var file: Int
        public var position: SourcePosition
    }

    public var property: String
    /// The subject's name (`queryPublisher`); nil when nothing reads the publisher, only `assign(to:)` writes it.
    public var subject: String?
    /// Uses outside the class's own file: the subject cannot be `private`.
    public var outsideUses: [OutsideUse]
    public var isReadInOtherFiles: Bool
    public var isAssigned: Bool
}

/// `Published<LineEnding>.Publisher` written as a type (a parameter, a property): a bridged `$lineEnding` would
/// be a `CurrentValueSubject`'s publisher and no longer match it.
struct PublishedTypeUse: Sendable {
    let text: String
    let location: String
    /// `LineEnding`, as written.
    let value: String?

    /// The first use a `@Published` property's publisher could be passed to: one of its value type, or any when
    /// the property's type is not written.
    static func blocking(_ property: PropertyFact, in uses: [PublishedTypeUse]) -> PublishedTypeUse? {
        let written = property.type.map { $0.text.filter { !$0.isWhitespace } }
        return uses.first { use in written == nil || use.value == nil || use.value!.filter { !$0.isWhitespace } == written }
    }
}

extension MigrationBlockers {
    /// The class's publishers that the migration bridges, and why it cannot when it cannot.
    func publisherBridges(_ info: TypeInfo) -> (bridges: [PublisherBridge], reasons: [String]) {
        var bridges: [PublisherBridge] = []
        var reasons: [String] = []
        let published = info.allProperties.filter { $0.hasWrapper("Published") && !$0.isStatic }
        let outside = outsidePublisherUses[ObjectIdentifier(info)] ?? [:]
        var taken = Set(info.allProperties.map(\.name) + info.allFunctions.map(\.name))
        for property in published {
            let reads = info.scopes.filter { $0.scope.usage.readProjections.contains(property.name) }
            let assigned = info.scopes.contains { $0.scope.usage.assignedProjections.contains(property.name) }
            let uses = outside[property.name] ?? []
            let passedInOut = info.scopes.contains { $0.scope.usage.inOutProjections.contains(property.name) }
            guard !reads.isEmpty || assigned || !uses.isEmpty || passedInOut else { continue }
            let publisher = "`$\(property.name)`"
            if passedInOut {
                reasons.append("it passes `&$\(property.name)` to a function other than `assign(to:)`, which needs the `@Published` storage")
                continue
            }
            if let publishedType = PublishedTypeUse.blocking(property, in: publishedTypeUses) {
                reasons.append("uses Combine publishers \(publisher), and `\(publishedType.text)` is written as a type (\(publishedType.location)), which a bridged publisher would not match")
                continue
            }
            var subject: String?
            if !reads.isEmpty || !uses.isEmpty {
                guard let name = PublisherProjection.subjectName(for: property.name, taken: taken) else {
                    reasons.append("uses Combine publishers \(publisher), and the names `\(property.name)Publisher` and `\(property.name)Subject` are taken")
                    continue
                }
                subject = name
                taken.insert(name)
            }
            bridges.append(PublisherBridge(
                property: property.name, subject: subject, outsideUses: uses,
                isReadInOtherFiles: reads.contains { $0.file != info.file }, isAssigned: assigned))
        }
        // `$name` of a superclass's property, in a subclass's code: the rewrite reaches only the declaring class.
        let own = Set(published.map(\.name))
        let projected = info.scopes.reduce(into: Set<String>()) {
            $0.formUnion($1.scope.usage.readProjections.union($1.scope.usage.assignedProjections).union($1.scope.usage.inOutProjections))
        }
        for name in projected.subtracting(own).sorted() {
            guard let owner = types.classChain(of: info).dropFirst().first(where: { $0.allProperties.contains { $0.name == name && $0.hasWrapper("Published") } })
            else { continue }
            reasons.append("it uses `$\(name)`, the publisher of `\(owner.name).\(name)`, which Statecraft rewrites only in `\(owner.name)` itself")
        }
        return (bridges, reasons)
    }
}
