/// Why an `ObservableObject` class cannot move to `@Observable` mechanically: the one verdict that
/// `legacy-observable-object`, `legacy-property-wrapper` and `fix` read.
///
/// Decided here for both `check` and `fix`, from the facts: what the class itself and its place in the hierarchy
/// say (`classReasons`), and what its use sites say (`useReasons`: wrappers holding it outside a view or that
/// cannot be resolved, their storage used or built by hand, `@EnvironmentObject` bindings made outside `body`,
/// injections that cannot be resolved, its publishers
/// and `objectWillChange` used elsewhere, `ObservedObject<T>` types and wrapped values), each object resolved by
/// the index's value resolver, bindings made outside `body`, declarations taking any `ObservableObject` that it
/// reaches; then whether a view's `body` would write it while rendering. Whether any view observes it is a
/// behaviour change to report, not a reason. `fix`
/// adds nothing of its own but a rewrite that would not parse.
public struct MigrationBlockers: Sendable {
    let files: [FileFacts]
    let types: TypeTable
    let mainActor: MainActorRole
    /// The targets building each file: a class in a file built for a system older than Observation stays.
    let fileDeploymentTargets: [DeploymentTargets]
    /// Each project class's project subclasses, by name.
    private let subclassNames: [ObjectIdentifier: [String]]
    /// What the use sites say of each candidate class, in `fix`'s order (by file, then source order).
    private var useReasonsByClass: [ObjectIdentifier: [String]] = [:]
    /// Candidate classes some view holds or some code injects.
    private var observed: Set<ObjectIdentifier> = []
    private var renderWrites: [ObjectIdentifier: String] = [:]
    private var heldObjectReasons: [ObjectIdentifier: String] = [:]
    /// `object.$name` in other types' code, resolved to each candidate class, by property: bridged, not reasons.
    private(set) var outsidePublisherUses: [ObjectIdentifier: [String: [PublisherBridge.OutsideUse]]] = [:]
    /// `model.objectWillChange.send()` after writes of `model`'s properties in other types' code, by class: the
    /// migration deletes them with the class's own sends.
    private(set) var outsideSends: [ObjectIdentifier: [UseSiteVerdict.OutsideSend]] = [:]
    /// `Published<Bool>.Publisher` written as types in the project: a publisher of that value type is not bridged.
    let publishedTypeUses: [PublishedTypeUse]
    /// `reasons(_:)` of every candidate class, decided once.
    private var verdicts: [ObjectIdentifier: [String]] = [:]
    /// Protocols requiring `ObservableObject` that drop it when every class conforming to them migrates.
    public private(set) var protocolGroups: [ProtocolGroup] = []
    /// A base class and subclasses that add no stored state of their own (test doubles that only override methods
    /// or add initialisers): the base becomes `@Observable`, the subclasses inherit it, and they move together.
    public private(set) var hierarchyGroups: [[TypeInfo]] = []
    /// One class declared once per platform (`#if os(watchOS)` branches, `Player+iOS.swift`): whatever holds one
    /// holds the other where it is built, so they migrate together.
    public private(set) var twinGroups: [[TypeInfo]] = []

    /// `protocol Fetching: ObservableObject` and the classes conforming to it: they migrate together, and the
    /// protocol's requirement becomes `AnyObject`.
    public struct ProtocolGroup: Sendable {
        public let proto: TypeInfo
        public let members: [TypeInfo]
    }

    /// Classes that migrate together, all or none.
    public struct MigrationGroup {
        public let members: [TypeInfo]
        /// Why the others stay when this member cannot migrate.
        let heldBackBy: (TypeInfo) -> String
    }

    /// Every group: a protocol and its conformers, a base and its stateless subclasses, a class's platform twins.
    public var groups: [MigrationGroup] {
        protocolGroups.map { group in
            MigrationGroup(members: group.members) {
                "it conforms to `\(group.proto.name)`, which requires `ObservableObject` and keeps it while `\($0.name)` cannot migrate"
            }
        } + hierarchyGroups.map { family in
            MigrationGroup(members: family) { "the class hierarchy of `\(family[0].name)` moves together, and `\($0.name)` cannot migrate" }
        } + twinGroups.map { twins in
            MigrationGroup(members: twins) {
                "its twin for another platform (\(files[$0.file].path):\($0.declaration.position.line)) cannot migrate, and the code holding one holds the other"
            }
        }
    }

