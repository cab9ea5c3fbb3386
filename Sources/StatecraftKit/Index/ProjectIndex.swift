import Foundation

/// The project-wide model rules read: every file's facts, the type table, and answers to the questions
/// rules ask about types ("is this a view?", "is this class observable?"), memoised.
public final class ProjectIndex: @unchecked Sendable {
    public let files: [FileFacts]
    public let types: TypeTable
    public let deploymentTargets: DeploymentTargets

    private let lock = NSLock()
    private var conformanceCache: [ObjectIdentifier: [String: Bool]] = [:]

    /// Every `object.$name` publisher projection used anywhere in the project.
    public let publisherNames: Set<String>

    public init(files: [FileFacts], deploymentTargets: DeploymentTargets = DeploymentTargets()) {
        self.files = files
        self.types = TypeTable(files: files)
        self.deploymentTargets = deploymentTargets
        var publishers = Set<String>()
        for file in files {
            for type in file.types { publishers.formUnion(type.scope.usage.memberProjections) }
            for ext in file.extensions { publishers.formUnion(ext.scope.usage.memberProjections) }
            publishers.formUnion(file.fileScope.usage.memberProjections)
        }
        self.publisherNames = publishers
    }

    /// Why an `ObservableObject` class cannot be moved to `@Observable` mechanically, if it cannot.
    public func manualMigrationReasons(_ info: TypeInfo) -> [String] {
        var reasons: [String] = []
        if info.scopes.contains(where: { $0.scope.usage.usesObjectWillChange }) {
            reasons.append("uses `objectWillChange`")
        }
        let published = info.allProperties.filter { $0.hasWrapper("Published") }.map(\.name)
        // `$name` inside the class itself, or `object.$name` anywhere in the project.
        let projected = published.filter { info.projects($0) || publisherNames.contains($0) }.sorted()
        if !projected.isEmpty {
            reasons.append("uses Combine publishers " + projected.map { "`$\($0)`" }.joined(separator: ", "))
        }
        return reasons
    }

