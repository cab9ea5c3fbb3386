@_spi(RawSyntax) import SwiftSyntax

/// The rewrites of the places that hold, inject or wrap a migrated class.
extension ObservationMigration {
    /// The class a wrapper property holds: its written type, or what its initial value resolves to, seen from
    /// the property's file (as the migration-blocker verdict sees it: a `private` class of the same name in
    /// another file is not the one held).
    func heldClass(_ property: ObservationSites.WrapperProperty, file: Int, resolver: ObjectTypeResolver) -> ObjectResolution {
        guard let binding = property.declaration.bindings.first else { return .unknown }
        if let type = binding.typeAnnotation?.type {
            guard let name = SyntaxReading.typeRef(type).nominal else { return .unknown }
            return resolver.typeNamed(name, context: property.owner, file: file)
        }
        guard let value = binding.initializer?.value else { return .unknown }
        return resolver.resolve(value, file: file)
    }

    /// The platform twins a wrapper property holds, when its type or initial value names a class declared once
    /// per platform.
    func twinsHeld(_ property: ObservationSites.WrapperProperty, file: Int, resolver: ObjectTypeResolver) -> [TypeInfo] {
        guard let binding = property.declaration.bindings.first else { return [] }
        if let type = binding.typeAnnotation?.type, let name = SyntaxReading.typeRef(type).nominal {
            return index.types.platformTwins(name, from: property.owner, file: file)
        }
        guard let value = binding.initializer?.value, case .ambiguous(let name) = resolver.resolveNames(value) else { return [] }
        return index.types.platformTwins(name, from: property.owner, file: file)
    }

    /// Whether a project protocol the type conforms to declares a property of that name.
    private func requiredByProtocol(_ name: String, of owner: TypeInfo) -> Bool {
        owner.inherited.contains { inherited in
            guard case .project(let proto) = index.types.resolve(inherited, from: owner.declaration.parent), proto.kind == .protocol else { return false }
            return proto.allProperties.contains { $0.name == name }
        }
    }

