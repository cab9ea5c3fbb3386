/// A member scope together with the file it lives in.
public struct ScopeRef: Sendable {
    public var file: Int
    public var scope: MemberScope
    /// True for the type's own body, false for an extension.
    public var isDeclaration: Bool
    /// An extension that adds conformances (`extension Model: UITextViewDelegate`): its members answer them.
    public var addsConformance = false
}

/// One type of the project, merged from its declaration and every extension of it in any file.
public final class TypeInfo: Sendable {
    public let kind: TypeKind
    public let name: String
    public let qualifiedName: String
    public let file: Int
    public let declaration: TypeFact
    /// What the declaration and every extension inherit.
    public let inherited: [String]
    /// The declaration's body first, then each extension's.
    public let scopes: [ScopeRef]

    init(declaration: TypeFact, file: Int, extensions: [(file: Int, fact: ExtensionFact)]) {
        self.kind = declaration.kind
        self.name = declaration.name
        self.qualifiedName = declaration.qualifiedName
        self.file = file
        self.declaration = declaration
        inherited = declaration.inherited + extensions.flatMap(\.fact.inherited)
        scopes = [ScopeRef(file: file, scope: declaration.scope, isDeclaration: true)]
            + extensions.map { ScopeRef(file: $0.file, scope: $0.fact.scope, isDeclaration: false,
                                        addsConformance: !$0.fact.inherited.isEmpty) }
        // One scope's arrays are shared, not copied.
        allProperties = extensions.isEmpty ? declaration.scope.properties : scopes.flatMap(\.scope.properties)
        allFunctions = extensions.isEmpty ? declaration.scope.functions : scopes.flatMap(\.scope.functions)
    }

    public var attributes: [String] { declaration.attributes }
    /// Declared `private` or `fileprivate` at the top level of its file, or inside a function or preview body:
    /// visible in that file only.
    public var isFilePrivate: Bool {
        declaration.isLocal
            || (declaration.parent == nil && declaration.modifiers.contains { $0 == "private" || $0 == "fileprivate" })
    }
    public var isClass: Bool { kind == .class }
    public var isValueType: Bool { kind == .struct || kind == .enum }

    /// Every stored or computed property in the declaration and all extensions (kept: most passes ask, often).
    public let allProperties: [PropertyFact]
    public let allFunctions: [FunctionFact]

    /// Whether any code of the type (declaration or extension) may write `name`.
    public func writes(_ name: String) -> Bool {
        scopes.contains { $0.scope.usage.writes[name] != nil }
    }
    public func projects(_ name: String) -> Bool {
        scopes.contains { $0.scope.usage.projections[name] != nil }
    }
    public func accessesStorage(_ name: String) -> Bool {
        scopes.contains { $0.scope.usage.storageAccesses[name] != nil }
    }
    public var allAssignments: [AssignmentFact] { scopes.flatMap(\.scope.usage.assignments) }
    public func writeCount(_ name: String) -> Int {
        scopes.reduce(0) { $0 + ($1.scope.usage.writes[name]?.count ?? 0) }
    }
    public func storageAccessCount(_ name: String) -> Int {
        scopes.reduce(0) { $0 + ($1.scope.usage.storageAccesses[name]?.count ?? 0) }
    }

}

/// The outcome of looking a type name up from some place in the code.
public enum TypeResolution {
    case project(TypeInfo)
    /// Several project types share the name and the context does not say which is meant.
    case ambiguous
    case unknown

    public var info: TypeInfo? {
        if case .project(let info) = self { return info }
        return nil
    }
}

/// All types the project declares, by qualified name, with their extensions merged in: the index's first pass.
/// It also answers the questions every later pass asks about a type (conformance, observability, class
/// chains), answered once here for the project's own types where they are asked often.
public final class TypeTable: Sendable {
    public let byQualifiedName: [String: [TypeInfo]]
    /// Extensions of types the project does not declare (`extension View { … }`), by extended name.
    public let externalExtensions: [String: [ScopeRef]]
    /// The types declared in each file, in source order.
    public let declaredIn: [[TypeInfo]]
    /// The extensions of each file with the project type they extend, if the project declares it.
    public let extensionsIn: [[(fact: ExtensionFact, type: TypeInfo?)]]
    /// Every project type, in file and source order.
    public let all: [TypeInfo]
    /// Project types by simple name, however nested (`Item` → `Feed.Item`, `Cart.Item`).
    public let bySimpleName: [String: [TypeInfo]]
    /// Each file's path, for telling apart types of one name declared in different targets.
    let filePaths: [String]
    /// Each file's package module (the folder under a package's `Sources/`; nil for app code) and the modules it
    /// imports: a type of another module is seen only where that module is imported.
    let fileModules: [String?]
    /// The Xcode targets that compile each file (empty when no project lists it): a name means a type its own
    /// target compiles.
    let fileTargets: [Set<String>]
    let fileImports: [Set<String>]
    /// For each file, the platforms whose build has each import.
    let fileImportPlatforms: [[String: Platforms]]
    let lookup: TypeLookup
    /// The project's type aliases, each visible in its own scope.
    public let aliases: TypeAliases
    /// Views (types conforming to a `Vocabulary.viewProtocols` protocol), project classes with a project
    /// subclass, and each type's observability: computed once, since nearly every rule asks.
    let viewIDs: Set<ObjectIdentifier>
    /// The instance properties extensions declare, by name, with the simple name of the type each extends
    /// (`var relay: Relay` in `extension DependencyValues`): what a dependency container's key path names.
    let extensionProperties: [String: [(container: String, type: TypeRef?)]]
    let subclassedIDs: Set<ObjectIdentifier>
    let observabilityByID: [ObjectIdentifier: Observability]