    init(files: [FileFacts], types: TypeTable, values: ValueResolver, dataflow: Dataflow, mainActor: MainActorRole,
         fileDeploymentTargets: [DeploymentTargets]) {
        self.files = files
        self.types = types
        self.mainActor = mainActor
        self.fileDeploymentTargets = fileDeploymentTargets
        var subclasses: [ObjectIdentifier: [String]] = [:]
        for info in types.all where info.isClass {
            if let parent = types.projectSuperclass(of: info) { subclasses[ObjectIdentifier(parent), default: []].append(info.name) }
        }
        subclassNames = subclasses.mapValues { $0.sorted() }
        let candidates = types.all.filter { Self.isCandidate($0, types) }
        protocolGroups = Self.protocolGroups(types)
        hierarchyGroups = Self.hierarchyGroups(candidates, types)
        twinGroups = Self.twinGroups(candidates, types)
        publishedTypeUses = files.indices.flatMap { file in
            files[file].observation.wrapperTypeUses.filter { $0.text.hasPrefix("Published<") }.map {
                PublishedTypeUse(text: $0.text, location: "\(files[file].path):\($0.line)", value: SyntaxReading.firstGenericArgument($0.text))
            }
        }
        var uses = UseSiteVerdict(files: files, types: types, values: values, dataflow: dataflow, candidates: candidates,
                                  publishedTypeUses: publishedTypeUses)
        uses.run()
        outsidePublisherUses = uses.outsidePublisherUses
        outsideSends = uses.outsideSends
        useReasonsByClass = uses.reasons
        for (member, reason) in genericBindings() where !(useReasonsByClass[ObjectIdentifier(member)] ?? []).contains(reason) {
            useReasonsByClass[ObjectIdentifier(member), default: []].append(reason)
        }
        observed = uses.observed
        for info in candidates {
            // An `@Observable` class already tracks its properties: no write is newly observed.
            let newlyTracked = Self.keepsLeftoverConformance(info, types) ? [] : info.declaration.shape?.newlyTracked ?? []
            if let write = uses.renderWrite(info, newlyTracked: newlyTracked) {
                renderWrites[ObjectIdentifier(info)] = write
            }
        }
        for info in candidates {
            var reasons = classReasons(info)
            var given = Set(reasons)
            for reason in useReasons(info) + [renderWrite(info)].compactMap({ $0 }) where given.insert(reason).inserted {
                reasons.append(reason)
            }
            // Nothing published and nothing observing it: no sign that views should follow it.
            if reasons.isEmpty, isUnobserved(info), !Self.publishes(info, types) { reasons.append(Self.publishesNothing) }
            verdicts[ObjectIdentifier(info)] = reasons
        }
        heldObjectReasons = Self.heldObjects(candidates, verdicts: &verdicts, types: types, values: values)
        Self.holdTogether(&verdicts, groups: groups)
    }

    /// `@ObservedObject var source: F` with `F: Fetching` in a view that makes bindings from `$source`: once
    /// `Fetching` drops `ObservableObject`, `@Bindable` cannot take a generic, so the group stays.
    private func genericBindings() -> [(TypeInfo, String)] {
        guard !protocolGroups.isEmpty else { return [] }
        var result: [(TypeInfo, String)] = []
        for (fileIndex, file) in files.enumerated() {
            for property in file.observation.wrapperProperties {
                guard let written = property.writtenType, let ownerName = property.owner,
                      let owner = types.resolve(ownerName, from: nil, file: fileIndex).info, owner.projects(property.name),
                      let requirements = owner.declaration.genericRequirements[written],
                      let group = protocolGroups.first(where: { requirements.contains($0.proto.name) }) else { continue }
                let reason = "`\(ownerName)` makes bindings from `$\(property.name)`, a generic constrained to `\(group.proto.name)` (\(files[fileIndex].path):\(property.line)), which `@Bindable` cannot take: migrate by hand"
                result += group.members.map { ($0, reason) }
            }
        }
        return result
    }

