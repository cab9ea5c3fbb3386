/// How observable a type is, in SwiftUI's terms.
public enum Observability: Sendable {
    /// `@Observable` (or `@Model`), itself or through a project superclass.
    case observable
    /// Conforms to `ObservableObject` and is not `@Observable`.
    case observableObject
    /// A project class that is neither, with no unknown superclass or protocol that could make it so.
    case plainClass
    /// A project struct or enum.
    case valueType
    /// Not enough is known (external superclass, unknown protocol, not a project type).
    case unknown
}

/// Swift's name look-up over any table keyed by qualified type name.
enum NameLookup {
    /// The entries `name` names from inside `context` (a qualified type name), innermost scope first; a
    /// module-qualified name (`MyApp.Store`) falls back to its last component. Nil when nothing matches.
    /// `lastComponents`, when given, holds the last component of every key: a name whose own is not among them
    /// matches nothing, found without building the scoped keys (most names asked about are the SDK's).
    static func find<Entry>(_ name: String, from context: String?, in table: [String: [Entry]],
                            lastComponents: Set<String>? = nil) -> [Entry]? {
        let cleaned = SyntaxReading.nominalName(name)
        guard !cleaned.isEmpty else { return nil }
        if let lastComponents, !lastComponents.contains(SyntaxReading.simpleName(cleaned)) { return nil }
        if let context {
            var prefix = Substring(context)
            while !prefix.isEmpty {
                if let found = table[String(prefix) + "." + cleaned] { return found }
                // By bytes: a Character-wise search would check for grapheme breaks at every step back.
                guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                prefix = prefix[..<dot]
            }
        }
        if let found = table[cleaned] { return found }
        if cleaned.utf8.contains(UInt8(ascii: ".")), let found = table[SyntaxReading.simpleName(cleaned)] { return found }
        return nil
    }
}

/// Name look-up and conformance over the declared types, before any answer is cached: the logic behind
/// `TypeTable`'s questions, usable while the table is still being built.
struct TypeLookup: Sendable {
    let byQualifiedName: [String: [TypeInfo]]
    /// For each project type, the simple names of everything it inherits, directly or through project types:
    /// filled once while the table is built, so that conformance is a set look-up.
    var inheritedNames: [ObjectIdentifier: Set<String>] = [:]

    let aliases: TypeAliases

    /// The simple name of every project type.
    let simpleNames: Set<String>

    init(byQualifiedName: [String: [TypeInfo]], aliases: TypeAliases) {
        self.byQualifiedName = byQualifiedName
        self.aliases = aliases
        simpleNames = Set(byQualifiedName.values.lazy.flatMap { $0.map(\.name) })
    }

    /// The `inheritedNames` of every type: each type's inherited names resolved once, then followed. A project
    /// `typealias` stands for what it names (`typealias Screen = View`, `typealias Card = View & Identifiable`).
    func inheritanceClosures(of types: [TypeInfo], aliases: TypeAliases) -> [ObjectIdentifier: Set<String>] {
        var direct: [ObjectIdentifier: (names: [String], parents: [TypeInfo])] = [:]
        for info in types {
            let inherited = info.inherited.flatMap { name in
                aliases.expanded(name, from: info.declaration.parent, file: info.file) ?? [name]
            }
            let parents = inherited.compactMap { name -> TypeInfo? in
                guard let parent = resolve(name, from: info.declaration.parent).info, parent !== info else { return nil }
                return parent
            }
            direct[ObjectIdentifier(info)] = (inherited.map(SyntaxReading.simpleName), parents)
        }
        var result: [ObjectIdentifier: Set<String>] = [:]
        for info in types {
            var names = Set<String>()
            var visited: Set<ObjectIdentifier> = []
            var stack = [info]
            while let current = stack.popLast() {
                guard visited.insert(ObjectIdentifier(current)).inserted, let links = direct[ObjectIdentifier(current)] else { continue }
                names.formUnion(links.names)
                stack += links.parents
            }
            result[ObjectIdentifier(info)] = names
        }
        return result
    }

