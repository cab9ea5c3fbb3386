import Foundation
import SwiftSyntax

/// A class `observation-migration` looked at: migrated (no reasons), or skipped with the reasons.
public struct ClassMigration: Sendable, Equatable {
    public var name: String
    public var file: String
    public var line: Int
    public var reasons: [String]
    /// The edits' group: the class's name, or the names of the classes it migrates with (a protocol group).
    var group = ""
}

/// Something a fix changed that behaves differently at run time, for the user to review.
public struct BehaviourChange: Sendable, Equatable {
    public var file: String
    public var line: Int
    public var message: String
}

/// The multi-file ObservableObject → `@Observable` migration. It decides, for every `ObservableObject`
/// class of the project, whether the class and all its use sites can be rewritten together; a class
/// that cannot is skipped with the reason and its use sites are left untouched.
struct ObservationMigration {
    static let id = "observation-migration"

    struct Outcome {
        var edits: [[TextEdit]]
        var migrated: [ClassMigration] = []
        var skipped: [ClassMigration] = []
        var behaviourChanges: [BehaviourChange] = []
        var notes: [String] = []
    }

    let index: ProjectIndex
    let files: [ParsedFile]
    /// What each file holds that the migration reads or rewrites, collected once per pass.
    let sites: [ObservationSites]
    let blocked: [String: String]
    /// New attributes go on a line of their own (the project's style).
    var attributesOnOwnLine = false


    /// Whether a file's facts show something the migration may rewrite: a class that may be an
    /// `ObservableObject` (only the index can tell), or use sites.
    static func mayEdit(_ facts: FileFacts) -> Bool {
        facts.types.contains { $0.kind == .class && !$0.inherited.isEmpty } || holdsUseSites(facts)
    }

    /// The files whose sites the migration reads: those that hold an `ObservableObject` class or use sites.
    static func files(in index: ProjectIndex) -> Set<Int> {
        var result = Set<Int>()
        // Its declaration and every extension: the rewrite reads their `$name`s and `objectWillChange`s.
        for info in index.types.all where info.isClass && index.types.conforms(info, to: "ObservableObject") {
            result.formUnion(info.scopes.map(\.file))
        }
        for (position, facts) in index.files.enumerated() where holdsUseSites(facts) { result.insert(position) }
        return result
    }

    /// An extension adding the conformance, a wrapper property, its storage, an injection or another object's
    /// publisher (`model.$query`, which a bridge renames).
    private static func holdsUseSites(_ facts: FileFacts) -> Bool {
        facts.extensions.contains { $0.inherited.contains { SyntaxReading.simpleName($0) == "ObservableObject" } }
            || !facts.observation.wrapperProperties.isEmpty || !facts.observation.storageInitializations.isEmpty
            || !facts.observation.injections.isEmpty || facts.scopes.contains { !$0.scope.usage.publisherUses.isEmpty }
    }

    static func unobservedChange(_ name: String) -> String {
        "`\(name)`: no view held it with `@StateObject`, `@ObservedObject` or `@EnvironmentObject`; views that read it (a shared instance read in `body`, an element of another object's array) now update when the properties they read change"
    }

    /// The edit group of each class in a protocol group: classes sharing a protocol (directly or through another
    /// class) are rewritten together or not at all.
    static func groupKeys(_ groups: [[TypeInfo]]) -> [ObjectIdentifier: String] {
        var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
        func root(_ id: ObjectIdentifier) -> ObjectIdentifier {
            var current = id
            while let next = parent[current], next != current { current = next }
            return current
        }
        var names: [ObjectIdentifier: String] = [:]
        for members in groups {
            for member in members {
                names[ObjectIdentifier(member)] = member.qualifiedName
                if parent[ObjectIdentifier(member)] == nil { parent[ObjectIdentifier(member)] = ObjectIdentifier(member) }
                parent[root(ObjectIdentifier(member))] = root(ObjectIdentifier(members[0]))
            }
        }
        var membersByRoot: [ObjectIdentifier: [String]] = [:]
        for id in names.keys { membersByRoot[root(id), default: []].append(names[id]!) }
        return names.keys.reduce(into: [:]) { keys, id in keys[id] = membersByRoot[root(id)]!.sorted().joined(separator: "+") }
    }