    /// A class that builds and holds another `ObservableObject` which stays one (`let amountField = FormField()`):
    /// views read the inner object through it and re-render today whenever the outer class publishes; once the
    /// outer class is `@Observable`, nothing tells them the inner one changed. Decided until nothing changes, since
    /// holding such a class makes a class stay too.
    static func heldObjects(_ candidates: [TypeInfo], verdicts: inout [ObjectIdentifier: [String]], types: TypeTable,
                            values: ValueResolver) -> [ObjectIdentifier: String] {
        var reasons: [ObjectIdentifier: String] = [:]
        func staysObservableObject(_ held: TypeInfo) -> Bool {
            guard held.isClass, types.conforms(held, to: "ObservableObject") else { return false }
            return !isCandidate(held, types) ? !types.chainHasAttribute(held, "Observable") : !(verdicts[ObjectIdentifier(held)] ?? []).isEmpty
        }
        var changed = true
        while changed {
            changed = false
            for info in candidates where (verdicts[ObjectIdentifier(info)] ?? []).isEmpty {
                for property in info.storedProperties where !property.isStatic {
                    // Only an object the class builds itself: a shared instance (`Theme.shared`) or one handed in
                    // (`viewModel.theme = theme`) is one views can observe on their own.
                    let built: Bool
                    if case .construction? = property.initializer { built = true } else {
                        built = info.allAssignments.contains { $0.target == property.name && $0.valueConstruction != nil }
                    }
                    guard built else { continue }
                    guard case .project(let held) = values.member(property.name, of: info, isStatic: false), held !== info,
                          staysObservableObject(held) else { continue }
                    let reason = "it holds `\(property.name)`, a `\(held.name)` that stays an `ObservableObject`: views reading it through `\(info.name)` update today when `\(info.name)` publishes, and would not once it is `@Observable`"
                    verdicts[ObjectIdentifier(info)] = [reason]
                    reasons[ObjectIdentifier(info)] = reason
                    changed = true
                    break
                }
            }
        }
        return reasons
    }

    /// A held `ObservableObject` that stays one keeps the class holding it (`heldObjects`).
    public func heldObjectReason(_ info: TypeInfo) -> String? {
        heldObjectReasons[ObjectIdentifier(info)]
    }

    /// Bases whose every project subclass, however deep, has no stored property of its own and overrides none.
    static func hierarchyGroups(_ candidates: [TypeInfo], _ types: TypeTable) -> [[TypeInfo]] {
        var childrenByParent: [ObjectIdentifier: [TypeInfo]] = [:]
        for info in types.all where info.isClass {
            if let parent = types.projectSuperclass(of: info) { childrenByParent[ObjectIdentifier(parent), default: []].append(info) }
        }
        return candidates.compactMap { base -> [TypeInfo]? in
            guard types.projectSuperclass(of: base) == nil, base.inherited.contains(where: { SyntaxReading.simpleName($0) == "ObservableObject" }),
                  let children = childrenByParent[ObjectIdentifier(base)], !children.isEmpty else { return nil }
            var family: [TypeInfo] = []
            var stack = children
            while let child = stack.popLast(), family.count < 64 {
                family.append(child)
                stack += childrenByParent[ObjectIdentifier(child)] ?? []
            }
            let baseNames = Set(base.allProperties.map(\.name))
            let plain = family.allSatisfy { child in
                isCandidate(child, types) && !child.attributes.contains("Observable")
                    && child.allProperties.filter { !$0.isStatic }.allSatisfy { $0.isComputed && !$0.hasObservers && !baseNames.contains($0.name) }
            }
            return plain ? [base] + family : nil
        }
    }

    /// Whether `info` is a subclass in one of `hierarchyGroups`: it inherits Observation from its base.
    public func inheritsObservation(_ info: TypeInfo) -> Bool {
        hierarchyGroups.contains { $0.dropFirst().contains { $0 === info } }
    }

    /// Candidate classes declared more than once, once per platform.
    static func twinGroups(_ candidates: [TypeInfo], _ types: TypeTable) -> [[TypeInfo]] {
        var seen = Set<ObjectIdentifier>()
        var result: [[TypeInfo]] = []
        for info in candidates where !seen.contains(ObjectIdentifier(info)) {
            let twins = types.platformTwins(info.qualifiedName, from: nil, file: info.file)
            guard twins.count > 1, twins.allSatisfy({ isCandidate($0, types) }) else { continue }
            twins.forEach { seen.insert(ObjectIdentifier($0)) }
            result.append(twins)
        }
        return result
    }