    func useSiteEdits(_ use: ClassPlan.PropertyUse, group: String) -> [TextEdit] {
        let site = use.site
        let declaration = site.declaration
        let keyword = declaration.bindingSpecifier
        let hasAccess = SyntaxReading.accessLevel(declaration.modifiers) != nil
        var edits: [TextEdit] = []
        let ownerInfo = site.owner.flatMap { index.types.resolve($0, from: nil, file: use.file).info }
        let isView = ownerInfo.map { index.types.isView($0) || !$0.isClass } ?? false
        // A `#Preview`'s local (`@Previewable @StateObject var timer = …`): `@State`, never `private`.
        let inPreview = site.owner == nil && SyntaxReading.isInPreviewMacro(declaration)
        // `private` would hide the property from the type's extensions in other files.
        // `private` would also hide the property from a protocol requirement it fills.
        let usedElsewhere = ownerInfo.flatMap { OtherFileUse.file(using: site.name, of: $0, in: index) } != nil
            || ownerInfo.map { requiredByProtocol(site.name, of: $0) } ?? false
        switch site.wrapper {
        case "StateObject":
            edits.append(TextEdit.replace(site.attribute, with: "@State", fix: Self.id, group: group))
            if !hasAccess, isView, !usedElsewhere, !index.dataflow.someCallerPasses(site.name, to: site.owner ?? "") {
                edits.append(SyntaxEdits.insertBeforeModifiers("private", modifiers: declaration.modifiers, keyword: keyword, fix: Self.id, group: group))
            }
        case "ObservedObject":
            let initialValue = declaration.bindings.first?.initializer?.value
            let takesIt = ownerInfo.map { index.dataflow.everyCallerPasses(site.name, to: $0) } ?? false
            if inPreview {
                // `@Previewable @ObservedObject var model = Model()`: the preview owns it.
                edits.append(TextEdit.replace(site.attribute, with: "@State", fix: Self.id, group: group))
            } else if !isView {
                // Stored by a class, where the wrapper did nothing (`UseSiteVerdict.rewritesOutsideView`).
                edits.append(SyntaxEdits.remove(site.attribute, fix: Self.id, group: group))
            } else if let initialValue, SyntaxReading.constructedType(initialValue) != nil, !takesIt {
                // The view creates the object (`@ObservedObject var x = X()`, re-created on every update): it
                // becomes state the view owns, as `observed-object-owned` would make it. No caller passes one
                // (some but not all passing blocks the class; all passing leaves the default unused).
                edits.append(TextEdit.replace(site.attribute, with: "@State", fix: Self.id, group: group))
                if !hasAccess, !usedElsewhere {
                    edits.append(SyntaxEdits.insertBeforeModifiers("private", modifiers: declaration.modifiers, keyword: keyword, fix: Self.id, group: group))
                }
            } else if initialValue != nil, let access = SyntaxReading.accessLevel(declaration.modifiers), access <= .fileprivate {
                // A plain `private var x = X()` would make the memberwise initialiser private; `@State` keeps it out.
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
            // `$session.name` in `body` or a helper: `@Environment` has no projection, a local `@Bindable` copy does.
            for scope in use.makesBindings ? Self.bindingScopes(besides: site) : [] {
                guard let first = scope.first, let opening = scope.parent else { continue }
                let file = files[use.file]
                let sameLine = file.position(of: first).line == file.position(of: opening).line
                let separator = sameLine ? "; " : file.lineEnding + file.indentation(of: first)
                // `var toggle: some View { Toggle(…) }` returned its one expression implicitly; with a statement
                // before it, it must say `return` (a view builder, `body` included, needs none).
                let returns = Self.returnsImplicitly(scope) ? "return " : ""
                edits.append(TextEdit.insert("@Bindable var \(site.name) = \(site.name)" + separator + returns,
                                             at: first.positionAfterSkippingLeadingTrivia.utf8Offset, fix: Self.id, group: group))
            }
        }
        if !edits.isEmpty { edits[0] = edits[0].counted() }
        return edits
    }

    /// `_model = StateObject(wrappedValue: …)` → `_model = State(wrappedValue: …)`; `ObservedObject` → `Bindable`.
    func storageEdits(_ storage: ObservationSites.StorageInitialization, group: String) -> [TextEdit] {
        // `.init(wrappedValue:)` builds whatever the property's wrapper becomes (`State`, `Bindable`).
        var edits: [TextEdit] = []
        if let callee = storage.callee {
            edits.append(TextEdit.replace(callee, with: storage.wrapper == "StateObject" ? "State" : "Bindable", fix: Self.id, group: group))
        }
        if let label = storage.call.arguments.first?.label, label.text == "initialValue" {
            edits.append(TextEdit.replace(label, with: "wrappedValue", fix: Self.id, group: group))
        }
        return edits
    }

    /// `@State` evaluates its initial value each time the view is initialised; `@StateObject` did so once.
    func initialisationChange(_ use: ClassPlan.PropertyUse, info: TypeInfo) -> BehaviourChange? {
        guard use.site.wrapper == "StateObject" else { return nil }
        let values = [use.site.declaration.bindings.first?.initializer?.value].compactMap { $0 }
            + use.storage.compactMap { $0.site.call.arguments.first?.expression }
        // No initial value: callers pass one through the memberwise initialiser, whose parameter `@StateObject`
        // took as an autoclosure and `@State` evaluates at each call.
        let callers = values.isEmpty ? use.site.owner.flatMap { index.types.resolve($0, from: nil, file: use.file).info }.map { owner in
            index.dataflow.arguments(passedTo: owner, label: use.site.name).filter { $0.argument.constructedType != nil }
        } ?? [] : []
        let owner = use.site.owner.map(SyntaxReading.simpleName) ?? "the view"
        // `StateObject(wrappedValue: makeModel())`: the call was an autoclosure, evaluated once.
        if !values.contains(where: { SyntaxReading.constructedType($0) != nil }),
           let call = values.first(where: { $0.is(FunctionCallExprSyntax.self) }) {
            return BehaviourChange(
                file: files[use.file].path, line: files[use.file].position(of: use.site.declaration).line,
                message: "`@State` evaluates `\(call.trimmedDescription.prefix(60))` each time `\(owner)` is initialised (`@StateObject` took it as an autoclosure, once) and keeps the first `\(info.name)`: make that cheap or move the work into `.task`")
        }
        guard values.contains(where: { SyntaxReading.constructedType($0) != nil }) || !callers.isEmpty else { return nil }
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
            guard case .construction(let name?)? = property.initializer, !Vocabulary.standardValueTypes.contains(SyntaxReading.simpleName(name)) else { continue }
            if case .project(let type) = index.types.resolve(name, from: info.qualifiedName), type.isValueType { continue }
            work.append(name)
        }
        guard !work.isEmpty else { return nil }
        let calls = Array(Set(work)).sorted().prefix(3).map { "`\($0)`" }
        if let caller = callers.first {
            let name = caller.caller.map { "`\($0.name)`" } ?? "a caller"
            return BehaviourChange(
                file: files[use.file].path, line: files[use.file].position(of: use.site.declaration).line,
                message: "`@State` evaluates the `\(info.name)` that \(name) passes each time it builds `\(use.site.owner.map(SyntaxReading.simpleName) ?? "the view")` (`@StateObject` took it as an autoclosure, once) and keeps the first; creating one calls \(ListFormat.and(calls)): make that cheap or move the work into `.task`")
        }
        return BehaviourChange(
            file: files[use.file].path, line: files[use.file].position(of: use.site.declaration).line,
            message: "`@State` creates a new `\(info.name)` each time `\(use.site.owner.map(SyntaxReading.simpleName) ?? "the view")` is initialised (`@StateObject` did so once) and keeps the first; creating one calls \(ListFormat.and(calls)): make that cheap or move the work into `.task`")
    }

