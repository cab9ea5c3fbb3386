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
        for info in index.types.all where MigrationBlockers.isCandidate(info, index.types) {
            // Twins of one name in one file (`#if` branches) are told apart by where they start.
            let named = sites[info.file].classes.filter { $0.qualifiedName == info.qualifiedName }
            guard let declaration = (named.first { files[info.file].position(of: $0.declaration.name).line == info.declaration.position.line } ?? named.first)?.declaration
            else { continue }
            result.append(Candidate(info: info, file: info.file, declaration: declaration, extensions: extensions[info.qualifiedName] ?? []))
        }
        return result
    }

    /// The class's own reasons (the migration-blocker role's verdict, which `check` reports too), and the
    /// declaration's nodes the rewrite needs.
    func checkDeclaration(_ candidate: Candidate, plan: inout ClassPlan) {
        let info = candidate.info
        plan.reasons += index.roles.migrationBlockers.classReasons(info)
        // Already `@Observable`: only the leftover conformance and its holders change.
        guard !plan.alreadyObservable, !plan.inheritsObservation, let shape = info.declaration.shape else { return }
        let variables = candidate.declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { !SyntaxReading.hasModifier($0.modifiers, "static") && !SyntaxReading.hasModifier($0.modifiers, "class") }
        for property in shape.unobservable {
            guard let declaration = variables.first(where: { $0.bindings.first.map { SyntaxReading.text($0.pattern) } == property.name }) else { continue }
            switch property.why {
            case .lazy: plan.ignoredProperties.append((declaration, property.name, "a `lazy` property", observedBefore: true))
            case .wrapped(let wrapper): plan.ignoredProperties.append((declaration, property.name, "`@\(wrapper)` cannot wrap an observed property", observedBefore: true))
            }
        }
        let keptUnobserved = index.roles.migrationBlockers.keptUnobserved(info)
        for kept in keptUnobserved {
            guard let declaration = variables.first(where: { $0.bindings.first.map { SyntaxReading.text($0.pattern) } == kept.name }) else { continue }
            plan.ignoredProperties.append((declaration, kept.name, "\(kept.user) uses it, and `@Observable` would make it main-actor isolated", observedBefore: false))
        }
        plan.newlyTracked = shape.newlyTracked.filter { name in !keptUnobserved.contains { $0.name == name } }
        plan.published = candidate.declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap { variable in variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { SyntaxReading.attributeName($0) == "Published" } }
    }
}
