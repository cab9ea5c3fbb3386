/// Which classes run on the main actor: everything, when the target builds with main-actor default isolation;
/// otherwise a class marked `@MainActor`, or adopting a main-actor UIKit/AppKit type (a delegate, data source,
/// controller, view, responder or document), itself or through a project superclass.
public struct MainActorRole: Sendable {
    let types: TypeTable
    /// For each file, whether its target builds with main-actor default isolation.
    let mainActorByDefault: [Bool]

    init(types: TypeTable, fileDeploymentTargets: [DeploymentTargets]) {
        self.types = types
        mainActorByDefault = fileDeploymentTargets.map(\.mainActorByDefault)
    }

    public func isMainActor(_ info: TypeInfo) -> Bool {
        if mainActorByDefault.indices.contains(info.file), mainActorByDefault[info.file] { return true }
        return types.classChain(of: info).contains { type in
            type.attributes.contains("MainActor") || type.inherited.contains(where: Self.isMainActorFrameworkType)
        }
    }

    /// `UICollectionViewDelegate`, `NSDocument`, `WKInterfaceController`.
    public static func isMainActorFrameworkType(_ name: String) -> Bool {
        let simple = SyntaxReading.simpleName(name)
        guard Vocabulary.mainActorFrameworkPrefixes.contains(where: { simple.hasPrefix($0) }) else { return false }
        return Vocabulary.mainActorFrameworkSuffixes.contains { simple.hasSuffix($0) }
    }
}