    public init(files: [FileFacts], fileTargets: [Set<String>] = []) {
        // Declarations by qualified name first, so that each extension finds the type it extends before any
        // `TypeInfo` exists; then each type is built once, with its extensions.
        // Keys, not copies of the facts: a type's facts are copied once, into its `TypeInfo`.
        var declarations: [String: [DeclarationKey]] = [:]
        for fileIndex in files.indices {
            for position in files[fileIndex].types.indices {
                declarations[files[fileIndex].types[position].qualifiedName, default: []].append(DeclarationKey(file: fileIndex, position: position))
            }
        }
        let modules = files.indices.map { Self.packageModule(ofPath: files[$0].path) }
        let targets = fileTargets.count == files.count ? fileTargets : Array(repeating: [], count: files.count)
        // Each extension goes to the declarations it extends, by the declaration's file and position there.
        var extensionsOf: [DeclarationKey: [(file: Int, fact: ExtensionFact)]] = [:]
        var extensionTargets: [[DeclarationKey?]] = Array(repeating: [], count: files.count)
        for fileIndex in files.indices {
            for ext in files[fileIndex].extensions {
                let found = NameLookup.find(ext.extendedType, from: nil, in: declarations) ?? []
                let extended = Self.extended(by: ext, in: fileIndex, among: found, files: files, modules: modules, targets: targets)
                for key in extended { extensionsOf[key, default: []].append((fileIndex, ext)) }
                extensionTargets[fileIndex].append(extended.first)
            }
        }
        var byQualifiedName: [String: [TypeInfo]] = [:]
        var declaredIn: [[TypeInfo]] = Array(repeating: [], count: files.count)
        var infoByKey: [DeclarationKey: TypeInfo] = [:]
        for fileIndex in files.indices {
            for position in files[fileIndex].types.indices {
                let key = DeclarationKey(file: fileIndex, position: position)
                let info = TypeInfo(declaration: files[fileIndex].types[position], file: fileIndex, extensions: extensionsOf[key] ?? [])
                byQualifiedName[info.declaration.qualifiedName, default: []].append(info)
                declaredIn[fileIndex].append(info)
                infoByKey[key] = info
            }
        }
        var extensionsIn: [[(fact: ExtensionFact, type: TypeInfo?)]] = Array(repeating: [], count: files.count)
        var externalExtensions: [String: [ScopeRef]] = [:]
        for fileIndex in files.indices {
            for (position, ext) in files[fileIndex].extensions.enumerated() {
                if let target = extensionTargets[fileIndex][position] {
                    extensionsIn[fileIndex].append((ext, infoByKey[target]))
                } else {
                    extensionsIn[fileIndex].append((ext, nil))
                    externalExtensions[SyntaxReading.simpleName(ext.extendedType), default: []].append(
                        ScopeRef(file: fileIndex, scope: ext.scope, isDeclaration: false))
                }
            }
        }
        self.byQualifiedName = byQualifiedName
        self.filePaths = files.indices.map { files[$0].path }
        fileModules = modules
        self.fileTargets = targets
        fileImports = files.indices.map { Set(files[$0].imports.map(\.module)) }
        fileImportPlatforms = files.indices.map { index in
            files[index].imports.reduce(into: [String: Platforms]()) { $0[$1.module, default: []].formUnion($1.platforms) }
        }
        self.declaredIn = declaredIn
        self.extensionsIn = extensionsIn
        self.externalExtensions = externalExtensions
        var extensionProperties: [String: [(container: String, type: TypeRef?)]] = [:]
        for fileIndex in files.indices {
            for ext in files[fileIndex].extensions {
                let container = SyntaxReading.simpleName(ext.extendedType)
                for property in ext.scope.properties where !property.isStatic {
                    extensionProperties[property.name, default: []].append((container, property.type))
                }
            }
        }
        self.extensionProperties = extensionProperties
        let all = declaredIn.flatMap { $0 }
        self.all = all
        bySimpleName = Dictionary(grouping: all, by: \.name)
        let aliases = TypeAliases(files: files, declaredTypes: byQualifiedName)
        self.aliases = aliases
        var lookup = TypeLookup(byQualifiedName: byQualifiedName, aliases: aliases)
        lookup.inheritedNames = lookup.inheritanceClosures(of: all, aliases: aliases)
        self.lookup = lookup
        viewIDs = Set(all.filter { info in
            if lookup.conforms(info, toAny: Vocabulary.viewProtocols) { return true }
            guard info.isValueType else { return false }
            let unknown = lookup.unknownInheritance(of: info)
            // A package protocol named like a representable, or one that refines `View` with a `body` of its own
            // (`struct Discover: ConnectedView { func body(props: Props) -> some View }`).
            return unknown.contains { Vocabulary.looksRepresentable(SyntaxReading.simpleName($0)) }
                || (!unknown.isEmpty && !unknown.contains { Vocabulary.nonViewBodyProtocols.contains(SyntaxReading.simpleName($0)) }
                    && Self.hasViewBody(info))
        }.map(ObjectIdentifier.init))
        subclassedIDs = Set(all.compactMap { $0.isClass ? lookup.projectSuperclass(of: $0).map(ObjectIdentifier.init) : nil })
        var observability: [ObjectIdentifier: Observability] = [:]
        for info in all { observability[ObjectIdentifier(info)] = lookup.observability(of: info) }
        observabilityByID = observability
    }

