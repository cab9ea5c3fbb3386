/// What the use sites of the project's `ObservableObject` classes say about migrating them, read from the facts
/// in `fix`'s order: every file's wrapper properties first, then each file's injections, publisher uses and
/// `objectWillChange` uses. An object it cannot resolve counts against the classes it may be: those its
/// expression names or that properties of its last name hold, or every class when nothing narrows it down.
struct UseSiteVerdict {
    let files: [FileFacts]
    let types: TypeTable
    let values: ValueResolver
    let dataflow: Dataflow
    let candidates: [TypeInfo]
    private(set) var reasons: [ObjectIdentifier: [String]] = [:]
    /// The same reasons as sets, so that adding one stays cheap when an unresolved object reaches every class.
    private var given: [ObjectIdentifier: Set<String>] = [:]
    /// Candidate classes a wrapper property holds or an injection puts in the environment.
    private(set) var observed: Set<ObjectIdentifier> = []
    /// Who holds each class: the holding type (nil outside one) and the property.
    private var holdings: [ObjectIdentifier: [(owner: TypeInfo?, property: String)]] = [:]
    private let candidateIDs: Set<ObjectIdentifier>
    private var suspects: SuspectClasses
    /// `Published<T>.Publisher` types written in the project: `object.$name` of a resolved class is bridged by
    /// the migration rather than a reason, unless it may be passed where one is expected.
    let publishedTypeUses: [PublishedTypeUse]
    /// Those uses, by class and property.
    private(set) var outsidePublisherUses: [ObjectIdentifier: [String: [PublisherBridge.OutsideUse]]] = [:]
    /// `model.objectWillChange.send()` after writes of `model`'s properties in other code, by class.
    private(set) var outsideSends: [ObjectIdentifier: [OutsideSend]] = [:]

    struct OutsideSend: Sendable {
        let file: Int
        let position: SourcePosition
        /// `` `model.objectWillChange.send()` (View.swift:12) ``, for messages.
        let text: String
        /// `View.swift:12`.
        let place: String
        let writes: Set<String>
    }

    init(files: [FileFacts], types: TypeTable, values: ValueResolver, dataflow: Dataflow, candidates: [TypeInfo],
         publishedTypeUses: [PublishedTypeUse]) {
        self.publishedTypeUses = publishedTypeUses
        self.files = files
        self.types = types
        self.values = values
        self.dataflow = dataflow
        self.candidates = candidates
        candidateIDs = Set(candidates.map(ObjectIdentifier.init))
        suspects = SuspectClasses(types: types)
    }