    /// Looks `name` up as Swift would from inside `context` (a qualified type name): innermost scope first.
    /// A name no declaration has may still name a project type: through a type alias
    /// (`typealias Store = AppStore`), or as a type nested in a superclass (`InboxModel.Context` for the `Context`
    /// that `InboxModel`'s generic superclass declares).
    func resolve(_ name: String, from context: String?, depth: Int = 0) -> TypeResolution {
        if let found = NameLookup.find(name, from: context, in: byQualifiedName, lastComponents: simpleNames) {
            return found.count == 1 ? .project(found[0]) : .ambiguous
        }
        // Most names asked about are the SDK's (`View`, `String`): neither an alias nor a member type path.
        guard depth < 4, aliases.mayName(name) || name.utf8.contains(UInt8(ascii: ".")) else { return .unknown }
        let cleaned = SyntaxReading.nominalName(name)
        if let targets = aliases.targets(of: cleaned, from: context, file: nil), targets.count == 1, targets[0] != cleaned {
            return resolve(targets[0], from: context, depth: depth + 1)
        }
        if let dot = cleaned.lastIndex(of: "."), case .project(let base) = resolve(String(cleaned[..<dot]), from: context, depth: depth + 1),
           base.isClass {
            let member = cleaned[cleaned.index(after: dot)...]
            var current = base
            for _ in 0..<8 {
                guard let first = current.declaration.inherited.first,
                      case .project(let parent) = resolve(first, from: current.declaration.parent, depth: depth + 1),
                      parent.isClass, parent !== current else { break }
                if let found = byQualifiedName[parent.qualifiedName + "." + member], found.count == 1 { return .project(found[0]) }
                current = parent
            }
        }
        return .unknown
    }

    func conforms(_ info: TypeInfo, toAny names: Set<String>) -> Bool {
        if let inherited = inheritedNames[ObjectIdentifier(info)] { return !inherited.isDisjoint(with: names) }
        var visited = Set<ObjectIdentifier>()
        return conforms(info, names, &visited)
    }

    private func conforms(_ info: TypeInfo, _ names: Set<String>, _ visited: inout Set<ObjectIdentifier>) -> Bool {
        guard visited.insert(ObjectIdentifier(info)).inserted else { return false }
        for inherited in info.inherited {
            if names.contains(SyntaxReading.simpleName(inherited)) { return true }
            if case .project(let parent) = resolve(inherited, from: info.declaration.parent), parent !== info,
               conforms(parent, names, &visited) {
                return true
            }
        }
        return false
    }

    func unknownInheritance(of info: TypeInfo) -> [String] {
        var visited = Set<ObjectIdentifier>()
        var result: [String] = []
        collectUnknown(info, &visited, &result)
        return result
    }

    private func collectUnknown(_ info: TypeInfo, _ visited: inout Set<ObjectIdentifier>, _ result: inout [String]) {
        guard visited.insert(ObjectIdentifier(info)).inserted else { return }
        for inherited in info.inherited {
            switch resolve(inherited, from: info.declaration.parent) {
            case .project(let parent): collectUnknown(parent, &visited, &result)
            case .ambiguous: result.append(inherited)
            case .unknown:
                if !Vocabulary.plainProtocols.contains(SyntaxReading.simpleName(inherited)) { result.append(inherited) }
            }
        }
    }

    func projectSuperclass(of info: TypeInfo) -> TypeInfo? {
        guard info.isClass, let first = info.declaration.inherited.first,
              case .project(let parent) = resolve(first, from: info.declaration.parent), parent.isClass, parent !== info else {
            return nil
        }
        return parent
    }

    /// The project protocols `info` adopts, directly or through project protocols and superclasses, nearest first.
    func projectProtocols(of info: TypeInfo) -> [TypeInfo] {
        var result: [TypeInfo] = []
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(info)]
        var queue = [info]
        while !queue.isEmpty, result.count < 32 {
            let current = queue.removeFirst()
            for inherited in current.inherited {
                guard case .project(let parent) = resolve(inherited, from: current.declaration.parent),
                      visited.insert(ObjectIdentifier(parent)).inserted else { continue }
                if parent.kind == .protocol { result.append(parent) }
                queue.append(parent)
            }
        }
        return result
    }

    func classChain(of info: TypeInfo) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var current: TypeInfo? = info
        while let type = current, chain.count < 32, !chain.contains(where: { $0 === type }) {
            chain.append(type)
            current = projectSuperclass(of: type)
        }
        return chain
    }

    func chainHasAttribute(_ info: TypeInfo, _ name: String) -> Bool {
        classChain(of: info).contains { $0.attributes.contains(name) }
    }

    func observability(of info: TypeInfo) -> Observability {
        if info.kind == .protocol || info.kind == .actor { return .unknown }
        if info.isValueType { return .valueType }
        if chainHasAttribute(info, "Observable") || chainHasAttribute(info, "Model") { return .observable }
        if conforms(info, toAny: ["ObservableObject"]) { return .observableObject }
        if conforms(info, toAny: ["Observable"]) { return .observable }
        return unknownInheritance(of: info).isEmpty ? .plainClass : .unknown
    }
}