    func importEdit(_ fileIndex: Int, group: String) -> TextEdit? {
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

    func location(_ fileIndex: Int, _ node: some SyntaxProtocol) -> String {
        "\(files[fileIndex].path):\(files[fileIndex].position(of: node).line)"
    }

    /// A member's only statement is an expression it returns without `return`: a getter or a method with a
    /// result that is not a view builder.
    static func returnsImplicitly(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let only = statements.first, !Syntax(only.item).is(ReturnStmtSyntax.self),
              Syntax(only.item).is(ExprSyntax.self) || Syntax(only.item).as(ExpressionStmtSyntax.self) != nil else { return false }
        var current = statements.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) {
                let isBody = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.rawText == "body"
                return !isBody && !SyntaxReading.hasAttribute(variable.attributes, "ViewBuilder")
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause != nil && !SyntaxReading.hasAttribute(function.attributes, "ViewBuilder")
            }
            current = node.parent
        }
        return false
    }

    /// The members beside a property that make bindings from it (`$session.name`): its `body` and helpers,
    /// where a `@Bindable` copy goes. Whether every binding the type makes is in one of them is the verdict's to
    /// say (`UseSiteVerdict.bindsInBindingScopes`).
    static func bindingScopes(besides site: ObservationSites.WrapperProperty) -> [CodeBlockItemListSyntax] {
        var current = site.declaration.parent
        while let node = current, !node.is(MemberBlockSyntax.self) { current = node.parent }
        guard let members = current?.as(MemberBlockSyntax.self) else { return [] }
        let projection = "$" + site.name
        return declarations(in: members.members).compactMap { declaration in
            guard let statements = SyntaxReading.bindingScope(of: declaration),
                  statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == projection }) else { return nil }
            return statements
        }
    }

    /// The member declarations, those inside `#if` clauses included (`#if os(iOS) var content: some View { … }`).
    private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { member -> [DeclSyntax] in
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [member.decl] }
            return conditional.clauses.flatMap { clause -> [DeclSyntax] in
                guard case .decls(let nested)? = clause.elements else { return [] }
                return declarations(in: nested)
            }
        }
    }
}
