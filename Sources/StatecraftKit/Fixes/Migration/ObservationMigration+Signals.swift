import SwiftSyntax

/// `objectWillChange.send()` in a migrated class: Observation announces the writes beside it, so it goes.
extension ObservationMigration {
    /// The deletions of the class's sends, by file, and the members they were in. The blocker role has already
    /// checked that each send sits beside writes of observed stored properties.
    func signalEdits(_ info: TypeInfo, group: String) -> (edits: [(file: Int, edit: TextEdit)], members: [String]) {
        var positionsByFile: [Int: Set<SourcePosition>] = [:]
        var members: [String] = []
        for scope in info.scopes {
            for send in scope.scope.usage.objectWillChangeSends {
                positionsByFile[scope.file, default: []].insert(send.position)
                if !members.contains(send.member) { members.append(send.member) }
            }
        }
        // Other code's `model.objectWillChange.send()` after it sets the class's properties.
        for send in index.roles.migrationBlockers.outsideSends[ObjectIdentifier(info)] ?? [] {
            positionsByFile[send.file, default: []].insert(send.position)
            members.append(send.place)
        }
        var edits: [(file: Int, edit: TextEdit)] = []
        for (fileIndex, positions) in positionsByFile.sorted(by: { $0.key < $1.key }) {
            let file = files[fileIndex]
            for reference in sites[fileIndex].objectWillChangeReferences where positions.contains(file.position(of: reference)) {
                let outside = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0 : nil }
                guard let node = ObjectWillChangeSend.removal(of: reference) ?? outside.flatMap({ ObjectWillChangeSend.outsideSend($0)?.removal }),
                      var range = SyntaxEdits.wholeDeclaration(node) else { continue }
                // `var tags = [] { willSet { … } }` loses its accessor block and the blank before it.
                if node.is(AccessorBlockSyntax.self), let previous = node.previousToken(viewMode: .sourceAccurate),
                   previous.trailingTrivia.allSatisfy(\.isWhitespace) {
                    range = previous.endPositionBeforeTrailingTrivia.utf8Offset..<range.upperBound
                }
                edits.append((fileIndex, TextEdit(range, "", fix: Self.id, group: group)))
            }
        }
        return (edits, members)
    }
}