    mutating func run() {
        var storage: [String: [(file: Int, site: ObservationSiteFacts.StorageInitialization)]] = [:]
        for fileIndex in files.indices {
            for site in files[fileIndex].observation.storageInitializations {
                storage["\(site.owner ?? "")|\(site.property)", default: []].append((fileIndex, site))
            }
        }
        var environmentReaders = Set<ObjectIdentifier>()
        for fileIndex in files.indices {
            for property in files[fileIndex].observation.wrapperProperties {
                checkWrapper(property, file: fileIndex, storage: storage["\(property.owner ?? "")|\(property.name)"] ?? [],
                             environmentReaders: &environmentReaders)
            }
        }
        for fileIndex in files.indices {
            for injection in files[fileIndex].observation.injections {
                switch values.resolve(injection.argument, in: fileIndex) {
                case .project(let info):
                    if candidateIDs.contains(ObjectIdentifier(info)) { observed.insert(ObjectIdentifier(info)) }
                case .other: continue
                case .ambiguous(let name) where isTwinSet(name, file: fileIndex, context: injection.argument.context):
                    // Platform twins: whichever is built is injected, and they migrate together.
                    for twin in types.platformTwins(name, from: injection.argument.context, file: fileIndex) { observed.insert(ObjectIdentifier(twin)) }
                case .ambiguous(let name):
                    // Namesakes (one per platform or target): each may be the one injected, and no other class.
                    let reason = "`.environmentObject(\(injection.argument.text))` (\(location(fileIndex, injection.line))) injects one of several types named `\(name)`"
                    for info in types.bySimpleName[SyntaxReading.simpleName(name)] ?? [] { add(info, reason) }
                case .unknown:
                    let reason = "`.environmentObject(\(injection.argument.text))` (\(location(fileIndex, injection.line))) injects an object Statecraft cannot resolve"
                    addSuspects(of: injection.argument, reason) { environmentReaders.contains(ObjectIdentifier($0)) }
                }
            }
            for use in publisherUses(in: files[fileIndex]) {
                let reason = "its publisher `\(use.text)` is used (\(location(fileIndex, use.position.line)))"
                switch values.resolve(use.base, context: use.context.flatMap { types.resolve($0, from: nil, file: fileIndex).info }, contextName: use.context) {
                case .project(let info):
                    // `settings.$name` of an `@AppStorage` property is that wrapper's binding, not a publisher.
                    if let property = info.allProperties.first(where: { $0.name == use.property }), !property.wrappers.isEmpty,
                       !property.hasWrapper("Published") { continue }
                    // Its own `@Published` property's publisher: the migration bridges it.
                    if !use.isInOut, candidateIDs.contains(ObjectIdentifier(info)),
                       let published = info.allProperties.first(where: { $0.name == use.property && $0.hasWrapper("Published") && !$0.isStatic }),
                       PublishedTypeUse.blocking(published, in: publishedTypeUses) == nil {
                        outsidePublisherUses[ObjectIdentifier(info), default: [:]][use.property, default: []]
                            .append(.init(file: fileIndex, position: use.position))
                        continue
                    }
                    add(info, reason)
                case .other: continue
                case .unknown, .ambiguous:
                    // Any class with a `@Published` property of that name may be the one; when every project
                    // property named like the chain's last link holds a known class, only those.
                    let narrowed = Self.lastLink(of: use.text).flatMap { suspects.heldOnly(byPropertiesNamed: $0) }.map { Set($0.map(ObjectIdentifier.init)) }
                    for info in candidates where info.allProperties.contains(where: { $0.name == use.property && $0.hasWrapper("Published") })
                        && narrowed?.contains(ObjectIdentifier(info)) != false {
                        add(info, reason + " on an object Statecraft cannot resolve, which may be this class")
                    }
                }
            }
            for use in files[fileIndex].observation.objectWillChangeUses {
                let reason = "`\(use.text)` is used (\(location(fileIndex, use.line)))"
                switch values.resolve(use.base, in: fileIndex) {
                case .project(let info):
                    // A send after writes of the class's properties: the blocker role weighs it as one of its own.
                    if let writes = use.sendAfterWrites, candidateIDs.contains(ObjectIdentifier(info)) {
                        outsideSends[ObjectIdentifier(info), default: []].append(OutsideSend(
                            file: fileIndex, position: use.position, text: "`\(use.text).send()` (\(location(fileIndex, use.line)))",
                            place: location(fileIndex, use.line), writes: writes))
                    } else {
                        add(info, reason)
                    }
                case .other: continue
                case .unknown, .ambiguous:
                    if let generic = values.genericParameter(of: use.base, in: fileIndex) {
                        addSuspects(of: use.base, reason + " on a value of `\(generic.owner.name)`'s generic parameter `\(generic.parameter)`")
                    } else {
                        addSuspects(of: use.base, reason + " on an object Statecraft cannot resolve")
                    }
                }
            }
        }
        for fileIndex in files.indices {
            for use in files[fileIndex].observation.wrapperTypeUses {
                guard let name = use.typeName, case .project(let info) = values.typeNamed(name, context: use.owner) else { continue }
                add(info, "`\(use.text)` needs it to stay an `ObservableObject` (\(location(fileIndex, use.line)))")
            }
            for use in files[fileIndex].observation.wrappedValues {
                switch values.resolve(use.value, in: fileIndex) {
                case .project(let info): add(info, "`\(use.text)` needs it to stay an `ObservableObject` (\(location(fileIndex, use.line)))")
                case .other: continue
                case .unknown, .ambiguous:
                    addSuspects(of: use.value, "`\(use.text)` (\(location(fileIndex, use.line))) wraps an object Statecraft cannot resolve")
                }
            }
        }
        for fileIndex in files.indices {
            for erased in files[fileIndex].observation.erasedDeclarations { checkErased(erased, file: fileIndex) }
        }
        for info in types.all { checkOtherObjectWrappers(of: info) }
    }

