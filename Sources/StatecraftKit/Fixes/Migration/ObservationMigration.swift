import SwiftSyntax

/// A class `observation-migration` looked at: migrated (no reasons), or skipped with the reasons.
public struct ClassMigration: Sendable, Equatable {
    public var name: String
    public var file: String
    public var line: Int
    public var reasons: [String]
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
    let memberwise: MemberwiseCalls
    let blocked: [String: String]
    /// New attributes go on a line of their own (the project's style).
    var attributesOnOwnLine = false

    /// Attributes that are not property wrappers (everything else upper-case on a stored property is one).
    private static let plainAttributes: Set<String> = [
        "MainActor", "Published", "ObservationIgnored", "ObservationTracked", "IBOutlet", "IBInspectable", "NSManaged",
        "NSCopying", "GKInspectable", "Sendable", "TaskLocal",
    ]

    func run() -> Outcome {
        var outcome = Outcome(edits: Array(repeating: [], count: files.count))
        guard index.deploymentTargets.allowsObservation else {
            if candidates(sites: nil).isEmpty == false {
                outcome.notes.append("the deployment target (\(index.deploymentTargets.summary)) is older than Observation: no class migrated")
            }
            return outcome
        }
        let sites = Parallel.map(count: files.count, jobs: 2) { ObservationSites.collect(files[$0].tree) }
        let classes = candidates(sites: sites)
        guard !classes.isEmpty else { return outcome }
        let resolver = ObjectTypeResolver(index: index)
        var plans: [ObjectIdentifier: ClassPlan] = [:]
        for candidate in classes { plans[ObjectIdentifier(candidate.info)] = ClassPlan(candidate: candidate) }
        func plan(_ info: TypeInfo) -> ClassPlan? { plans[ObjectIdentifier(info)] }
        func skip(_ info: TypeInfo, _ reason: String) {
            guard plans[ObjectIdentifier(info)] != nil else { return }
            if !plans[ObjectIdentifier(info)]!.reasons.contains(reason) { plans[ObjectIdentifier(info)]!.reasons.append(reason) }
        }
        func skipAll(_ reason: String, where include: (ClassPlan) -> Bool = { _ in true }) {
            for (key, value) in plans where include(value) {
                if !value.reasons.contains(reason) { plans[key]!.reasons.append(reason) }
            }
        }
        let suspects = SuspectClasses(index: index)
        /// An object Statecraft cannot resolve: the classes it may be (named in it, or the types of properties
        /// with its name) are skipped; when nothing narrows it down, every class is.
        func skipSuspects(of expression: ExprSyntax, _ reason: String, where include: (ClassPlan) -> Bool = { _ in true }) {
            if let classes = suspects.classes(expression) {
                for info in classes where plan(info).map(include) == true { skip(info, reason + ", which may be this class") }
            } else {
                skipAll(reason + ", which may be any class", where: include)
            }
        }

        for candidate in classes { checkDeclaration(candidate, plan: &plans[ObjectIdentifier(candidate.info)]!) }

        // Use sites: wrapper properties and their storage, then injections.
        var environmentReaders = Set<ObjectIdentifier>()
        var storageByProperty: [String: [(file: Int, site: ObservationSites.StorageInitialization)]] = [:]
        for (fileIndex, fileSites) in sites.enumerated() {
            for storage in fileSites.storageInitializations {
                storageByProperty["\(storage.owner ?? "")|\(storage.property)", default: []].append((fileIndex, storage))
            }
        }
        for (fileIndex, fileSites) in sites.enumerated() {
            for property in fileSites.wrapperProperties {
                let held = heldClass(property, resolver: resolver)
                if case .unknown = held {
                    let reason = "`@\(property.wrapper) var \(property.name)` (\(location(fileIndex, property.declaration))) holds an object Statecraft cannot resolve"
                    if let type = property.declaration.bindings.first?.typeAnnotation?.type {
                        // Several project types share the written name (one per target, say): each may be the one.
                        let name = SyntaxReading.typeRef(type).nominal.map(SyntaxReading.simpleName) ?? ""
                        for info in index.types.all where info.name == name { skip(info, reason + " (several types are named `\(name)`)") }
                    } else if let value = property.declaration.bindings.first?.initializer?.value {
                        skipSuspects(of: value, reason)
                    }
                }
                guard case .project(let info) = held, plan(info) != nil else { continue }
                let storage = storageByProperty["\(property.owner ?? "")|\(property.name)"] ?? []
                let owner = property.owner.flatMap { index.resolve($0, from: nil).info }
                if owner == nil || owner!.isClass || owner!.kind == .actor {
                    skip(info, "`@\(property.wrapper) var \(property.name)` is declared outside a view (\(location(fileIndex, property.declaration)))")
                }
                if let owner, owner.storageAccessCount(property.name) > storage.count {
                    skip(info, "`\(owner.name)` uses the wrapper storage `_\(property.name)` directly (\(location(fileIndex, property.declaration)))")
                }
                let makesBindings = owner?.projects(property.name) == true
                if property.wrapper == "EnvironmentObject" {
                    environmentReaders.insert(ObjectIdentifier(info))
                    if makesBindings {
                        skip(info, "`\(property.owner.map(SyntaxReading.simpleName) ?? "a view")` makes bindings from its `@EnvironmentObject var \(property.name)` (\(location(fileIndex, property.declaration))): add `@Bindable var \(property.name) = \(property.name)` in its body by hand")
                    }
                    if property.declaration.bindings.first?.typeAnnotation == nil {
                        skip(info, "`@EnvironmentObject var \(property.name)` has no written type (\(location(fileIndex, property.declaration)))")
                    }
                    if !storage.isEmpty {
                        skip(info, "the storage `_\(property.name)` of an `@EnvironmentObject` is set by hand (\(location(storage[0].file, storage[0].site.call)))")
                    }
                }
                for (storageFile, site) in storage {
                    let label = site.call.arguments.first?.label?.text
                    if site.call.arguments.count != 1 || !(label == "wrappedValue" || label == "initialValue") {
                        skip(info, "`\(site.wrapper)(…)` is built in a way Statecraft does not rewrite (\(location(storageFile, site.call)))")
                    }
                }
                plans[ObjectIdentifier(info)]!.properties.append(.init(file: fileIndex, site: property, storage: storage,
                                                                       makesBindings: makesBindings || !storage.isEmpty))
            }
        }
        for (fileIndex, fileSites) in sites.enumerated() {
            for injection in fileSites.environmentObjectCalls {
                guard let argument = injection.call.arguments.first?.expression, injection.call.arguments.count == 1 else { continue }
                switch resolver.resolve(argument) {
                case .project(let info):
                    if plan(info) != nil { plans[ObjectIdentifier(info)]!.injections.append((fileIndex, injection.name)) }
                case .other: continue
                case .unknown:
                    let reason = "`.environmentObject(\(argument.trimmedDescription))` (\(location(fileIndex, injection.call))) injects an object Statecraft cannot resolve"
                    skipSuspects(of: argument, reason) { environmentReaders.contains(ObjectIdentifier($0.candidate.info)) }
                }
            }
            for use in fileSites.objectWillChangeUses {
                guard let base = use.base else { continue }
                let reason = "`\(use.trimmedDescription)` is used (\(location(fileIndex, use)))"
                switch resolver.resolve(base) {
                case .project(let info): skip(info, reason)
                case .other: continue
                case .unknown: skipSuspects(of: base, reason + " on an object Statecraft cannot resolve")
                }
            }
        }
        for (fileIndex, fileSites) in sites.enumerated() {
            for use in fileSites.wrapperTypeUses {
                guard let name = SyntaxReading.typeRef(use.type).nominal,
                      case .project(let info) = resolver.typeNamed(name, context: use.owner) else { continue }
                skip(info, "`\(use.node.trimmedDescription)` needs it to stay an `ObservableObject` (\(location(fileIndex, use.node)))")
            }
            for use in fileSites.wrapperValueUses {
                switch resolver.resolve(use.value) {
                case .project(let info):
                    skip(info, "`\(use.node.trimmedDescription)` needs it to stay an `ObservableObject` (\(location(fileIndex, use.node)))")
                case .other: continue
                case .unknown:
                    skipSuspects(of: use.value, "`\(use.node.trimmedDescription)` (\(location(fileIndex, use.node))) wraps an object Statecraft cannot resolve")
                }
            }
        }
        checkErasedUses(sites, resolver: resolver, skip: skip, skipAll: { skipAll($0) }, skipSuspects: { skipSuspects(of: $0, $1) })
        for (key, value) in plans {
            if let write = renderWrite(value) { plans[key]!.reasons.append(write) }
            if let reason = blocked[value.candidate.info.qualifiedName] { plans[key]!.reasons.append(reason) }
            // Views that read an object no view observes (a singleton read in `body`) would start to update.
            if plans[key]!.reasons.isEmpty, value.properties.isEmpty, value.injections.isEmpty {
                plans[key]!.reasons.append("no view observes it (no `@StateObject`, `@ObservedObject`, `@EnvironmentObject` or `.environmentObject`): as `@Observable`, every view that reads it would start to update; migrate it by hand if that is meant")
            }
        }

        // Rewrite what can be migrated.
        var importAdded = Set<Int>()
        for value in plans.values.sorted(by: { ($0.candidate.file, $0.candidate.info.declaration.position) < ($1.candidate.file, $1.candidate.info.declaration.position) }) {
            let info = value.candidate.info
            let report = ClassMigration(name: info.qualifiedName, file: files[value.candidate.file].path,
                                        line: info.declaration.position.line, reasons: value.reasons)
            guard value.reasons.isEmpty else {
                outcome.skipped.append(report)
                continue
            }
            outcome.migrated.append(report)
            let group = info.qualifiedName
            outcome.edits[value.candidate.file] += value.declarationEdits(group: group, file: files[value.candidate.file],
                                                                         ownLine: attributesOnOwnLine)
            for (fileIndex, ext) in value.candidate.extensions {
                outcome.edits[fileIndex] += ClassPlan.extensionEdits(ext, group: group)
            }
            if importAdded.insert(value.candidate.file).inserted, let edit = importEdit(value.candidate.file, group: group) {
                outcome.edits[value.candidate.file].append(edit)
            }
            for property in value.properties {
                outcome.edits[property.file] += useSiteEdits(property, group: group)
                for (fileIndex, storage) in property.storage { outcome.edits[fileIndex] += storageEdits(storage, group: group) }
                if let change = initialisationChange(property, info: info) { outcome.behaviourChanges.append(change) }
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
            outcome.behaviourChanges += value.ignoredProperties.map {
                BehaviourChange(file: files[value.candidate.file].path, line: files[value.candidate.file].position(of: $0.declaration).line,
                                message: "`\(info.name).\($0.name)` is now `@ObservationIgnored` (\($0.why)): views do not update when it changes")
            }
        }
        return outcome
    }

    // MARK: Classes

    struct Candidate {
        var info: TypeInfo
        var file: Int
        var declaration: ClassDeclSyntax
        var extensions: [(file: Int, declaration: ExtensionDeclSyntax)]
    }

    private func candidates(sites: [ObservationSites]?) -> [Candidate] {
        var result: [Candidate] = []
        var extensions: [String: [(Int, ExtensionDeclSyntax)]] = [:]
        for (fileIndex, fileSites) in (sites ?? []).enumerated() {
            for ext in fileSites.conformingExtensions {
                if case .project(let info) = index.resolve(ext.typeName, from: nil) {
                    extensions[info.qualifiedName, default: []].append((fileIndex, ext.declaration))
                }
            }
        }
        // Every class that is an ObservableObject: directly, through a project protocol, or through a superclass
        // (the last two are reported as skipped, with the reason).
        for info in index.types.all where info.isClass && !index.chainHasAttribute(info, "Observable") {
            guard index.conforms(info, to: "ObservableObject") else { continue }
            guard let sites else {
                result.append(Candidate(info: info, file: info.file, declaration: ClassDeclSyntax(name: .identifier("_"), memberBlock: MemberBlockSyntax(members: [])), extensions: []))
                continue
            }
            guard let declaration = sites[info.file].classes.first(where: { $0.qualifiedName == info.qualifiedName })?.declaration else { continue }
            result.append(Candidate(info: info, file: info.file, declaration: declaration, extensions: extensions[info.qualifiedName] ?? []))
        }
        return result
    }

    /// Reasons found in the class itself and its place in the type hierarchy.
    private func checkDeclaration(_ candidate: Candidate, plan: inout ClassPlan) {
        let info = candidate.info
        if files[candidate.file].facts.suppressions.suppresses(rule: "legacy-observable-object", line: info.declaration.position.line) {
            plan.reasons.append("`legacy-observable-object` is disabled for it by a `statecraft:disable` comment")
        }
        plan.reasons += index.manualMigrationReasons(info)
        if let parent = index.projectSuperclass(of: info) {
            plan.reasons.append("it inherits from `\(parent.name)`: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        } else if let first = info.declaration.inherited.first, SyntaxReading.simpleName(first) != "ObservableObject",
                  SyntaxReading.simpleName(first) != "NSObject", !ProjectIndex.plainProtocols.contains(SyntaxReading.simpleName(first)) {
            switch index.resolve(first, from: info.declaration.parent) {
            case .project: break
            case .ambiguous, .unknown:
                plan.reasons.append("it inherits from `\(first)`, which is outside the project (it may be an `ObservableObject` with Combine state of its own)")
            }
        }
        let subclasses = index.types.all.filter { $0.isClass && index.projectSuperclass(of: $0) === info }.map(\.name).sorted()
        if !subclasses.isEmpty {
            plan.reasons.append("\(ListFormat.and(subclasses.map { "`\($0)`" })) \(subclasses.count == 1 ? "inherits" : "inherit") from it: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        }
        for inherited in info.inherited {
            if case .project(let proto) = index.resolve(inherited, from: info.declaration.parent), proto.kind == .protocol,
               index.conforms(proto, to: "ObservableObject") {
                plan.reasons.append("it conforms to `\(proto.name)`, which requires `ObservableObject`")
            }
        }
        let stored = Set(info.storedProperties.map(\.name))
        if let clash = info.allProperties.first(where: { $0.name.hasPrefix("_") && stored.contains(String($0.name.dropFirst())) }) {
            plan.reasons.append("its property `\(clash.name)` clashes with the storage `@Observable` generates for `\(clash.name.dropFirst())`")
        }
        let codable = info.inherited.contains { ["Codable", "Decodable", "Encodable"].contains(SyntaxReading.simpleName($0)) }
        if codable, !candidate.declaration.memberBlock.members.contains(where: { Self.declaresCodingKeys($0.decl) }) {
            plan.reasons.append("it is `Codable` with synthesised coding keys: `@Observable` renames its stored properties (`_name`), which changes the keys; declare `CodingKeys` first")
        }
        if let read = earlyRead(candidate.declaration) {
            plan.reasons.append("an `init` reads `\(read)` before every stored property is set, which `@Observable`'s accessors do not allow")
        }
        if isMainActor(info), let names = deinitReads(candidate.declaration), !names.isEmpty {
            plan.reasons.append("its `deinit` reads \(ListFormat.and(names.map { "`\($0)`" })), which `@Observable` makes main-actor isolated")
        }
        if info.declaration.isGeneric, candidate.declaration.genericWhereClause != nil {
            plan.reasons.append("it is generic with a `where` clause, which Statecraft does not migrate")
        }
        if let clause = candidate.declaration.inheritanceClause,
           let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }),
           SyntaxEdits.remove(inherited, from: clause, fix: Self.id) == nil {
            plan.reasons.append("a comment sits in its inheritance clause")
        }
        for member in candidate.declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !SyntaxReading.hasModifier(variable.modifiers, "static"), !SyntaxReading.hasModifier(variable.modifiers, "class") else { continue }
            let name = variable.bindings.first?.pattern.trimmedDescription ?? "?"
            if SyntaxReading.hasModifier(variable.modifiers, "dynamic") {
                plan.reasons.append("its property `\(name)` is `dynamic` (key-value observed)")
            }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            let names = attributes.map(SyntaxReading.attributeName)
            if variable.bindings.count > 1, names.contains("Published") {
                plan.reasons.append("`\(variable.bindings.trimmedDescription)` declares several `@Published` properties at once")
            }
            guard !names.contains("ObservationIgnored"), !isComputed(variable) else { continue }
            if SyntaxReading.hasModifier(variable.modifiers, "lazy") {
                plan.ignoredProperties.append((variable, name, "a `lazy` property"))
            } else if let wrapper = names.first(where: { SyntaxReading.isUpperCamel($0) && !Self.plainAttributes.contains($0) }) {
                plan.ignoredProperties.append((variable, name, "`@\(wrapper)` cannot wrap an observed property"))
            } else if variable.bindingSpecifier.text == "var", !names.contains("Published") {
                plan.newlyTracked.append(name)
            }
        }
        plan.published = candidate.declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { variable in variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { SyntaxReading.attributeName($0) == "Published" } }
        let wrapped = plan.ignoredProperties.filter { !$0.why.contains("lazy") }.map(\.name)
        if plan.published.isEmpty, plan.newlyTracked.isEmpty, !wrapped.isEmpty {
            plan.reasons.append("all its state is in property wrappers (\(ListFormat.and(wrapped.prefix(4).map { "`\($0)`" }))), which `@Observable` cannot track: views would stop updating")
        }
    }

    /// A view's `body` calling a method of the object that sets a property that was not `@Published`: harmless
    /// today, but once Observation tracks that property the write invalidates the view while it renders.
    private func renderWrite(_ plan: ClassPlan) -> String? {
        let info = plan.candidate.info
        let untracked = Set(plan.newlyTracked)
        guard !untracked.isEmpty else { return nil }
        var writers: [String: Set<String>] = [:]
        for scope in info.scopes {
            for assignment in scope.scope.usage.assignments where untracked.contains(assignment.target) && !assignment.inInitializer {
                if case .function(let index)? = assignment.member {
                    writers[scope.scope.functions[index].name, default: []].insert(assignment.target)
                }
            }
        }
        guard !writers.isEmpty else { return nil }
        for use in plan.properties {
            guard let owner = use.site.owner.flatMap({ index.resolve($0, from: nil).info }) else { continue }
            for scope in owner.scopes {
                for call in scope.scope.usage.calls {
                    guard let path = call.path, let written = writers[call.name],
                          path == "\(use.site.name).\(call.name)" || path == "self.\(use.site.name).\(call.name)",
                          case .property(let index)? = call.member, scope.scope.properties[index].name == "body" else { continue }
                    return "`\(owner.name).body` calls `\(use.site.name).\(call.name)`, which sets \(ListFormat.and(written.sorted().map { "`\($0)`" })): once observed, that write would invalidate the view while it renders"
                }
            }
        }
        return nil
    }

    private static func declaresCodingKeys(_ decl: DeclSyntax) -> Bool {
        if let nested = decl.as(EnumDeclSyntax.self) { return nested.name.text == "CodingKeys" }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text == "CodingKeys" }
        return false
    }

    private func isMainActor(_ info: TypeInfo) -> Bool {
        index.deploymentTargets.mainActorByDefault || index.chainHasAttribute(info, "MainActor")
    }

    /// A tracked property an initialiser reads while some stored property is still unset: a plain stored
    /// property allows that, the macro's computed accessor needs a fully initialised `self`.
    private func earlyRead(_ declaration: ClassDeclSyntax) -> String? {
        var tracked = Set<String>()
        var required = Set<String>()
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !SyntaxReading.hasModifier(variable.modifiers, "static"),
                  !isComputed(variable), !SyntaxReading.hasModifier(variable.modifiers, "lazy") else { continue }
            let isVar = variable.bindingSpecifier.text == "var"
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if isVar { tracked.insert(name) }
                let optional = binding.typeAnnotation.map { SyntaxReading.typeRef($0.type).isOptional } ?? false
                let wrapped = variable.attributes.contains {
                    $0.as(AttributeSyntax.self).map { !Self.plainAttributes.contains(SyntaxReading.attributeName($0)) } ?? true
                }
                if binding.initializer == nil, !(isVar && optional), !wrapped { required.insert(name) }
            }
        }
        guard !tracked.isEmpty, !required.isEmpty else { return nil }
        for member in declaration.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var assigned = Set<String>()
            for statement in body.statements {
                if required.isSubset(of: assigned) { break }
                let target = Self.assignedProperty(statement)
                for token in statement.tokens(viewMode: .sourceAccurate) {
                    guard tracked.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                    let viaSelf = reference.parent?.as(MemberAccessExprSyntax.self).map {
                        $0.declName.id == reference.id && $0.base?.trimmedDescription == "self"
                    } ?? false
                    let isMemberOfOther = reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false
                    if isMemberOfOther && !viaSelf { continue }
                    if !viaSelf && parameters.contains(token.text) { continue }
                    if let target, target.node.id == reference.id { continue }
                    return token.text
                }
                if let target { assigned.insert(target.name) }
            }
        }
        return nil
    }

    /// `x = …` or `self.x = …` as a whole statement.
    private static func assignedProperty(_ statement: CodeBlockItemSyntax) -> (name: String, node: DeclReferenceExprSyntax)? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first else { return nil }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, reference) }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return (member.declName.baseName.text, member.declName)
        }
        return nil
    }

    /// Stored `var`s of the class that its `deinit` mentions (they become tracked, main-actor isolated accessors).
    private func deinitReads(_ declaration: ClassDeclSyntax) -> [String]? {
        let members = declaration.memberBlock.members
        guard let deinitializer = members.compactMap({ $0.decl.as(DeinitializerDeclSyntax.self) }).first,
              let body = deinitializer.body else { return nil }
        var stored = Set<String>()
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                  !SyntaxReading.hasModifier(variable.modifiers, "static"), !isComputed(variable),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self).map(SyntaxReading.attributeName) == "ObservationIgnored" }) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stored.insert(name) }
            }
        }
        let mentioned = Set(body.tokens(viewMode: .sourceAccurate).map(\.text))
        return stored.intersection(mentioned).sorted()
    }

    private func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Classes passed to declarations that take any `ObservableObject` are skipped: after the migration
    /// they would no longer satisfy the constraint.
    private func checkErasedUses(_ sites: [ObservationSites], resolver: ObjectTypeResolver,
                                 skip: (TypeInfo, String) -> Void, skipAll: (String) -> Void,
                                 skipSuspects: (ExprSyntax, String) -> Void) {
        for (fileIndex, fileSites) in sites.enumerated() {
            for erased in fileSites.erasedUses {
                let taking = "takes any `ObservableObject` (`\(erased.text)`, \(location(fileIndex, erased.node)))"
                let described = "`\(erased.owner ?? "a declaration")` " + taking
                guard let owner = erased.owner else {
                    skipAll(described + "; Statecraft cannot tell which classes reach it")
                    continue
                }
                for calls in sites.map({ $0.callsByName[owner] ?? [] }) {
                    for call in calls {
                        for argument in call.arguments {
                            if let labels = erased.labels, !labels.contains(argument.label?.text ?? "_") { continue }
                            switch resolver.resolve(argument.expression) {
                            case .project(let info): skip(info, "it is passed to `\(owner)`, which " + taking)
                            case .other: continue
                            case .unknown:
                                skipSuspects(argument.expression, described + " and is called with `\(argument.expression.trimmedDescription)`, which Statecraft cannot resolve")
                            }
                        }
                    }
                }
            }
        }
    }

    // MARK: Use sites

    /// The class a wrapper property holds: its written type, or what its initial value resolves to.
    private func heldClass(_ property: ObservationSites.WrapperProperty, resolver: ObjectTypeResolver) -> ObjectResolution {
        guard let binding = property.declaration.bindings.first else { return .unknown }
        if let type = binding.typeAnnotation?.type {
            guard let name = SyntaxReading.typeRef(type).nominal else { return .unknown }
            return resolver.typeNamed(name, context: property.owner)
        }
        guard let value = binding.initializer?.value else { return .unknown }
        return resolver.resolve(value)
    }

    private func useSiteEdits(_ use: ClassPlan.PropertyUse, group: String) -> [TextEdit] {
        let site = use.site
        let declaration = site.declaration
        let keyword = declaration.bindingSpecifier
        let hasAccess = SyntaxReading.accessLevel(declaration.modifiers) != nil
        var edits: [TextEdit] = []
        let ownerInfo = site.owner.flatMap { index.resolve($0, from: nil).info }
        let isView = ownerInfo.map { index.isView($0) || !$0.isClass } ?? false
        // `private` would hide the property from the type's extensions in other files.
        let usedElsewhere = ownerInfo.flatMap { OtherFileUse.file(using: site.name, of: $0, in: index) } != nil
        switch site.wrapper {
        case "StateObject":
            edits.append(TextEdit.replace(site.attribute, with: "@State", fix: Self.id, group: group))
            if !hasAccess, isView, !usedElsewhere, !memberwise.passes(site.name, to: site.owner ?? "") {
                edits.append(SyntaxEdits.insertBeforeModifiers("private", modifiers: declaration.modifiers, keyword: keyword, fix: Self.id, group: group))
            }
        case "ObservedObject":
            // A plain `private var x = X()` would make the memberwise initialiser private; `@State` keeps it out.
            if declaration.bindings.first?.initializer != nil, let access = SyntaxReading.accessLevel(declaration.modifiers), access <= .fileprivate {
                edits.append(TextEdit.replace(site.attribute, with: "@State", fix: Self.id, group: group))
            } else if use.makesBindings {
                edits.append(TextEdit.replace(site.attribute, with: "@Bindable", fix: Self.id, group: group))
            } else {
                edits.append(SyntaxEdits.remove(site.attribute, fix: Self.id, group: group))
            }
        default:
            guard let binding = declaration.bindings.first, let annotation = binding.typeAnnotation else { return [] }
            edits.append(TextEdit.replace(site.attribute, with: "@Environment(\(annotation.type.trimmedDescription).self)", fix: Self.id, group: group))
            edits.append(TextEdit(binding.pattern.endPositionBeforeTrailingTrivia.utf8Offset..<annotation.endPositionBeforeTrailingTrivia.utf8Offset,
                                  "", fix: Self.id, group: group))
            if !hasAccess, !usedElsewhere {
                edits.append(SyntaxEdits.insertBeforeModifiers("private", modifiers: declaration.modifiers, keyword: keyword, fix: Self.id, group: group))
            }
        }
        if !edits.isEmpty { edits[0] = edits[0].counted() }
        return edits
    }

    /// `_model = StateObject(wrappedValue: …)` → `_model = State(wrappedValue: …)`; `ObservedObject` → `Bindable`.
    private func storageEdits(_ storage: ObservationSites.StorageInitialization, group: String) -> [TextEdit] {
        var edits = [TextEdit.replace(storage.callee, with: storage.wrapper == "StateObject" ? "State" : "Bindable", fix: Self.id, group: group)]
        if let label = storage.call.arguments.first?.label, label.text == "initialValue" {
            edits.append(TextEdit.replace(label, with: "wrappedValue", fix: Self.id, group: group))
        }
        return edits
    }

    /// `@State` evaluates its initial value each time the view is initialised; `@StateObject` did so once.
    private func initialisationChange(_ use: ClassPlan.PropertyUse, info: TypeInfo) -> BehaviourChange? {
        guard use.site.wrapper == "StateObject" else { return nil }
        let values = [use.site.declaration.bindings.first?.initializer?.value].compactMap { $0 }
            + use.storage.compactMap { $0.site.call.arguments.first?.expression }
        guard values.contains(where: { SyntaxReading.constructedType($0) != nil }) else { return nil }
        var work: [String] = []
        for scope in info.scopes {
            for (position, function) in scope.scope.functions.enumerated() where function.kind == .initializer {
                work += scope.scope.usage.calls.filter {
                    $0.member == .function(position) && $0.path != "super.init" && $0.path != "self.init" && !$0.isMethodOnExpression
                }.map { $0.path ?? $0.name }
            }
        }
        // Objects its stored properties create (`let store = EKEventStore()`) are built each time too.
        for property in info.storedProperties where !property.isStatic && !property.isLazy {
            guard case .construction(let name?)? = property.initializer, !ProjectIndex.standardValueTypes.contains(SyntaxReading.simpleName(name)) else { continue }
            if case .project(let type) = index.resolve(name, from: info.qualifiedName), type.isValueType { continue }
            work.append(name)
        }
        guard !work.isEmpty else { return nil }
        let calls = Array(Set(work)).sorted().prefix(3).map { "`\($0)`" }
        return BehaviourChange(
            file: files[use.file].path, line: files[use.file].position(of: use.site.declaration).line,
            message: "`@State` creates a new `\(info.name)` each time `\(use.site.owner.map(SyntaxReading.simpleName) ?? "the view")` is initialised (`@StateObject` did so once) and keeps the first; creating one calls \(ListFormat.and(calls)): make that cheap or move the work into `.task`")
    }

    private func importEdit(_ fileIndex: Int, group: String) -> TextEdit? {
        let file = files[fileIndex]
        let modules = Set(file.facts.imports.map(\.module))
        guard !modules.contains("SwiftUI"), !modules.contains("Observation") else { return nil }
        let sites = file.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if let last = sites.last {
            return TextEdit.insert(file.lineEnding + "import Observation", at: last.endPositionBeforeTrailingTrivia.utf8Offset, fix: Self.id, group: group)
        }
        guard let first = file.tree.statements.first else { return nil }
        return TextEdit.insert("import Observation" + file.lineEnding + file.lineEnding, at: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                               fix: Self.id, group: group)
    }

    private func location(_ fileIndex: Int, _ node: some SyntaxProtocol) -> String {
        "\(files[fileIndex].path):\(files[fileIndex].position(of: node).line)"
    }
}