    /// Standard-library and Foundation types known to be values.
    public static let standardValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Float80", "Decimal", "Bool", "String", "Character", "Substring", "Date", "DateComponents", "URL",
        "UUID", "Data", "TimeInterval", "CGPoint", "CGSize", "CGRect", "CGVector", "Range", "ClosedRange", "Array",
        "Dictionary", "Set", "Color", "Angle", "AttributedString", "Locale", "TimeZone", "Calendar", "IndexSet",
        "IndexPath", "Measurement", "NavigationPath", "Duration", "EdgeInsets", "UnitPoint", "PersonNameComponents",
        "ScrollPosition", "Text", "Image", "Font", "LocalizedStringKey", "DateInterval", "AnyHashable", "Int128",
        "UInt128", "Visibility", "ColorScheme", "Alignment", "Edge", "Axis", "ContentMode", "Animation", "Transaction",
        "TextSelection", "PresentationDetent", "NavigationSplitViewVisibility", "FocusState",
    ]

    /// Standard protocols that give a type no way to receive SwiftUI's environment.
    public static let plainProtocols: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable", "Error",
        "LocalizedError", "ObservableObject", "Observable", "AnyObject", "NSObject", "Hashable & Sendable",
        "Identifiable & Hashable", "Strideable", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    ]

    // MARK: The view graph

    private let modelLock = NSLock()
    private var builtGraph: ViewGraph?
    private var builtAnalysis: EnvironmentAnalysis?

    /// The project's view graph, built on first use and shared by every rule and by `map`.
    public var viewGraph: ViewGraph {
        modelLock.lock()
        defer { modelLock.unlock() }
        if let builtGraph { return builtGraph }
        let graph = ViewGraphBuilder(index: self).build()
        builtGraph = graph
        return graph
    }

    /// Unmet environment requirements along the view graph, computed on first use.
    public var environmentAnalysis: EnvironmentAnalysis {
        let graph = viewGraph
        modelLock.lock()
        defer { modelLock.unlock() }
        if let builtAnalysis { return builtAnalysis }
        let analysis = EnvironmentAnalysis(graph: graph, index: self)
        builtAnalysis = analysis
        return analysis
    }

    // MARK: Files and types

    public func resolve(_ name: String, from context: String?) -> TypeResolution {
        types.resolve(name, from: context)
    }

    // MARK: Conformance

    /// Whether `info` conforms to the protocol named `name`, directly, through an extension, through a
    /// project superclass, or through a project protocol that inherits it.
    public func conforms(_ info: TypeInfo, to name: String) -> Bool {
        conforms(info, toAny: [name])
    }

    public func conforms(_ info: TypeInfo, toAny names: Set<String>) -> Bool {
        let key = names.sorted().joined(separator: "|")
        lock.lock()
        if let cached = conformanceCache[ObjectIdentifier(info)]?[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        var visited = Set<ObjectIdentifier>()
        let result = computeConforms(info, names, &visited)
        lock.lock()
        conformanceCache[ObjectIdentifier(info), default: [:]][key] = result
        lock.unlock()
        return result
    }

    private func computeConforms(_ info: TypeInfo, _ names: Set<String>, _ visited: inout Set<ObjectIdentifier>) -> Bool {
        guard visited.insert(ObjectIdentifier(info)).inserted else { return false }
        for inherited in info.inherited {
            if names.contains(SyntaxReading.simpleName(inherited)) { return true }
            if case .project(let parent) = resolve(inherited, from: info.declaration.parent), parent !== info,
               computeConforms(parent, names, &visited) {
                return true
            }
        }
        return false
    }

    /// Inherited names that the project does not declare and that are not known plain protocols.
    public func unknownInheritance(of info: TypeInfo) -> [String] {
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
                if !ProjectIndex.plainProtocols.contains(SyntaxReading.simpleName(inherited)) { result.append(inherited) }
            }
        }
    }

    /// SwiftUI protocols whose conformers are views.
    public static let viewProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "WKInterfaceObjectRepresentable",
    ]

    public func isView(_ info: TypeInfo) -> Bool {
        conforms(info, toAny: ProjectIndex.viewProtocols)
    }

    /// The superclass of a project class when it is itself a project class.
    public func projectSuperclass(of info: TypeInfo) -> TypeInfo? {
        guard info.isClass, let first = info.declaration.inherited.first,
              case .project(let parent) = resolve(first, from: info.declaration.parent), parent.isClass, parent !== info else {
            return nil
        }
        return parent
    }

    // MARK: Observation

    public enum Observability {
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

    /// The class and its project superclasses, nearest first (cycles and very deep chains cut off).
    public func classChain(of info: TypeInfo) -> [TypeInfo] {
        var chain: [TypeInfo] = []
        var current: TypeInfo? = info
        while let type = current, chain.count < 32, !chain.contains(where: { $0 === type }) {
            chain.append(type)
            current = projectSuperclass(of: type)
        }
        return chain
    }

    /// Whether the class or one of its project superclasses carries `@name`.
    public func chainHasAttribute(_ info: TypeInfo, _ name: String) -> Bool {
        classChain(of: info).contains { $0.attributes.contains(name) }
    }

    private let subclassLock = NSLock()
    private var subclassedTypes: Set<ObjectIdentifier>?

    /// Whether some project class inherits from `info` (computed once for the whole project).
    public func hasProjectSubclass(_ info: TypeInfo) -> Bool {
        subclassLock.lock()
        defer { subclassLock.unlock() }
        if subclassedTypes == nil {
            subclassedTypes = Set(types.all.compactMap { $0.isClass ? projectSuperclass(of: $0).map(ObjectIdentifier.init) : nil })
        }
        return subclassedTypes!.contains(ObjectIdentifier(info))
    }

    public func observability(of info: TypeInfo) -> Observability {
        if info.kind == .protocol || info.kind == .actor { return .unknown }
        if info.isValueType { return .valueType }
        if chainHasAttribute(info, "Observable") || chainHasAttribute(info, "Model") { return .observable }
        if conforms(info, to: "ObservableObject") { return .observableObject }
        if conforms(info, to: "Observable") { return .observable }
        return unknownInheritance(of: info).isEmpty ? .plainClass : .unknown
    }

    /// Observability of a written type seen from `context`, or `.unknown`.
    public func observability(ofTypeNamed name: String?, from context: String?) -> Observability {
        guard let name, case .project(let info) = resolve(name, from: context) else { return .unknown }
        return observability(of: info)
    }

    /// Whether a property's type is certainly a value type: a standard value, a collection, a project struct or
    /// enum, or inferred from a literal.
    public func isCertainlyValue(_ property: PropertyFact, context: String?) -> Bool {
        if let type = property.type {
            if type.isCollectionOrTuple { return true }
            guard let nominal = type.nominal else { return false }
            if case .project(let info) = resolve(nominal, from: context) { return info.isValueType }
            if case .ambiguous = resolve(nominal, from: context) { return false }
            return ProjectIndex.standardValueTypes.contains(SyntaxReading.simpleName(nominal))
        }
        switch property.initializer {
        case .literal(let kind)?: return kind != .nil
        case .construction(let name?)?:
            if case .project(let info) = resolve(name, from: context) { return info.isValueType }
            return ProjectIndex.standardValueTypes.contains(SyntaxReading.simpleName(name))
        default: return false
        }
    }

    /// Whether code of `owner` may change `property`: assignments, `inout`, `$` bindings are counted by the
    /// caller; this adds method calls on it unless each called method is a known non-mutating method of the
    /// property's project value type.
    public func mayMutate(_ property: PropertyFact, of owner: TypeInfo) -> Bool {
        if owner.writes(property.name) { return true }
        let methods = owner.scopes.flatMap { $0.scope.usage.methodCalls[property.name] ?? [] }
        guard !methods.isEmpty else { return false }
        guard let typeName = heldTypeName(property), case .project(let info) = resolve(typeName, from: owner.qualifiedName),
              info.isValueType else { return true }
        let functions = info.allFunctions
        return methods.contains { method in
            let declared = functions.filter { $0.name == method }
            return declared.isEmpty || declared.contains { $0.isMutating }
        }
    }

    /// The class type a property holds, from its annotation or its `T()` initialiser.
    public func heldTypeName(_ property: PropertyFact) -> String? {
        if let nominal = property.type?.nominal { return nominal }
        if case .construction(let name?)? = property.initializer { return name }
        return nil
    }
}
