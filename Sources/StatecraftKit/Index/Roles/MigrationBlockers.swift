/// Why an `ObservableObject` class cannot move to `@Observable` mechanically: the one verdict that
/// `legacy-observable-object`, `legacy-property-wrapper` and `fix` read.
///
/// Decided here for both `check` and `fix`: what the class itself and its place in the hierarchy say
/// (`classReasons`), and its publishers used elsewhere (`object.$name`, each object resolved by the index's
/// value resolver). `fix` adds what it finds at the other use sites it rewrites (injections and wrappers it
/// cannot resolve, declarations taking any `ObservableObject`, writes while a view renders); those move here
/// as the fact walk learns to record them.
public struct MigrationBlockers: Sendable {
    let files: [FileFacts]
    let types: TypeTable
    let mainActor: MainActorRole
    /// For each file, the classes whose publisher it uses and why they cannot migrate, in source order.
    private let publisherReasonsByFile: [Int: [(info: TypeInfo, reason: String)]]
    /// Each project class's project subclasses, by name.
    private let subclassNames: [ObjectIdentifier: [String]]
    /// `reasons(_:)` of every candidate class, decided once.
    private var verdicts: [ObjectIdentifier: [String]] = [:]

    init(files: [FileFacts], types: TypeTable, values: ValueResolver, mainActor: MainActorRole) {
        self.files = files
        self.types = types
        self.mainActor = mainActor
        let candidates = types.all.filter { Self.isCandidate($0, types) }
        var byFile: [Int: [(info: TypeInfo, reason: String)]] = [:]
        for (fileIndex, file) in files.enumerated() {
            let uses = (file.types.map(\.scope) + file.extensions.map(\.scope) + [file.fileScope])
                .flatMap(\.usage.publisherUses).sorted { $0.position < $1.position }
            for use in uses {
                let reason = "its publisher `\(use.text)` is used (\(file.path):\(use.position.line))"
                let context = use.context.flatMap { types.resolve($0, from: nil).info }
                switch values.resolve(use.base, context: context, contextName: use.context) {
                case .project(let info):
                    if Self.isCandidate(info, types) { byFile[fileIndex, default: []].append((info, reason)) }
                case .other:
                    continue
                case .unknown, .ambiguous:
                    // Any class with a `@Published` property of that name may be the one.
                    for info in candidates where info.allProperties.contains(where: { $0.name == use.property && $0.hasWrapper("Published") }) {
                        byFile[fileIndex, default: []].append((info, reason + " on an object Statecraft cannot resolve, which may be this class"))
                    }
                }
            }
        }
        publisherReasonsByFile = byFile
        var subclasses: [ObjectIdentifier: [String]] = [:]
        for info in types.all where info.isClass {
            if let parent = types.projectSuperclass(of: info) { subclasses[ObjectIdentifier(parent), default: []].append(info.name) }
        }
        subclassNames = subclasses.mapValues { $0.sorted() }
        for info in candidates {
            var reasons = classReasons(info)
            for file in byFile.keys.sorted() {
                for entry in byFile[file]! where entry.info === info && !reasons.contains(entry.reason) { reasons.append(entry.reason) }
            }
            verdicts[ObjectIdentifier(info)] = reasons
        }
    }

    /// A class the migration looks at: an `ObservableObject`, directly or not, that is not `@Observable`.
    static func isCandidate(_ info: TypeInfo, _ types: TypeTable) -> Bool {
        info.isClass && !types.chainHasAttribute(info, "Observable") && types.conforms(info, to: "ObservableObject")
    }

    /// What `check` reports: the class's own reasons and its publishers used elsewhere. Empty when nothing
    /// known yet stops `fix` from migrating it.
    public func reasons(_ info: TypeInfo) -> [String] {
        verdicts[ObjectIdentifier(info)] ?? []
    }

    /// The publisher uses in one file that keep classes from migrating.
    public func publisherReasons(inFile file: Int) -> [(info: TypeInfo, reason: String)] {
        publisherReasonsByFile[file] ?? []
    }

