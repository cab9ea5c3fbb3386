/// A member scope together with the file it lives in.
public struct ScopeRef: Sendable {
    public var file: Int
    public var scope: MemberScope
    /// True for the type's own body, false for an extension.
    public var isDeclaration: Bool
}

/// One type of the project, merged from its declaration and every extension of it in any file.
public final class TypeInfo: @unchecked Sendable {
    public let kind: TypeKind
    public let name: String
    public let qualifiedName: String
    public let file: Int
    public let declaration: TypeFact
    public internal(set) var inherited: [String]
    public internal(set) var scopes: [ScopeRef]

    init(declaration: TypeFact, file: Int) {
        self.kind = declaration.kind
        self.name = declaration.name
        self.qualifiedName = declaration.qualifiedName
        self.file = file
        self.declaration = declaration
        self.inherited = declaration.inherited
        self.scopes = [ScopeRef(file: file, scope: declaration.scope, isDeclaration: true)]
    }

    public var attributes: [String] { declaration.attributes }
    public var isClass: Bool { kind == .class }
    public var isValueType: Bool { kind == .struct || kind == .enum }

    /// Every stored or computed property in the declaration and all extensions.
    public var allProperties: [PropertyFact] { scopes.flatMap(\.scope.properties) }
    public var allFunctions: [FunctionFact] { scopes.flatMap(\.scope.functions) }

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
    let lookup: TypeLookup
    /// Views (types conforming to a `Vocabulary.viewProtocols` protocol), project classes with a project
    /// subclass, and each type's observability: computed once, since nearly every rule asks.
    let viewIDs: Set<ObjectIdentifier>
    let subclassedIDs: Set<ObjectIdentifier>
    let observabilityByID: [ObjectIdentifier: Observability]

    public init(files: [FileFacts]) {
        var byQualifiedName: [String: [TypeInfo]] = [:]
        var declaredIn: [[TypeInfo]] = Array(repeating: [], count: files.count)
        var extensionsIn: [[(fact: ExtensionFact, type: TypeInfo?)]] = Array(repeating: [], count: files.count)
        var externalExtensions: [String: [ScopeRef]] = [:]
        for (fileIndex, file) in files.enumerated() {
            for type in file.types {
                let info = TypeInfo(declaration: type, file: fileIndex)
                byQualifiedName[type.qualifiedName, default: []].append(info)
                declaredIn[fileIndex].append(info)
            }
        }
        for (fileIndex, file) in files.enumerated() {
            for ext in file.extensions {
                let scope = ScopeRef(file: fileIndex, scope: ext.scope, isDeclaration: false)
                if case .project(let info) = TypeLookup(byQualifiedName: byQualifiedName).resolve(ext.extendedType, from: nil) {
                    info.inherited.append(contentsOf: ext.inherited)
                    info.scopes.append(scope)
                    extensionsIn[fileIndex].append((ext, info))
                } else {
                    extensionsIn[fileIndex].append((ext, nil))
                    externalExtensions[SyntaxReading.simpleName(ext.extendedType), default: []].append(scope)
                }
            }
        }
        self.byQualifiedName = byQualifiedName
        self.declaredIn = declaredIn
        self.extensionsIn = extensionsIn
        self.externalExtensions = externalExtensions
        let all = declaredIn.flatMap { $0 }
        self.all = all
        bySimpleName = Dictionary(grouping: all, by: \.name)
        var lookup = TypeLookup(byQualifiedName: byQualifiedName)
        lookup.inheritedNames = lookup.inheritanceClosures(of: all)
        self.lookup = lookup
        viewIDs = Set(all.filter { lookup.conforms($0, toAny: Vocabulary.viewProtocols) }.map(ObjectIdentifier.init))
        subclassedIDs = Set(all.compactMap { $0.isClass ? lookup.projectSuperclass(of: $0).map(ObjectIdentifier.init) : nil })
        var observability: [ObjectIdentifier: Observability] = [:]
        for info in all { observability[ObjectIdentifier(info)] = lookup.observability(of: info) }
        observabilityByID = observability
    }
}