    /// `Packages/Store/Sources/StoreKitUI/Feed.swift` → `StoreKitUI`: SwiftPM names a target's module after its
    /// folder under `Sources/`.
    /// A type declaration: its file and its position among the file's types.
    struct DeclarationKey: Hashable {
        var file: Int
        var position: Int
    }

    /// The declarations an extension in file `file` extends, of those named like its extended type: the one
    /// declaration, or of same-named types in different modules, targets or folders, the one its file sees (its
    /// own file's, its module's, its target's, else the nearest in the folder tree). Platform twins (one type
    /// declared per platform) all get it.
    private static func extended(by ext: ExtensionFact, in file: Int, among found: [DeclarationKey],
                                 files: [FileFacts], modules: [String?], targets: [Set<String>]) -> [DeclarationKey] {
        if found.count <= 1 { return found }
        if arePairwiseDisjoint(found.map { files[$0.file].types[$0.position].platforms }) { return found }
        var seen = found.filter { declaration in
            let fact = files[declaration.file].types[declaration.position]
            let isFilePrivate = fact.isLocal || (fact.parent == nil && fact.modifiers.contains { $0 == "private" || $0 == "fileprivate" })
            return !isFilePrivate || declaration.file == file
        }
        let sameFile = seen.filter { $0.file == file }
        if !sameFile.isEmpty { seen = sameFile }
        let sameModule = seen.filter { modules[$0.file] == modules[file] }
        if !sameModule.isEmpty { seen = sameModule }
        if !targets[file].isEmpty {
            let sameTarget = seen.filter { !targets[$0.file].isDisjoint(with: targets[file]) }
            if !sameTarget.isEmpty { seen = sameTarget }
        }
        if seen.count > 1 {
            let shared = seen.map { FilePaths.sharedFolderCount(files[file].path, files[$0.file].path) }
            guard let best = shared.max(), shared.filter({ $0 == best }).count == 1 else { return [] }
            seen = [seen[shared.firstIndex(of: best)!]]
        }
        return seen
    }

    static func packageModule(ofPath path: String) -> String? {
        let bytes = Array(path.utf8)
        let marker = Array("Sources/".utf8)
        var start = bytes.count - marker.count
        while start >= 0 {
            if (start == 0 || bytes[start - 1] == UInt8(ascii: "/")), bytes[start..<(start + marker.count)].elementsEqual(marker) {
                let moduleStart = start + marker.count
                guard let slash = bytes[moduleStart...].firstIndex(of: UInt8(ascii: "/")), slash > moduleStart else { return nil }
                return String(decoding: bytes[moduleStart..<slash], as: UTF8.self)
            }
            start -= 1
        }
        return nil
    }

    /// A `body` that builds a view: `var body: some View`, or a `body(…)` function returning one.
    static func hasViewBody(_ info: TypeInfo) -> Bool {
        info.allFunctions.contains { $0.name == "body" && $0.buildsViews && !$0.isStatic }
            || info.allProperties.contains { property in
                guard property.name == "body", property.isComputed, let text = property.type?.text else { return false }
                return text == "some View" || text == "some SwiftUI.View" || text == "AnyView"
            }
    }
}