/// The questions rules and later passes ask about types.
extension TypeTable {
    public func resolve(_ name: String, from context: String?) -> TypeResolution {
        lookup.resolve(name, from: context)
    }

    /// Looks `name` up from code in file `file`. Where several project types share the name, the one Swift
    /// would see is meant: a `private` or `fileprivate` type is visible in its own file only, and of types in
    /// different targets (`WatchApp/EpisodeView.swift`, `Widget/EpisodeView.swift`) the one nearest the
    /// referencing file in the folder tree, when one is nearer than every other.
    public func resolve(_ name: String, from context: String?, file: Int) -> TypeResolution {
        guard let found = NameLookup.find(name, from: context, in: byQualifiedName, lastComponents: lookup.simpleNames) else { return .unknown }
        if found.count == 1 { return .project(found[0]) }
        let seen = candidates(among: found, file: file)
        if seen.count == 1 { return .project(seen[0]) }
        let sameFile = seen.filter { $0.file == file }
        if sameFile.count == 1 { return .project(sameFile[0]) }
        let shared = seen.map { FilePaths.sharedFolderCount(filePaths[file], filePaths[$0.file]) }
        guard let best = shared.max(), shared.filter({ $0 == best }).count == 1 else { return .ambiguous }
        return .project(seen[shared.firstIndex(of: best)!])
    }

    /// The types `name` may name from code in file `file`: those visible there (not another file's `private`
    /// type) and, of types in package modules, those of the file's own module or of a module it imports.
    public func candidates(_ name: String, from context: String?, file: Int) -> [TypeInfo] {
        guard let found = NameLookup.find(name, from: context, in: byQualifiedName, lastComponents: lookup.simpleNames) else { return [] }
        return found.count == 1 ? found : candidates(among: found, file: file)
    }

    private func candidates(among found: [TypeInfo], file: Int) -> [TypeInfo] {
        let visible = found.filter { $0.file == file || !$0.isFilePrivate }
        let imported = visible.filter { candidate in
            guard let module = fileModules[candidate.file] else { return true }
            return module == fileModules[file] || fileImports[file].contains(module)
        }
        let seen = imported.isEmpty ? visible : imported
        // Of types the Xcode project compiles into different targets, those of a target that compiles this file.
        let targets = fileTargets[file]
        guard !targets.isEmpty else { return seen }
        let sameTarget = seen.filter { fileTargets[$0.file].isEmpty || !fileTargets[$0.file].isDisjoint(with: targets) }
        return sameTarget.isEmpty ? seen : sameTarget
    }

    /// The type `name` certainly names from code in file `file` among several that share it: the only one
    /// visible there (the others `fileprivate` elsewhere, in a module it does not import, or in targets that do
    /// not compile the file), or the only one declared in that file. Nil otherwise: nearness in the folder tree,
    /// which `resolve(_:from:file:)` also weighs, is a guess.
    public func certainlySeen(_ name: String, from context: String?, file: Int) -> TypeInfo? {
        guard let found = NameLookup.find(name, from: context, in: byQualifiedName, lastComponents: lookup.simpleNames) else { return nil }
        let seen = candidates(among: found, file: file)
        if seen.count == 1 { return seen[0] }
        let sameFile = seen.filter { $0.file == file }
        return sameFile.count == 1 ? sameFile[0] : nil
    }

    /// The platform twins `name` names from file `file`: one type declared once per platform, in the branches
    /// of an `#if` in one file or in files named per platform (`Player+iOS.swift`, `Player-macOS.swift`). Any
    /// of them may be the one built, so each is followed. Empty when the name is not such a set.
    public func platformTwins(_ name: String, from context: String?, file: Int) -> [TypeInfo] {
        guard let found = NameLookup.find(name, from: context, in: byQualifiedName, lastComponents: lookup.simpleNames), found.count > 1 else { return [] }
        let visible = found.filter { $0.file == file || !$0.isFilePrivate }
        guard visible.count > 1 else { return [] }
        if Set(visible.map(\.file)).count == 1 { return visible }
        // Declared under `#if` clauses no platform shares (`#if os(tvOS)` in one file, `#if os(iOS) || os(macOS)`
        // in another): one type per build.
        if Self.arePairwiseDisjoint(visible.map(\.declaration.platforms)) { return visible }
        // Of modules the file imports under `#if` clauses no platform shares (`import MainLibrary` for iOS and
        // macOS, `import TVLibrary` for tvOS).
        let imported = candidates(among: found, file: file)
        if imported.count > 1, Self.arePairwiseDisjoint(imported.map { platforms(seeing: $0, from: file) }) { return imported }
        let stems = Set(visible.map { FilePaths.platformNeutralStem(filePaths[$0.file]) })
        return stems.count == 1 && stems.first! != nil ? visible : []
    }

