@_spi(RawSyntax) import SwiftSyntax

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
    /// Stored properties that get `@ObservationIgnored`, and whether views followed them before (a lazy or wrapped
    /// property of an `ObservableObject` could publish; a plain `var` kept unobserved did not).
    var ignoredProperties: [(declaration: VariableDeclSyntax, name: String, why: String, observedBefore: Bool)] = []
    /// Stored `var`s that were not `@Published`: Observation tracks them from now on.
    var newlyTracked: [String] = []
    /// `@Observable` already: the rewrite only drops the leftover `ObservableObject` conformance.
    var alreadyObservable: Bool { candidate.info.attributes.contains("Observable") }
    /// A subclass with no state of its own whose base becomes `@Observable`: only its use sites change.
    var inheritsObservation = false

    init(candidate: ObservationMigration.Candidate) {
        self.candidate = candidate
    }

    func declarationEdits(group: String, file: ParsedFile, ownLine: Bool) -> [TextEdit] {
        let id = ObservationMigration.id
        let declaration = candidate.declaration
        let anchor = declaration.modifiers.first.map(Syntax.init) ?? Syntax(declaration.classKeyword)
        var edits: [TextEdit] = []
        if inheritsObservation {
            // `class Mock: Base, ObservableObject` restated the conformance: it goes; the class stays as it is.
            if let clause = declaration.inheritanceClause,
               let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }),
               let edit = SyntaxEdits.remove(inherited, from: clause, fix: id, group: group) {
                edits.append(edit)
            }
            return edits
        }
        if !alreadyObservable {
            edits.append(TextEdit.insert(AttributeStyle.insertion("@Observable", before: anchor, in: file, ownLine: ownLine),
                                         at: anchor.positionAfterSkippingLeadingTrivia.utf8Offset, fix: id, group: group).counted())
        }
        // The macro's conformance extension cannot name a `private` nested class; `fileprivate` it can.
        if !alreadyObservable, candidate.info.declaration.parent != nil, let access = declaration.modifiers.first(where: { $0.name.rawText == "private" && $0.detail == nil }) {
            edits.append(TextEdit.replace(access.name, with: "fileprivate", fix: id, group: group))
        }
        if let clause = declaration.inheritanceClause,
           let inherited = clause.inheritedTypes.first(where: { SyntaxReading.simpleName($0.type.trimmedDescription) == "ObservableObject" }),
           let edit = SyntaxEdits.remove(inherited, from: clause, fix: id, group: group) {
            edits.append(alreadyObservable ? edit.counted() : edit)
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
        if clause.inheritedTypes.count == 1, ext.memberBlock.members.isEmpty, !SyntaxReading.containsComment(ext.memberBlock),
           ext.attributes.isEmpty, let range = SyntaxEdits.wholeDeclaration(ext) {
            return [TextEdit(range, "", fix: id, group: group)]
        }
        return SyntaxEdits.remove(inherited, from: clause, fix: id, group: group).map { [$0] } ?? []
    }
}