/// What the migration will do to one class.
struct ClassPlan {
    struct PropertyUse {
        var file: Int
        var site: ObservationSites.WrapperProperty
        var storage: [(file: Int, site: ObservationSites.StorageInitialization)]
        /// The view makes bindings from it (`$model.name`) or sets its storage: it becomes `@Bindable`.
        var makesBindings: Bool
    }

    var candidate: ObservationMigration.Candidate
    var reasons: [String] = []
    var properties: [PropertyUse] = []
    var injections: [(file: Int, name: TokenSyntax)] = []
    var published: [AttributeSyntax] = []
    var ignoredProperties: [(declaration: VariableDeclSyntax, name: String, why: String)] = []
    /// Stored `var`s that were not `@Published`: Observation tracks them from now on.
    var newlyTracked: [String] = []

    init(candidate: ObservationMigration.Candidate) {
        self.candidate = candidate
    }

    func declarationEdits(group: String, file: ParsedFile, ownLine: Bool) -> [TextEdit] {
        let id = ObservationMigration.id
        let declaration = candidate.declaration
        let anchor = declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.classKeyword)
        var edits = [TextEdit.insert(AttributeStyle.insertion("@Observable", before: anchor, in: file, ownLine: ownLine),
                                     at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, fix: id, group: group).counted()]
        // The macro's conformance extension cannot name a `private` nested class; `fileprivate` it can.
        if candidate.info.declaration.parent != nil, let access = declaration.modifiers.first(where: { $0.name.text == "private" && $0.detail == nil }) {
            edits.append(TextEdit.replace(access.name, with: "fileprivate", fix: id, group: group))
        }
        if let clause = declaration.inheritanceClause,
           let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }),
           let edit = SyntaxEdits.remove(inherited, from: clause, fix: id, group: group) {
            edits.append(edit)
        }
        edits += published.map { SyntaxEdits.remove($0, fix: id, group: group) }
        edits += ignoredProperties.map { SyntaxEdits.insertFirst("@ObservationIgnored", of: $0.declaration, fix: id, group: group) }
        return edits
    }

    /// `extension T: ObservableObject {}` goes entirely; otherwise only the conformance.
    static func extensionEdits(_ ext: ExtensionDeclSyntax, group: String) -> [TextEdit] {
        let id = ObservationMigration.id
        guard let clause = ext.inheritanceClause,
              let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }) else { return [] }
        if clause.inheritedTypes.count == 1, ext.memberBlock.members.isEmpty, !SyntaxEdits.containsComment(ext.memberBlock),
           ext.attributes.isEmpty, let range = SyntaxEdits.wholeDeclaration(ext) {
            return [TextEdit(range, "", fix: id, group: group)]
        }
        return SyntaxEdits.remove(inherited, from: clause, fix: id, group: group).map { [$0] } ?? []
    }
}