    /// The platforms on which code in file `file` sees `info`: those whose build imports the module declaring it
    /// (all for app code and the file's own module).
    public func platforms(seeing info: TypeInfo, from file: Int) -> Platforms {
        guard let module = fileModules[info.file], module != fileModules[file] else { return .all }
        return fileImportPlatforms[file][module] ?? .all
    }

    static func arePairwiseDisjoint(_ sets: [Platforms]) -> Bool {
        var union = Platforms()
        for set in sets {
            guard set.isDisjoint(with: union) else { return false }
            union.formUnion(set)
        }
        return true
    }

    /// Whether `info` conforms to the protocol named `name`, directly, through an extension, through a
    /// project superclass, or through a project protocol that inherits it.
    public func conforms(_ info: TypeInfo, to name: String) -> Bool {
        lookup.conforms(info, toAny: [name])
    }

    public func conforms(_ info: TypeInfo, toAny names: Set<String>) -> Bool {
        lookup.conforms(info, toAny: names)
    }

    /// Code that exists for the canvas: a `PreviewProvider`, a type named `…Previews`, or a type declared
    /// inside one (`Feed_Previews.Wrapper`). One definition for the architecture, the roles, coverage and rules.
    public func isPreviewCode(_ info: TypeInfo) -> Bool {
        var current: TypeInfo? = info
        var steps = 0
        while let type = current, steps < 8 {
            if Vocabulary.previewNameSuffixes.contains(where: { type.name.hasSuffix($0) }) || conforms(type, to: "PreviewProvider") {
                return true
            }
            current = type.declaration.parent.flatMap { resolve($0, from: nil).info }
            steps += 1
        }
        return false
    }

    /// Inherited names that the project does not declare and that are not known plain protocols.
    public func unknownInheritance(of info: TypeInfo) -> [String] {
        lookup.unknownInheritance(of: info)
    }

    public func isView(_ info: TypeInfo) -> Bool {
        viewIDs.contains(ObjectIdentifier(info))
    }

    /// The superclass of a project class when it is itself a project class.
    public func projectSuperclass(of info: TypeInfo) -> TypeInfo? {
        lookup.projectSuperclass(of: info)
    }

    /// The project protocols `info` adopts, directly or through project protocols and superclasses, nearest first.
    public func projectProtocols(of info: TypeInfo) -> [TypeInfo] {
        lookup.projectProtocols(of: info)
    }

    /// The project protocol `info` adopts that requires a property named `name`: making it `private` would
    /// leave the requirement unfilled.
    public func protocolRequiring(property name: String, of info: TypeInfo) -> TypeInfo? {
        projectProtocols(of: info).first { $0.allProperties.contains { $0.name == name && !$0.isStatic } }
    }

    /// The instance properties the project protocols `info` adopts require, read once per type.
    public func requiredProperties(of info: TypeInfo) -> Set<String> {
        Set(projectProtocols(of: info).flatMap { $0.allProperties.filter { !$0.isStatic }.map(\.name) })
    }

    /// The class and its project superclasses, nearest first (cycles and very deep chains cut off).
    public func classChain(of info: TypeInfo) -> [TypeInfo] {
        lookup.classChain(of: info)
    }

    /// Whether the class or one of its project superclasses carries `@name`.
    public func chainHasAttribute(_ info: TypeInfo, _ name: String) -> Bool {
        lookup.chainHasAttribute(info, name)
    }

    /// Whether some project class inherits from `info`.
    public func hasProjectSubclass(_ info: TypeInfo) -> Bool {
        subclassedIDs.contains(ObjectIdentifier(info))
    }

    public func observability(of info: TypeInfo) -> Observability {
        observabilityByID[ObjectIdentifier(info)] ?? lookup.observability(of: info)
    }

    /// Observability of a written type seen from `context`, or `.unknown`.
    public func observability(ofTypeNamed name: String?, from context: String?) -> Observability {
        guard let name, case .project(let info) = resolve(name, from: context) else { return .unknown }
        return observability(of: info)
    }

    /// A project class that is observable either way (`@Observable` or `ObservableObject`) and is not a
    /// SwiftData model: what views hold as view models and services.
    public func isObservableObjectType(_ info: TypeInfo) -> Bool {
        guard info.isClass, !chainHasAttribute(info, "Model") else { return false }
        switch observability(of: info) {
        case .observable, .observableObject: return true
        default: return false
        }
    }
}