    /// `@InjectedObject(\.store) var store: Store` (a dependency-injection package's wrapper), `@FocusedObject`,
    /// or a project wrapper generic over an `ObservableObject`: a wrapper the migration does not rewrite that needs
    /// the class it holds to stay an `ObservableObject`.
    private mutating func checkOtherObjectWrappers(of owner: TypeInfo) {
        for property in owner.declaration.scope.properties where !property.wrappers.isEmpty {
            for wrapper in property.wrappers where !Vocabulary.legacyObjectWrappers.contains(wrapper.name) && needsObservableObject(wrapper.name, from: owner) {
                guard case .project(let info) = values.member(property.name, of: owner, isStatic: property.isStatic) else { continue }
                add(info, "`@\(wrapper.name) var \(property.name)` (\(location(owner.file, property.position.line))) holds it with a wrapper Statecraft does not rewrite, which needs an `ObservableObject`")
            }
        }
    }

    private func needsObservableObject(_ wrapper: String, from owner: TypeInfo) -> Bool {
        if case .project(let declared) = types.resolve(wrapper, from: owner.qualifiedName) {
            return declared.declaration.genericRequirements.values.contains { $0.contains("ObservableObject") }
        }
        return wrapper.hasSuffix("Object")
    }

    private mutating func checkWrapper(_ property: ObservationSiteFacts.WrapperProperty, file: Int,
                                       storage: [(file: Int, site: ObservationSiteFacts.StorageInitialization)],
                                       environmentReaders: inout Set<ObjectIdentifier>) {
        let declared = "`@\(property.wrapper) var \(property.name)`"
        // `@ObservedObject var model: Model` with `Model: FavoritesViewModel`: the wrapper needs `Model` to be an
        // `ObservableObject`, and the generic holder is not rewritten, so the class it is bounded by stays one.
        if let written = property.writtenType, let ownerName = property.owner,
           let owner = types.resolve(ownerName, from: nil, file: file).info,
           let bound = owner.declaration.genericConstraints[written],
           case .project(let info) = values.typeNamed(bound, context: ownerName, file: file) {
            add(info, "\(declared) (\(location(file, property.line))) holds a generic parameter `\(written)` bounded by it, which Statecraft does not rewrite: migrate by hand")
            return
        }
        let held = values.held(by: property, in: file)
        // One class declared once per platform (`#if os(watchOS)` branches): the property holds whichever is built.
        if case .ambiguous(let name) = held {
            if isTwinSet(name, file: file, context: property.owner) {
                for twin in types.platformTwins(name, from: property.owner, file: file) { checkHeld(twin, property, file: file, storage: storage, environmentReaders: &environmentReaders) }
                return
            }
        }
        switch held {
        case .unknown, .ambiguous:
            let reason = "\(declared) (\(location(file, property.line))) holds an object Statecraft cannot resolve"
            if property.hasWrittenType {
                // Several project types share the written name (one per target, say): each may be the one.
                let name = property.writtenType.map(SyntaxReading.simpleName) ?? ""
                for info in types.bySimpleName[name] ?? [] { add(info, reason + " (several types are named `\(name)`)") }
            } else if let value = property.initialValue {
                addSuspects(of: value, reason)
            }
            return
        case .other:
            return
        case .project(let info):
            checkHeld(info, property, file: file, storage: storage, environmentReaders: &environmentReaders)
        }
    }

    private func isTwinSet(_ name: String, file: Int, context: String?) -> Bool {
        let twins = types.platformTwins(name, from: context, file: file)
        return !twins.isEmpty && twins.allSatisfy { candidateIDs.contains(ObjectIdentifier($0)) }
    }