    /// The protocol group a wrapper property holds through a generic parameter of its type (`<F: Fetching>`,
    /// `where F: Fetching`).
    static func constrainedGroup(_ property: ObservationSites.WrapperProperty,
                                 groups: [MigrationBlockers.ProtocolGroup]) -> MigrationBlockers.ProtocolGroup? {
        guard !groups.isEmpty, let written = property.declaration.bindings.first?.typeAnnotation?.type.trimmedDescription else { return nil }
        var node = property.declaration.parent
        while let current = node, !current.is(StructDeclSyntax.self), !current.is(ClassDeclSyntax.self) { node = current.parent }
        let parameters = node?.as(StructDeclSyntax.self)?.genericParameterClause ?? node?.as(ClassDeclSyntax.self)?.genericParameterClause
        let requirements = node?.as(StructDeclSyntax.self)?.genericWhereClause ?? node?.as(ClassDeclSyntax.self)?.genericWhereClause
        var constraints: [String] = []
        if let parameters = parameters?.parameters {
            for parameter in parameters where parameter.name.rawString == written {
                if let inherited = parameter.inheritedType { constraints += inherited.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) } }
            }
        }
        if let requirements = requirements?.requirements {
            for requirement in requirements {
                guard case .conformanceRequirement(let conformance) = requirement.requirement,
                      conformance.leftType.trimmedDescription == written else { continue }
                constraints += conformance.rightType.trimmedDescription.split(separator: "&").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return groups.first { group in constraints.contains { SyntaxReading.simpleName($0) == group.proto.name } }
    }

    /// `protocol Fetching: ObservableObject` → `protocol Fetching: AnyObject` (or the requirement goes, when the
    /// protocol already says `AnyObject`).
    func protocolEdit(_ proto: TypeInfo, group: String) -> TextEdit? {
        let finder = ProtocolFinder(name: proto.name)
        finder.walk(files[proto.file].tree)
        guard let clause = finder.found?.inheritanceClause,
              let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }) else { return nil }
        if clause.inheritedTypes.contains(where: { $0.type.trimmedDescription == "AnyObject" }) {
            return SyntaxEdits.remove(inherited, from: clause, fix: Self.id, group: group)
        }
        return TextEdit.replace(inherited.type, with: "AnyObject", fix: Self.id, group: group)
    }

    private final class ProtocolFinder: SyntaxVisitor {
        let name: String
        var found: ProtocolDeclSyntax?
        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.rawString == name, found == nil { found = node }
            return .skipChildren
        }
    }

    /// The type declaring a wrapper property, seen from its file (a view of the same name in another target is
    /// another view).
    private func owner(of property: ObservationSites.WrapperProperty, file: Int) -> TypeInfo? {
        property.owner.flatMap { index.types.resolve($0, from: nil, file: file).info }
    }

    func run() -> Outcome {
        var outcome = Outcome(edits: Array(repeating: [], count: files.count))
        let classes = candidates()
        guard !classes.isEmpty else { return outcome }
        // Each class is gated on the targets that build its file (its package's or Xcode project's).
        let targetsByClass = classes.map { index.fileDeploymentTargets[$0.info.file] }
        guard targetsByClass.contains(where: \.allowsObservation) else {
            let blockers = Set(targetsByClass.compactMap(\.observationBlocker)).sorted()
            outcome.notes.append("no class migrated: \(ListFormat.and(blockers)) \(blockers.count == 1 && !blockers[0].hasPrefix("the targets") ? "is" : "are") older than Observation")
            for (candidate, targets) in zip(classes, targetsByClass) {
                outcome.skipped.append(ClassMigration(name: candidate.info.qualifiedName, file: files[candidate.file].path,
                                                      line: candidate.info.declaration.position.line,
                                                      reasons: [MigrationBlockers.tooOld(targets)]))
            }
            return outcome
        }
        let resolver = ObjectTypeResolver(index: index)
        var plans: [ObjectIdentifier: ClassPlan] = [:]
        for candidate in classes {
            var plan = ClassPlan(candidate: candidate)
            plan.inheritsObservation = index.roles.migrationBlockers.inheritsObservation(candidate.info)
            plans[ObjectIdentifier(candidate.info)] = plan
        }
        func plan(_ info: TypeInfo) -> ClassPlan? { plans[ObjectIdentifier(info)] }
        func skip(_ info: TypeInfo, _ reason: String) {
            guard plans[ObjectIdentifier(info)] != nil else { return }
            if !plans[ObjectIdentifier(info)]!.reasons.contains(reason) { plans[ObjectIdentifier(info)]!.reasons.append(reason) }
        }

        let blockers = index.roles.migrationBlockers
        for candidate in classes {
            // The class's own reasons (its file's targets among them) come with `checkDeclaration`.
            checkDeclaration(candidate, plan: &plans[ObjectIdentifier(candidate.info)]!)
            // What the use sites say: the migration-blocker role's verdict, which `check` reports too.
            for reason in blockers.useReasons(candidate.info) { skip(candidate.info, reason) }
        }

        // The use sites to rewrite: wrapper properties and their storage, then injections.
        var storageByProperty: [String: [(file: Int, site: ObservationSites.StorageInitialization)]] = [:]
        for (fileIndex, fileSites) in sites.enumerated() {
            for storage in fileSites.storageInitializations {
                storageByProperty["\(storage.owner ?? "")|\(storage.property)", default: []].append((fileIndex, storage))
            }
        }
        for (fileIndex, fileSites) in sites.enumerated() {
            for property in fileSites.wrapperProperties {
                let held: TypeInfo
                if case .project(let info) = heldClass(property, file: fileIndex, resolver: resolver), plan(info) != nil {
                    held = info
                } else if let twin = twinsHeld(property, file: fileIndex, resolver: resolver).first, plan(twin) != nil {
                    // One of the platform twins: they move together, so any of them stands for the group.
                    held = twin
                } else if let group = Self.constrainedGroup(property, groups: blockers.protocolGroups), let first = group.members.first {
                    // `@ObservedObject var fetcher: Fetcher` with `Fetcher: Fetching`: it moves with the group (unless the
                    // view makes bindings from it, which the verdict reports).
                    held = first
                } else {
                    continue
                }
                let info = held
                let storage = storageByProperty["\(property.owner ?? "")|\(property.name)"] ?? []
                let makesBindings = owner(of: property, file: fileIndex)?.projects(property.name) == true
                // The verdict decides from the facts; the rewrite also needs the members themselves, and never goes
                // on without them.
                if property.wrapper == "EnvironmentObject", makesBindings, Self.bindingScopes(besides: property).isEmpty {
                    skip(info, UseSiteVerdict.bindingsOutsideBody(owner: property.owner, property: property.name,
                                                                  at: location(fileIndex, property.declaration)))
                }
                plans[ObjectIdentifier(info)]!.properties.append(.init(file: fileIndex, site: property, storage: storage,
                                                                       makesBindings: makesBindings || !storage.isEmpty))
            }
        }
        for (fileIndex, fileSites) in sites.enumerated() {
            for injection in fileSites.environmentObjectCalls {
                guard let argument = injection.call.arguments.first?.expression, injection.call.arguments.count == 1 else { continue }
                let injected: TypeInfo
                switch resolver.resolveNames(argument, file: fileIndex) {
                case .project(let info) where plan(info) != nil: injected = info
                case .ambiguous(let name):
                    guard let twin = index.types.platformTwins(name, from: resolver.enclosingTypeName(of: Syntax(argument)), file: fileIndex).first,
                          plan(twin) != nil else { continue }
                    injected = twin
                default: continue
                }
                plans[ObjectIdentifier(injected)]!.injections.append((fileIndex, injection.name))
            }
        }
        // Classes that migrate together share one edit group: all their edits land in one pass, or none do.
        let groupKeys = Self.groupKeys(blockers.groups.map(\.members))
        for (key, value) in plans {
            if let write = blockers.renderWrite(value.candidate.info), !plans[key]!.reasons.contains(write) {
                plans[key]!.reasons.append(write)
            }
            if let held = blockers.heldObjectReason(value.candidate.info), plans[key]!.reasons.isEmpty {
                plans[key]!.reasons.append(held)
            }
            if let reason = blocked[value.candidate.info.qualifiedName] ?? groupKeys[key].flatMap({ blocked[$0] }) {
                plans[key]!.reasons.append(reason)
            }
            if plans[key]!.reasons.isEmpty, value.properties.isEmpty, value.injections.isEmpty, !value.alreadyObservable,
               !MigrationBlockers.publishes(value.candidate.info, index.types) {
                plans[key]!.reasons.append(MigrationBlockers.publishesNothing)
            }
        }

        var reasons = plans.mapValues(\.reasons)
        MigrationBlockers.holdTogether(&reasons, groups: blockers.groups)
        for (key, value) in reasons { plans[key]!.reasons = value }
        func groupKey(_ info: TypeInfo) -> String { groupKeys[ObjectIdentifier(info)] ?? info.qualifiedName }
        for group in blockers.protocolGroups where group.members.allSatisfy({ plan($0)?.reasons.isEmpty == true }) {
            if let edit = protocolEdit(group.proto, group: groupKey(group.members[0])) { outcome.edits[group.proto.file].append(edit) }
        }

        // Rewrite what can be migrated.
        for value in plans.values.sorted(by: { ($0.candidate.file, $0.candidate.info.declaration.position) < ($1.candidate.file, $1.candidate.info.declaration.position) }) {
            let info = value.candidate.info
            let report = ClassMigration(name: info.qualifiedName, file: files[value.candidate.file].path,
                                        line: info.declaration.position.line, reasons: value.reasons)
            guard value.reasons.isEmpty else {
                outcome.skipped.append(report)
                continue
            }
            let group = groupKey(info)
            outcome.migrated.append(ClassMigration(name: report.name, file: report.file, line: report.line, reasons: [], group: group))
            if let edit = importEdit(value.candidate.file, group: group) {
                outcome.edits[value.candidate.file].append(edit)
            }
            outcome.edits[value.candidate.file] += value.declarationEdits(group: group, file: files[value.candidate.file],
                                                                         ownLine: attributesOnOwnLine)
            for (fileIndex, ext) in value.candidate.extensions {
                outcome.edits[fileIndex] += ClassPlan.extensionEdits(ext, group: group)
            }
            for property in value.properties {
                outcome.edits[property.file] += useSiteEdits(property, group: group)
                for (fileIndex, storage) in property.storage { outcome.edits[fileIndex] += storageEdits(storage, group: group) }
                if let change = initialisationChange(property, info: info) { outcome.behaviourChanges.append(change) }
            }
            let publishers = publisherEdits(value.candidate, bridges: blockers.publisherBridges(info).bridges, group: group)
            for (fileIndex, edit) in publishers.edits { outcome.edits[fileIndex].append(edit) }
            if !publishers.subjects.isEmpty || !publishers.assignments.isEmpty {
                var parts = publishers.subjects.map { "`$\($0.property)` is now `\($0.subject)`" }
                if !parts.isEmpty { parts[parts.count - 1] += publishers.subjects.count == 1 ? ", a subject the property feeds from `willSet` as `@Published` did" : ", subjects their properties feed from `willSet` as `@Published` did" }
                parts += publishers.assignments.map { "`assign(to: &$\($0))` is now a `sink` that sets `\($0)`" }
                outcome.behaviourChanges.append(BehaviourChange(
                    file: files[value.candidate.file].path, line: info.declaration.position.line,
                    message: "`\(info.name)`: \(parts.joined(separator: "; ")); Combine pipelines keep working"))
            }
            let signals = signalEdits(info, group: group)
            for (fileIndex, edit) in signals.edits { outcome.edits[fileIndex].append(edit) }
            if !signals.members.isEmpty {
                outcome.behaviourChanges.append(BehaviourChange(
                    file: files[value.candidate.file].path, line: info.declaration.position.line,
                    message: "`\(info.name)`: `objectWillChange.send()` is gone from \(ListFormat.and(signals.members)); Observation announces the writes beside it, as each happens"))
            }
            for (fileIndex, name) in value.injections {
                outcome.edits[fileIndex].append(TextEdit.replace(name, with: "environment", fix: Self.id, group: group).counted())
            }
            if !value.newlyTracked.isEmpty {
                let names = value.newlyTracked.prefix(6).map { "`\($0)`" } + (value.newlyTracked.count > 6 ? ["\(value.newlyTracked.count - 6) more"] : [])
                outcome.behaviourChanges.append(BehaviourChange(
                    file: files[value.candidate.file].path, line: info.declaration.position.line,
                    message: "`\(info.name)`: \(ListFormat.and(names)) \(value.newlyTracked.count == 1 ? "was" : "were") not `@Published` and \(value.newlyTracked.count == 1 ? "is" : "are") now observed; mark \(value.newlyTracked.count == 1 ? "it" : "them") `@ObservationIgnored` if views should not update on \(value.newlyTracked.count == 1 ? "its" : "their") changes"))
            }
            // Views that read an object no view observed (a shared instance read in `body`) start to update.
            if value.properties.isEmpty, value.injections.isEmpty, !value.alreadyObservable, !value.inheritsObservation {
                outcome.behaviourChanges.append(BehaviourChange(
                    file: files[value.candidate.file].path, line: info.declaration.position.line,
                    message: Self.unobservedChange(info.name)))
            }
            outcome.behaviourChanges += value.ignoredProperties.map {
                BehaviourChange(file: files[value.candidate.file].path, line: files[value.candidate.file].position(of: $0.declaration).line,
                                message: $0.observedBefore
                                    ? "`\(info.name).\($0.name)` is now `@ObservationIgnored` (\($0.why)): views do not update when it changes"
                                    : "`\(info.name).\($0.name)` is `@ObservationIgnored` (\($0.why)): it was not `@Published`, so views did not follow it before either")
            }
        }
        return outcome
    }
}
