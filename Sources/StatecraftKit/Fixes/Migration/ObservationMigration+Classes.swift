import SwiftSyntax

/// The checks on each class itself: its hierarchy, conformances, members, initialisers and readers.
extension ObservationMigration {
    struct Candidate {
        var info: TypeInfo
        var file: Int
        var declaration: ClassDeclSyntax
        var extensions: [(file: Int, declaration: ExtensionDeclSyntax)]
    }

    func candidates() -> [Candidate] {
        var result: [Candidate] = []
        var extensions: [String: [(Int, ExtensionDeclSyntax)]] = [:]
        for (fileIndex, fileSites) in sites.enumerated() {
            for ext in fileSites.conformingExtensions {
                if case .project(let info) = index.types.resolve(ext.typeName, from: nil) {
                    extensions[info.qualifiedName, default: []].append((fileIndex, ext.declaration))
                }
            }
        }
        // Every class that is an ObservableObject: directly, through a project protocol, or through a superclass
        // (the last two are reported as skipped, with the reason).
        for info in index.types.all where info.isClass && !index.types.chainHasAttribute(info, "Observable") {
            guard index.types.conforms(info, to: "ObservableObject") else { continue }
            guard let declaration = sites[info.file].classes.first(where: { $0.qualifiedName == info.qualifiedName })?.declaration else { continue }
            result.append(Candidate(info: info, file: info.file, declaration: declaration, extensions: extensions[info.qualifiedName] ?? []))
        }
        return result
    }

    /// Reasons found in the class itself and its place in the type hierarchy.
    func checkDeclaration(_ candidate: Candidate, plan: inout ClassPlan) {
        let info = candidate.info
        if files[candidate.file].facts.suppressions.suppresses(rule: "legacy-observable-object", line: info.declaration.position.line) {
            plan.reasons.append("`legacy-observable-object` is disabled for it by a `statecraft:disable` comment")
        }
        // Publishers used on the class from elsewhere are resolved per use in `run()`; here, its own.
        if info.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) { plan.reasons.append("uses `objectWillChange`") }
        let ownPublishers = info.allProperties.filter { $0.hasWrapper("Published") && info.projects($0.name) }.map(\.name).sorted()
        if !ownPublishers.isEmpty {
            plan.reasons.append("uses Combine publishers " + ownPublishers.map { "`$\($0)`" }.joined(separator: ", "))
        }
        if let parent = index.types.projectSuperclass(of: info) {
            plan.reasons.append("it inherits from `\(parent.name)`: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        } else if let first = info.declaration.inherited.first, SyntaxReading.simpleName(first) != "ObservableObject",
                  SyntaxReading.simpleName(first) != "NSObject", !Vocabulary.plainProtocols.contains(SyntaxReading.simpleName(first)) {
            switch index.types.resolve(first, from: info.declaration.parent) {
            case .project: break
            case .ambiguous, .unknown:
                plan.reasons.append("it inherits from `\(first)`, which is outside the project (it may be an `ObservableObject` with Combine state of its own)")
            }
        }
        let subclasses = index.types.all.filter { $0.isClass && index.types.projectSuperclass(of: $0) === info }.map(\.name).sorted()
        if !subclasses.isEmpty {
            plan.reasons.append("\(ListFormat.and(subclasses.map { "`\($0)`" })) \(subclasses.count == 1 ? "inherits" : "inherit") from it: `@Observable` does not carry over a class hierarchy; migrate it by hand")
        }
        for inherited in info.inherited {
            if case .project(let proto) = index.types.resolve(inherited, from: info.declaration.parent), proto.kind == .protocol,
               index.types.conforms(proto, to: "ObservableObject") {
                plan.reasons.append("it conforms to `\(proto.name)`, which requires `ObservableObject`")
            }
        }
        let stored = Set(info.storedProperties.map(\.name))
        if let clash = info.allProperties.first(where: { $0.name.hasPrefix("_") && stored.contains(String($0.name.dropFirst())) }) {
            plan.reasons.append("its property `\(clash.name)` clashes with the storage `@Observable` generates for `\(clash.name.dropFirst())`")
        }
        let codable = info.inherited.contains { Vocabulary.codingProtocols.contains(SyntaxReading.simpleName($0)) }
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
        if candidate.declaration.memberBlock.members.contains(where: { $0.decl.is(IfConfigDeclSyntax.self) }) {
            plan.reasons.append("it declares members inside `#if`, which Statecraft does not rewrite")
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
            } else if let wrapper = names.first(where: { SyntaxReading.isUpperCamel($0) && !Vocabulary.plainPropertyAttributes.contains($0) }) {
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
    func renderWrite(_ plan: ClassPlan) -> String? {
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
            guard let owner = use.site.owner.flatMap({ index.types.resolve($0, from: nil).info }) else { continue }
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

    static func declaresCodingKeys(_ decl: DeclSyntax) -> Bool {
        if let nested = decl.as(EnumDeclSyntax.self) { return nested.name.text == "CodingKeys" }
        if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text == "CodingKeys" }
        return false
    }

    func isMainActor(_ info: TypeInfo) -> Bool {
        index.roles.mainActor.isMainActor(info)
    }

    /// A tracked property an initialiser reads while some stored property is still unset: a plain stored
    /// property allows that, the macro's computed accessor needs a fully initialised `self`.
    func earlyRead(_ declaration: ClassDeclSyntax) -> String? {
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
                    $0.as(AttributeSyntax.self).map { !Vocabulary.plainPropertyAttributes.contains(SyntaxReading.attributeName($0)) } ?? true
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
    static func assignedProperty(_ statement: CodeBlockItemSyntax) -> (name: String, node: DeclReferenceExprSyntax)? {
        guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              Array(sequence.elements)[1].is(AssignmentExprSyntax.self), let target = sequence.elements.first else { return nil }
        if let reference = target.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, reference) }
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return (member.declName.baseName.text, member.declName)
        }
        return nil
    }

    /// Stored `var`s of the class that its `deinit` mentions (they become tracked, main-actor isolated accessors).
    func deinitReads(_ declaration: ClassDeclSyntax) -> [String]? {
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

    func isComputed(_ variable: VariableDeclSyntax) -> Bool {
        guard let accessors = variable.bindings.first?.accessorBlock else { return false }
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list): return list.contains { ["get", "set", "_read", "_modify"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Classes passed to declarations that take any `ObservableObject` are skipped: after the migration
    /// they would no longer satisfy the constraint.
    func checkErasedUses(_ sites: [ObservationSites], resolver: ObjectTypeResolver,
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
                            case .unknown, .ambiguous:
                                skipSuspects(argument.expression, described + " and is called with `\(argument.expression.trimmedDescription)`, which Statecraft cannot resolve")
                            }
                        }
                    }
                }
            }
        }
    }
}