    /// The wrappers outside a view the migration rewrites: a `#Preview`'s local `@StateObject` or
    /// `@ObservedObject` (it becomes `@State`), and an `@ObservedObject` a class stores, which does nothing there
    /// (it becomes a plain property) unless the class makes bindings from it.
    static func rewritesOutsideView(_ property: ObservationSiteFacts.WrapperProperty, owner: TypeInfo?) -> Bool {
        if property.inPreview { return property.wrapper != "EnvironmentObject" }
        guard let owner, owner.isClass || owner.kind == .actor else { return false }
        return property.wrapper == "ObservedObject" && !owner.projects(property.name)
    }

    /// What a wrapper property holding `info` says of it.
    private mutating func checkHeld(_ info: TypeInfo, _ property: ObservationSiteFacts.WrapperProperty, file: Int,
                                    storage: [(file: Int, site: ObservationSiteFacts.StorageInitialization)],
                                    environmentReaders: inout Set<ObjectIdentifier>) {
        let declared = "`@\(property.wrapper) var \(property.name)`"
        guard candidateIDs.contains(ObjectIdentifier(info)) else { return }
        observed.insert(ObjectIdentifier(info))
        let owner = property.owner.flatMap { types.resolve($0, from: nil, file: file).info }
        holdings[ObjectIdentifier(info), default: []].append((owner, property.name))
        if !Self.rewritesOutsideView(property, owner: owner), owner == nil || owner!.isClass || owner!.kind == .actor {
            add(info, "\(declared) is declared outside a view (\(location(file, property.line)))")
        }
        // The view creates the object and callers pass one too: owned (`@State`) or taken (a plain
        // property) is the author's call, which the rewrite must not make silently.
        // Every caller passing one leaves the default unused: the view takes the object.
        if property.wrapper == "ObservedObject", case .typed(_, let path)? = property.initialValue?.value, path.isEmpty,
           let owner, dataflow.someCallerPasses(property.name, to: owner.name), !dataflow.everyCallerPasses(property.name, to: owner) {
            add(info, "\(declared) (\(location(file, property.line))) creates the object and callers also pass one: decide whether `\(owner.name)` owns it (`@StateObject`) or takes it (no default value), then migrate")
        }
        if let owner, owner.storageAccessCount(property.name) > storage.count {
            add(info, "`\(owner.name)` uses the wrapper storage `_\(property.name)` directly (\(location(file, property.line)))")
        }
        if property.wrapper == "EnvironmentObject" {
            environmentReaders.insert(ObjectIdentifier(info))
            if let owner, owner.projects(property.name), !Self.bindsInBindingScopes(property.name, of: owner) {
                add(info, Self.bindingsOutsideBody(owner: property.owner, property: property.name, at: location(file, property.line)))
            }
            if !property.hasWrittenType {
                add(info, "`@EnvironmentObject var \(property.name)` has no written type (\(location(file, property.line)))")
            }
            if let first = storage.first {
                add(info, "the storage `_\(property.name)` of an `@EnvironmentObject` is set by hand (\(location(first.file, first.site.line)))")
            }
        }
        for (storageFile, site) in storage {
            if site.argumentCount != 1 || !(site.firstLabel == "wrappedValue" || site.firstLabel == "initialValue") {
                add(info, "`\(site.wrapper)(…)` is built in a way Statecraft does not rewrite (\(location(storageFile, site.line)))")
            }
        }
    }

    /// `alertManager` in `self.alertManager.$alert` or `store.alertManager.$alert`; nil when the chain has no
    /// plain last link (`$alert`, `(x as! T).$alert`, `items[0].$alert`).
    static func lastLink(of text: String) -> String? {
        guard let dollar = text.range(of: ".$", options: .backwards) else { return nil }
        let chain = text[..<dollar.lowerBound]
        let last = chain.split(separator: ".").last.map(String.init) ?? ""
        guard !last.isEmpty, last != "self", last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return last
    }

    static func bindingsOutsideBody(owner: String?, property: String, at location: String) -> String {
        "`\(owner.map(SyntaxReading.simpleName) ?? "a view")` makes bindings from its `@EnvironmentObject var \(property)` outside its `body` and helpers (\(location)): add `@Bindable var \(property) = \(property)` where it does, by hand"
    }