/// The classes an unresolved expression may hold: project classes named in it, and the types of the
/// project's properties named like its last member (`store.session` → every property called `session`).
struct SuspectClasses {
    private var byPropertyName: [String: [TypeInfo]] = [:]
    private let index: ProjectIndex

    init(index: ProjectIndex) {
        self.index = index
        for owner in index.types.all {
            for property in owner.allProperties {
                guard let name = index.heldTypeName(property),
                      case .project(let held) = index.resolve(name, from: owner.qualifiedName), held.isClass else { continue }
                byPropertyName[property.name, default: []].append(held)
            }
        }
    }

    /// Nil when nothing narrows the expression down.
    func classes(_ expression: ExprSyntax) -> [TypeInfo]? {
        var result: [TypeInfo] = []
        for token in expression.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if SyntaxReading.isUpperCamel(text), case .project(let info) = index.resolve(text, from: nil), info.isClass {
                result.append(info)
            }
        }
        if let last = Self.lastName(expression) { result += byPropertyName[last] ?? [] }
        var seen = Set<ObjectIdentifier>()
        result = result.filter { seen.insert(ObjectIdentifier($0)).inserted }
        return result.isEmpty ? nil : result
    }

    private static func lastName(_ expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression; continue }
            if let chained = current.as(OptionalChainingExprSyntax.self) { current = chained.expression; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            return nil
        }
    }
}