    /// The reasons the class itself gives, in the order `fix` reports them.
    public func classReasons(_ info: TypeInfo) -> [String] {
        var reasons: [String] = []
        if files[info.file].suppressions.suppresses(rule: "legacy-observable-object", line: info.declaration.position.line) {
            reasons.append("`legacy-observable-object` is disabled for it by a `statecraft:disable` comment")
        }
        if info.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) { reasons.append("uses `objectWillChange`") }
        let publishers = ownPublishers(info)
        if !publishers.isEmpty {
            reasons.append("uses Combine publishers " + publishers.map { "`$\($0)`" }.joined(separator: ", "))
        }
        if let parent = types.projectSuperclass(of: info) {
            reasons.append("it inherits from `\(parent.name)`: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        } else if let first = info.declaration.inherited.first, SyntaxReading.simpleName(first) != "ObservableObject",
                  SyntaxReading.simpleName(first) != "NSObject", !Vocabulary.plainProtocols.contains(SyntaxReading.simpleName(first)) {
            switch types.resolve(first, from: info.declaration.parent) {
            case .project: break
            case .ambiguous, .unknown:
                reasons.append("it inherits from `\(first)`, which is outside the project (it may be an `ObservableObject` with Combine state of its own)")
            }
        }
        let subclasses = subclassNames[ObjectIdentifier(info)] ?? []
        if !subclasses.isEmpty {
            reasons.append("\(ListFormat.and(subclasses.map { "`\($0)`" })) \(subclasses.count == 1 ? "inherits" : "inherit") from it: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        }
        for inherited in info.inherited {
            if case .project(let proto) = types.resolve(inherited, from: info.declaration.parent), proto.kind == .protocol,
               types.conforms(proto, to: "ObservableObject") {
                reasons.append("it conforms to `\(proto.name)`, which requires `ObservableObject`")
            }
        }
        let stored = Set(info.storedProperties.map(\.name))
        if let clash = info.allProperties.first(where: { $0.name.hasPrefix("_") && stored.contains(String($0.name.dropFirst())) }) {
            reasons.append("its property `\(clash.name)` clashes with the storage `@Observable` generates for `\(clash.name.dropFirst())`")
        }
        guard let shape = info.declaration.shape else { return reasons }
        let codable = info.inherited.contains { Vocabulary.codingProtocols.contains(SyntaxReading.simpleName($0)) }
        if codable, !shape.declaresCodingKeys {
            reasons.append("it is `Codable` with synthesised coding keys: `@Observable` renames its stored properties (`_name`), which changes the keys; declare `CodingKeys` first")
        }
        if let read = shape.earlyRead {
            reasons.append("an `init` reads `\(read)` before every stored property is set, which `@Observable`'s accessors do not allow")
        }
        if mainActor.isMainActor(info), !shape.deinitReads.isEmpty {
            reasons.append("its `deinit` reads \(ListFormat.and(shape.deinitReads.map { "`\($0)`" })), which `@Observable` makes main-actor isolated")
        }
        if info.declaration.isGeneric, shape.hasGenericWhereClause {
            reasons.append("it is generic with a `where` clause, which Statecraft does not migrate")
        }
        if shape.commentInConformance { reasons.append("a comment sits in its inheritance clause") }
        if shape.hasIfConfigMembers { reasons.append("it declares members inside `#if`, which Statecraft does not rewrite") }
        for issue in shape.memberIssues {
            switch issue {
            case .dynamic(let name): reasons.append("its property `\(name)` is `dynamic` (key-value observed)")
            case .severalPublished(let text): reasons.append("`\(text)` declares several `@Published` properties at once")
            }
        }
        let wrapped = shape.unobservable.filter { $0.why != .lazy }.map(\.name)
        if shape.publishedCount == 0, shape.newlyTracked.isEmpty, !wrapped.isEmpty {
            reasons.append("all its state is in property wrappers (\(ListFormat.and(wrapped.prefix(4).map { "`\($0)`" }))), which `@Observable` cannot track: views would stop updating")
        }
        return reasons
    }

    /// `@Published` properties whose publisher (`$name`) the class uses itself.
    private func ownPublishers(_ info: TypeInfo) -> [String] {
        info.allProperties.filter { $0.hasWrapper("Published") && info.projects($0.name) }.map(\.name).sorted()
    }
}