    /// Protocols that list `ObservableObject` themselves, that no other project protocol refines and whose own
    /// code does not use `objectWillChange`, conformed to only by classes the migration looks at.
    static func protocolGroups(_ types: TypeTable) -> [ProtocolGroup] {
        let protocols = types.all.filter { $0.kind == .protocol }
        return protocols.compactMap { proto in
            guard proto.inherited.contains(where: { SyntaxReading.simpleName($0) == "ObservableObject" }),
                  !protocols.contains(where: { other in other !== proto && other.inherited.contains { SyntaxReading.simpleName($0) == proto.name } }),
                  !proto.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) else { return nil }
            let members = types.all.filter { $0.kind != .protocol && $0.inherited.contains { SyntaxReading.simpleName($0) == proto.name } }
            guard !members.isEmpty, members.allSatisfy({ isCandidate($0, types) && !keepsLeftoverConformance($0, types) }) else { return nil }
            return ProtocolGroup(proto: proto, members: members)
        }
    }

    /// The protocol keeps `ObservableObject` while one class conforming to it cannot migrate, and then so must
    /// the others.
    static func holdTogether(_ reasons: inout [ObjectIdentifier: [String]], groups: [MigrationGroup]) {
        var changed = true
        while changed {
            changed = false
            for group in groups {
                guard let blocked = group.members.first(where: { !(reasons[ObjectIdentifier($0)] ?? []).isEmpty }) else { continue }
                for member in group.members where (reasons[ObjectIdentifier(member)] ?? []).isEmpty {
                    reasons[ObjectIdentifier(member)] = [group.heldBackBy(blocked)]
                    changed = true
                }
            }
        }
    }

    static let publishesNothing = "it publishes nothing and no view holds it with an `ObservableObject` wrapper: drop the conformance if it only carries dependencies, or mark it `@Observable` by hand if views should follow it"

    /// Whether the class tells observers of changes: `@Published` or another wrapper that publishes through the
    /// object (`@AppStorage`), or `objectWillChange` by hand.
    public static func publishes(_ info: TypeInfo, _ types: TypeTable? = nil) -> Bool {
        let chain = types?.classChain(of: info) ?? [info]
        return chain.contains { type in
            type.storedProperties.contains { !$0.wrappers.isEmpty } || type.scopes.contains { $0.scope.usage.usesObjectWillChange }
        }
    }

    /// No view holds the class with an `ObservableObject` wrapper and no code injects it: views that read it (a
    /// shared instance read in `body`, an element of another object's array) do not update from it today, and
    /// will once it is `@Observable`. A class already `@Observable` is observed through Observation.
    public func isUnobserved(_ info: TypeInfo) -> Bool {
        !observed.contains(ObjectIdentifier(info)) && !Self.keepsLeftoverConformance(info, types)
    }

    /// A class the migration looks at: an `ObservableObject`, directly or not, that is not `@Observable`.
    static func isCandidate(_ info: TypeInfo, _ types: TypeTable) -> Bool {
        guard info.isClass, types.conforms(info, to: "ObservableObject") else { return false }
        return !types.chainHasAttribute(info, "Observable") || keepsLeftoverConformance(info, types)
    }

    /// `@Observable final class Clock: ObservableObject`: migrated by hand, with the old conformance left over.
    /// The migration removes it and rewrites the use sites that still need it.
    static func keepsLeftoverConformance(_ info: TypeInfo, _ types: TypeTable) -> Bool {
        info.isClass && info.attributes.contains("Observable") && types.projectSuperclass(of: info) == nil
            && info.inherited.contains { SyntaxReading.simpleName($0) == "ObservableObject" }
    }

    /// What `check` reports: every reason known without rewriting. Empty when the class can be migrated.
    public func reasons(_ info: TypeInfo) -> [String] {
        verdicts[ObjectIdentifier(info)] ?? []
    }

    /// What the use sites say of the class, in `fix`'s order.
    public func useReasons(_ info: TypeInfo) -> [String] {
        useReasonsByClass[ObjectIdentifier(info)] ?? []
    }

    /// A view's `body` calls a method of the object that sets a property that was not `@Published`: harmless
    /// today, but once Observation tracks that property the write invalidates the view while it renders.
    public func renderWrite(_ info: TypeInfo) -> String? {
        renderWrites[ObjectIdentifier(info)]
    }

    /// The skip reason of a class whose file is built for a system older than Observation.
    static func tooOld(_ targets: DeploymentTargets) -> String {
        let blocker = targets.observationBlocker ?? "the deployment target (\(targets.summary))"
        return "\(blocker) \(blocker.hasPrefix("the targets") ? "build its file and are" : "is") older than Observation"
    }

    /// The reasons the class itself gives, in the order `fix` reports them.
    public func classReasons(_ info: TypeInfo) -> [String] {
        var reasons: [String] = []
        let targets = fileDeploymentTargets.indices.contains(info.file) ? fileDeploymentTargets[info.file] : DeploymentTargets()
        if !targets.allowsObservation { reasons.append(Self.tooOld(targets)) }
        if files[info.file].suppressions.suppresses(rule: "legacy-observable-object", line: info.declaration.position.line) {
            reasons.append("`legacy-observable-object` is disabled for it by a `statecraft:disable` comment")
        }
        if info.attributes.contains("Model") {
            reasons.append("it is a SwiftData `@Model`, observable already: drop `ObservableObject` and its wrappers by hand")
        } else if let attribute = info.attributes.first(where: { !Vocabulary.plainClassAttributes.contains($0) }) {
            reasons.append("it carries `@\(attribute)`, which may generate members (a `@Published` one, say) that `@Observable` would not track")
        }
        reasons += objectWillChangeReasons(info)
        reasons += publisherBridges(info).reasons
        let grouped = hierarchyGroups.contains { $0.contains { $0 === info } }
        if let parent = types.projectSuperclass(of: info) {
            if !grouped {
                reasons.append("it inherits from `\(parent.name)`: `@Observable` does not carry over a class hierarchy; migrate it by hand")
            }
        } else if let first = info.declaration.inherited.first, SyntaxReading.simpleName(first) != "ObservableObject",
                  SyntaxReading.simpleName(first) != "NSObject", !Vocabulary.plainProtocols.contains(SyntaxReading.simpleName(first)) {
            switch types.resolve(first, from: info.declaration.parent) {
            case .project: break
            case .ambiguous, .unknown:
                reasons.append("it inherits from `\(first)`, which is outside the project (it may be an `ObservableObject` with Combine state of its own)")
            }
        }
        let subclasses = subclassNames[ObjectIdentifier(info)] ?? []
        if !subclasses.isEmpty, !grouped {
            reasons.append("\(ListFormat.and(subclasses.map { "`\($0)`" })) \(subclasses.count == 1 ? "inherits" : "inherit") from it: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        }
        for inherited in info.inherited {
            if case .project(let proto) = types.resolve(inherited, from: info.declaration.parent), proto.kind == .protocol,
               types.conforms(proto, to: "ObservableObject"), !protocolGroups.contains(where: { $0.proto === proto }) {
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
        if mainActor.isMainActor(info) {
            // Properties that were not `@Published` stay plain stored properties (`keptUnobserved`); observed ones cannot.
            let observedBefore = shape.trackedStorage.subtracting(shape.newlyTracked)
            let deinitReads = shape.deinitReads.filter(observedBefore.contains)
            if !deinitReads.isEmpty {
                reasons.append("its `deinit` reads \(ListFormat.and(deinitReads.map { "`\($0)`" })), which `@Observable` makes main-actor isolated")
            }
            for member in info.scopes.flatMap(\.scope.nonisolatedMembers) {
                let used = observedBefore.intersection(member.references).sorted()
                guard !used.isEmpty else { continue }
                reasons.append("its `nonisolated` \(member.member) uses \(ListFormat.and(used.map { "`\($0)`" })), which `@Observable` makes main-actor isolated")
            }
        }
        if info.declaration.isGeneric, shape.hasGenericWhereClause {
            reasons.append("it is generic with a `where` clause, which Statecraft does not migrate")
        }
        if shape.commentInConformance { reasons.append("a comment sits in its inheritance clause") }
        if shape.hasIfConfigMembers { reasons.append("it declares properties or initialisers inside `#if`, which Statecraft does not rewrite") }
        for issue in shape.memberIssues {
            switch issue {
            case .dynamic(let name): reasons.append("its property `\(name)` is `dynamic` (key-value observed)")
            case .severalPublished(let text): reasons.append("`\(text)` declares several `@Published` properties at once")
            }
        }
        let wrapped = shape.unobservable.filter { $0.why != .lazy }.map(\.name)
        if shape.publishedCount == 0, shape.newlyTracked.isEmpty, !wrapped.isEmpty {
            reasons.append("all its state is in property wrappers (\(ListFormat.and(wrapped.prefix(4).map { "`\($0)`" }))), which `@Observable` cannot track: views would stop updating")
        } else {
            // `@AppStorage` inside an `ObservableObject` publishes through it; inside `@Observable` it is ignored.
            let stored = shape.unobservable.compactMap { property -> (name: String, wrapper: String)? in
                guard case .wrapped(let wrapper) = property.why, Vocabulary.storageWrappers.contains(wrapper) else { return nil }
                return (property.name, wrapper)
            }
            if let first = stored.first {
                let names = stored.prefix(3).map { "`\($0.name)`" } + (stored.count > 3 ? ["\(stored.count - 3) more"] : [])
                reasons.append("its `@\(first.wrapper)` \(stored.count == 1 ? "property" : "properties") \(ListFormat.and(names)) \(stored.count == 1 ? "publishes" : "publish") through the object today; `@Observable` cannot track property wrappers, so views reading \(stored.count == 1 ? "it" : "them") would stop updating")
            }
        }
        return reasons
    }

    /// Stored `var`s that were not `@Published` and that a `nonisolated` member or the `deinit` of a main-actor
    /// class uses. `@Observable` would turn them into main-actor isolated accessors that code cannot reach;
    /// `@ObservationIgnored` keeps them plain stored properties, unobserved as they were. By name, with the code
    /// that uses them.
    public func keptUnobserved(_ info: TypeInfo) -> [(name: String, user: String)] {
        guard mainActor.isMainActor(info), let shape = info.declaration.shape else { return [] }
        var users: [String: [String]] = [:]
        for name in shape.deinitReads where shape.newlyTracked.contains(name) { users[name, default: []].append("the `deinit`") }
        for member in info.scopes.flatMap(\.scope.nonisolatedMembers) {
            for name in shape.newlyTracked where member.references.contains(name) {
                users[name, default: []].append("the `nonisolated` \(member.member)")
            }
        }
        return shape.newlyTracked.compactMap { name in users[name].map { (name, ListFormat.and($0)) } }
    }

    /// What its own uses of `objectWillChange` say. A `send()` beside writes of stored properties that Observation
    /// will track says nothing Observation does not, and the migration deletes it; any other use, or a send
    /// announcing something else (another object's change, a computed property's), holds the class back.
    private func objectWillChangeReasons(_ info: TypeInfo) -> [String] {
        let scopes = info.scopes.map(\.scope)
        let outside = outsideSends[ObjectIdentifier(info)] ?? []
        guard scopes.contains(where: { $0.usage.usesObjectWillChange }) || !outside.isEmpty else { return [] }
        let ownName = info.allProperties.contains(where: { $0.name == "objectWillChange" })
        guard let shape = info.declaration.shape, scopes.allSatisfy({ $0.usage.otherObjectWillChangeUses == 0 }), !ownName else {
            return (scopes.contains(where: { $0.usage.usesObjectWillChange }) ? ["uses `objectWillChange`"] : [])
                + outside.map { "\($0.text) is used" }
        }
        let observed = shape.trackedStorage.subtracting(shape.unobservable.map(\.name)).subtracting(keptUnobserved(info).map(\.name))
        let properties = Set(info.allProperties.map(\.name))
        var reasons: [String] = []
        // Another type's send after it sets the class's observed properties says what Observation will say.
        for send in outside {
            let untracked = send.writes.intersection(properties).subtracting(observed).sorted()
            if send.writes.isDisjoint(with: properties) {
                reasons.append("\(send.text) is used after writes that are not its own properties")
            } else if !untracked.isEmpty {
                reasons.append("\(send.text) follows writes of \(ListFormat.and(untracked.map { "`\($0)`" })), which Observation does not track")
            }
        }
        for send in scopes.flatMap({ $0.usage.objectWillChangeSends }) {
            let written = send.writes.intersection(properties)
            let untracked = written.subtracting(observed).sorted()
            if written.isEmpty {
                reasons.append("\(send.member) calls `objectWillChange.send()` without setting a stored property of its own, so Observation would not announce what it signals")
            } else if !untracked.isEmpty {
                reasons.append("\(send.member) calls `objectWillChange.send()` beside writes of \(ListFormat.and(untracked.map { "`\($0)`" })), which Observation does not track")
            }
        }
        return reasons
    }

}
