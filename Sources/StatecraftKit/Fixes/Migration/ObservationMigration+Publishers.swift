@_spi(RawSyntax) import SwiftSyntax

/// The rewrite of a migrated class's Combine publishers (`PublisherBridge`): `@Published var query = ""` becomes
///
///     var query = "" {
///         willSet { queryPublisher.send(newValue) }
///     }
///     @ObservationIgnored private lazy var queryPublisher = CurrentValueSubject<_, Never>(query)
///
/// every `$query` read becomes `queryPublisher`, and `publisher.assign(to: &$query)` becomes a `sink` that sets
/// `query`, kept with the class's other subscriptions.
extension ObservationMigration {
    struct PublisherEdits {
        var edits: [(file: Int, edit: TextEdit)] = []
        var subjects: [(property: String, subject: String)] = []
        var assignments: [String] = []
    }

    func publisherEdits(_ candidate: Candidate, bridges: [PublisherBridge], group: String) -> PublisherEdits {
        var result = PublisherEdits()
        guard !bridges.isEmpty else { return result }
        let file = files[candidate.file]
        let declaration = candidate.declaration
        let variables = declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        func variable(_ name: String) -> VariableDeclSyntax? {
            variables.first { $0.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString == name }
        }
        let unit = Self.indentationUnit(of: declaration, in: file)
        func add(_ edit: TextEdit, in fileIndex: Int = candidate.file) { result.edits.append((fileIndex, edit)) }

        // The subscriptions `assign(to:)` becomes: the class's own set when it keeps one, else a new one.
        let bag = Self.subscriptionSet(in: variables)
        var bagName = bag ?? "assignments"
        if bag == nil, candidate.info.allProperties.contains(where: { $0.name == bagName }) { bagName = "publisherAssignments" }
        var bagDeclared = bag != nil

        for bridge in bridges {
            guard let property = variable(bridge.property), let binding = property.bindings.first else { continue }
            let indent = file.indentation(of: property)
            var declarations: [String] = []
            if let subject = bridge.subject {
                add(Self.willSetEdit(binding, sending: subject, indent: indent, unit: unit, file: file, group: group))
                // `String!` cannot be a generic argument; the subject publishes it as `String?`.
                var type = binding.typeAnnotation.map { $0.type.trimmedDescription } ?? "_"
                if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
                let access = bridge.outsideUses.isEmpty && !bridge.isReadInOtherFiles ? "private" : Self.visibleAccess(of: property)
                declarations.append("@ObservationIgnored \(access) lazy var \(subject) = CurrentValueSubject<\(type), Never>(\(bridge.property))")
                result.subjects.append((bridge.property, subject))
            }
            if bridge.isAssigned {
                result.assignments.append(bridge.property)
                if !bagDeclared {
                    declarations.append("@ObservationIgnored private var \(bagName) = Set<AnyCancellable>()")
                    bagDeclared = true
                }
            }
            // After the property's line, comment included.
            for text in declarations {
                add(TextEdit.insert(file.lineEnding + indent + text, at: property.endPosition.utf8Offset, fix: Self.id, group: group))
            }
        }

        // `$query` in the class's own code (its declaration and extensions, not nested types), and `model.$query`
        // elsewhere, from the sites each file's walk collected.
        let subjects = Dictionary(uniqueKeysWithValues: bridges.compactMap { bridge in bridge.subject.map { (bridge.property, $0) } })
        let assigned = Set(bridges.filter(\.isAssigned).map(\.property))
        for fileIndex in Set(candidate.info.scopes.map(\.file)).sorted() {
            for (reference, context) in sites[fileIndex].projections {
                guard let context, index.types.resolve(context, from: nil, file: fileIndex).info === candidate.info else { continue }
                let name = String(reference.baseName.rawString.dropFirst())
                let whole = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? ExprSyntax($0) : nil }
                    ?? ExprSyntax(reference)
                if let call = PublisherProjection.assignment(whole), assigned.contains(name),
                   let callee = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    let range = callee.period.positionAfterSkippingLeadingTrivia.utf8Offset..<call.endPositionBeforeTrailingTrivia.utf8Offset
                    // A chain written one call per line keeps that shape.
                    let chained = callee.period.leadingTrivia.contains { $0.isNewline }
                    let store = (chained ? files[fileIndex].lineEnding + files[fileIndex].indentation(of: callee.period) : "") + ".store(in: &\(bagName))"
                    add(TextEdit(range, ".sink { [weak self] in self?.\(name) = $0 }" + store, fix: Self.id, group: group), in: fileIndex)
                } else if let subject = subjects[name] {
                    add(TextEdit.replace(reference.baseName, with: subject, fix: Self.id, group: group), in: fileIndex)
                }
            }
        }
        for bridge in bridges {
            guard let subject = bridge.subject else { continue }
            for (fileIndex, uses) in Dictionary(grouping: bridge.outsideUses, by: \.file) {
                let positions = Set(uses.map(\.position))
                for member in sites[fileIndex].memberProjections
                where member.declName.baseName.rawString == "$" + bridge.property && positions.contains(files[fileIndex].position(of: member)) {
                    add(TextEdit.replace(member.declName.baseName, with: subject, fix: Self.id, group: group), in: fileIndex)
                }
            }
        }
        // `CurrentValueSubject` and `AnyCancellable` are Combine's: name it, as the class's file now uses it by name.
        let modules = Set(file.facts.imports.map(\.module))
        if !modules.contains("Combine"), !result.subjects.isEmpty || (bag == nil && bagDeclared),
           let last = file.tree.statements.compactMap({ $0.item.as(ImportDeclSyntax.self) }).last {
            add(TextEdit.insert(file.lineEnding + "import Combine", at: last.endPositionBeforeTrailingTrivia.utf8Offset, fix: Self.id, group: group))
        }
        return result
    }

    /// `var query = ""` gains `willSet { queryPublisher.send(newValue) }`: appended to its own `willSet`, or as a
    /// new accessor before its `didSet`, or in a new accessor block.
    private static func willSetEdit(_ binding: PatternBindingSyntax, sending subject: String, indent: String, unit: String,
                                    file: ParsedFile, group: String) -> TextEdit {
        let lineEnding = file.lineEnding
        let sameLine = { (first: TokenSyntax, second: TokenSyntax) in file.position(of: first).line == file.position(of: second).line }
        let send = { (value: String) in "\(subject).send(\(value))" }
        guard let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors, let first = accessors.first else {
            let text = " {" + lineEnding + indent + unit + "willSet { \(send("newValue")) }" + lineEnding + indent + "}"
            return TextEdit.insert(text, at: binding.endPositionBeforeTrailingTrivia.utf8Offset, fix: id, group: group)
        }
        if let willSet = accessors.first(where: { $0.accessorSpecifier.text == "willSet" }), let body = willSet.body {
            let value = willSet.parameters?.name.rawString ?? "newValue"
            guard let last = body.statements.last else {
                return TextEdit.insert(" \(send(value)) ", at: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, fix: id, group: group)
            }
            let separator = sameLine(body.leftBrace, body.rightBrace) ? "; " : lineEnding + file.indentation(of: last)
            return TextEdit.insert(separator + send(value), at: last.endPositionBeforeTrailingTrivia.utf8Offset, fix: id, group: group)
        }
        let separator = sameLine(block.leftBrace, block.rightBrace) ? " " : lineEnding + file.indentation(of: first)
        return TextEdit.insert("willSet { \(send("newValue")) }" + separator, at: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                               fix: id, group: group)
    }

    /// One level of the file's indentation: the class's members' minus the class's own.
    private static func indentationUnit(of declaration: ClassDeclSyntax, in file: ParsedFile) -> String {
        let outer = file.indentation(of: declaration)
        guard let member = declaration.memberBlock.members.first else { return "    " }
        let inner = file.indentation(of: member)
        return inner.hasPrefix(outer) && inner.count > outer.count ? String(inner.dropFirst(outer.count)) : "    "
    }

    /// `public private(set)` for a `public` property, `private(set)` for an internal one: what code outside the
    /// file needs to subscribe, and no more.
    private static func visibleAccess(of property: VariableDeclSyntax) -> String {
        let keywords = property.modifiers.compactMap { $0.detail == nil ? $0.name.rawString : nil }
        if let access = keywords.first(where: { ["open", "public", "package", "fileprivate"].contains($0) }) {
            return access == "fileprivate" ? "fileprivate" : (access == "open" ? "public" : access) + " private(set)"
        }
        return "private(set)"
    }

    /// A stored `Set<AnyCancellable>` or `[AnyCancellable]` the class keeps its subscriptions in.
    private static func subscriptionSet(in variables: [VariableDeclSyntax]) -> String? {
        for variable in variables where variable.bindingSpecifier.rawText == "var" && !variable.modifiers.contains(where: { $0.name.rawText == "static" }) {
            guard let binding = variable.bindings.first, variable.bindings.count == 1, binding.accessorBlock == nil,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawString else { continue }
            let written = (binding.typeAnnotation?.type.trimmedDescription ?? "") + (binding.initializer?.value.trimmedDescription ?? "")
            let compact = written.filter { !$0.isWhitespace }
            if compact.hasPrefix("Set<AnyCancellable>") || compact.hasPrefix("[AnyCancellable]") { return name }
        }
        return nil
    }
}