    /// Whether every binding the owner makes from `name` (`$name`) is in its declaration's `body` or helpers
    /// (`SyntaxReading.bindingScope`), none in an extension: then a `@Bindable` copy opening each serves them all.
    static func bindsInBindingScopes(_ name: String, of owner: TypeInfo) -> Bool {
        if owner.scopes.contains(where: { !$0.isDeclaration && $0.scope.usage.projections[name] != nil }) { return false }
        return owner.declaration.projections.onlyInBindingScopes(name)
    }

    /// Classes passed to a declaration that takes any `ObservableObject` would no longer satisfy it.
    private mutating func checkErased(_ erased: ObservationSiteFacts.ErasedDeclaration, file: Int) {
        let taking = "takes any `ObservableObject` (`\(erased.text)`, \(location(file, erased.line)))"
        let described = "`\(erased.owner ?? "a declaration")` " + taking
        guard let owner = erased.owner else {
            for info in candidates { add(info, described + "; Statecraft cannot tell which classes reach it") }
            return
        }
        for callFileIndex in files.indices {
            for call in files[callFileIndex].observation.erasedCalls where call.owner == owner {
                for argument in call.arguments {
                    if let labels = erased.labels, !labels.contains(argument.label) { continue }
                    switch values.resolve(argument.value, in: callFileIndex) {
                    case .project(let info): add(info, "it is passed to `\(owner)`, which " + taking)
                    case .other: continue
                    case .unknown, .ambiguous:
                        addSuspects(of: argument.value, described + " and is called with `\(argument.value.text)`, which Statecraft cannot resolve")
                    }
                }
            }
        }
    }

    /// A view's `body` calling a method of the object that sets one of `newlyTracked`.
    func renderWrite(_ info: TypeInfo, newlyTracked: [String]) -> String? {
        let untracked = Set(newlyTracked)
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
        for holding in holdings[ObjectIdentifier(info)] ?? [] {
            guard let owner = holding.owner else { continue }
            for scope in owner.scopes {
                for call in scope.scope.usage.calls where !call.runsLater {
                    guard let path = call.path, let written = writers[call.name],
                          path == "\(holding.property).\(call.name)" || path == "self.\(holding.property).\(call.name)",
                          case .property(let index)? = call.member, scope.scope.properties[index].name == "body" else { continue }
                    return "`\(owner.name).body` calls `\(holding.property).\(call.name)`, which sets \(ListFormat.and(written.sorted().map { "`\($0)`" })): once observed, that write would invalidate the view while it renders"
                }
            }
        }
        return nil
    }

    // MARK: Helpers

    /// What an expression in file `file` holds, its enclosing type seen from that file (one of several
    /// namesakes, one per target, is the one declared there).

    private func publisherUses(in file: FileFacts) -> [PublisherUseFact] {
        var uses: [PublisherUseFact] = []
        file.forEachScope { uses += $1.usage.publisherUses }
        return uses.sorted { $0.position < $1.position }
    }

    private mutating func add(_ info: TypeInfo, _ reason: String) {
        let id = ObjectIdentifier(info)
        guard candidateIDs.contains(id), given[id, default: []].insert(reason).inserted else { return }
        reasons[id, default: []].append(reason)
    }

    /// The classes an unresolved expression may be: project classes it names, and the classes properties of its
    /// last name hold; every candidate (that `include` admits) when nothing narrows it down.
    private mutating func addSuspects(of expression: ObjectExpressionFact, _ reason: String,
                                      where include: (TypeInfo) -> Bool = { _ in true }) {
        let named = suspects.classes(typeNames: expression.typeNames, lastName: expression.lastName) ?? []
        if named.isEmpty {
            for info in candidates where include(info) { add(info, reason + ", which may be any class") }
        } else {
            for info in named where include(info) { add(info, reason + ", which may be this class") }
        }
    }

    private func location(_ file: Int, _ line: Int) -> String {
        "\(files[file].path):\(line)"
    }
}
