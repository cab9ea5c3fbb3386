import Foundation

/// Settings that change what the index decides (they come from the configuration).
public struct IndexOptions: Sendable {
    /// Names of classes that are reusable controllers, never view models (`view-model-in-mv`'s `allow`).
    public var controllerPatterns: [String]

    public init(controllerPatterns: [String] = Vocabulary.defaultControllerPatterns) {
        self.controllerPatterns = controllerPatterns
    }
}

/// The project-wide model every rule, `fix` and `map` read: built once from all files' facts, by passes in a
/// written order, then immutable.
public final class ProjectIndex: Sendable {
    public let files: [FileFacts]
    /// The project's lowest deployment targets, with the scope of each package and project.
    public let deploymentTargets: DeploymentTargets
    /// The targets that build each file (its own package's or project's), computed once.
    public let fileDeploymentTargets: [DeploymentTargets]
    public let options: IndexOptions
    public let types: TypeTable
    /// The one value → type resolver, over the types and the project's type aliases.
    public let values: ValueResolver
    public let viewGraph: ViewGraph
    /// How many views the graph reaches from scenes, hosting roots and previews, and why the rest is not reached.
    public let coverage: ViewCoverage
    public let environmentAnalysis: EnvironmentAnalysis
    public let dataflow: Dataflow
    public let roles: Roles
    public let architecture: ArchitectureModel

    /// The passes, in order. Each reads only the facts and what the passes before it built:
    /// 1. types: declarations merged with their extensions; conformance, views, observability, subclasses; the
    ///    value resolver over them and the type aliases.
    /// 2. view graph: app roots, scenes, hosting roots, previews, views, modifiers and builders, with what each
    ///    edge injects (reads the types to tell views from other builders).
    /// 3. environment: which requirements some path from a root leaves unmet (reads the graph).
    /// 4. dataflow: who constructs each view with which arguments, what a view only forwards (graph, types); then
    ///    how many views the roots reach, and why the others are not reached (graph, dataflow).
    /// 5. roles: shared instances, services, view models, main actor, tests, migration blockers (all of the above;
    ///    services come from the graph's injections, view models from the dataflow's ownership).
    /// 6. architecture: screens and their styles (graph and roles).
    public init(files: [FileFacts], deploymentTargets: DeploymentTargets = DeploymentTargets(),
                options: IndexOptions = IndexOptions(), timings: ((String, Double) -> Void)? = nil) {
        // What a file declares exists only on the platforms its targets build for.
        var files = files
        for index in files.indices {
            let platforms = deploymentTargets.platforms(ofFile: files[index].path)
            if platforms != .all { files[index].restrict(to: platforms) }
        }
        self.files = files
        self.deploymentTargets = deploymentTargets
        let fileTargets = files.map { deploymentTargets.forFile($0.path) }
        fileDeploymentTargets = fileTargets
        self.options = options
        let clock = PassClock(report: timings)
        let types = clock.measure("types") { TypeTable(files: files, fileTargets: fileTargets.map { Set($0.builtBy.keys) }) }
        let values = ValueResolver(types: types)
        let graph = clock.measure("view graph") { ViewGraphBuilder(files: files, types: types, values: values).build() }
        let environment = clock.measure("environment") { EnvironmentAnalysis(graph: graph, types: types) }
        let (dataflow, coverage) = clock.measure("dataflow") {
            let dataflow = Dataflow(files: files, types: types, graph: graph)
            return (dataflow, ViewCoverage(graph: graph, files: files, types: types, dataflow: dataflow))
        }
        let roles = clock.measure("roles") {
            Roles(files: files, types: types, values: values, graph: graph, dataflow: dataflow,
                  fileDeploymentTargets: fileTargets, options: options)
        }
        architecture = clock.measure("architecture") {
            ArchitectureModel(files: files, types: types, graph: graph, roles: roles)
        }
        self.types = types
        self.values = values
        viewGraph = graph
        self.coverage = coverage
        environmentAnalysis = environment
        self.dataflow = dataflow
        self.roles = roles
    }
}

/// Times each pass for `statecraft-bench`; free when nobody listens.
private struct PassClock {
    let report: ((String, Double) -> Void)?

    func measure<T>(_ name: String, _ body: () -> T) -> T {
        guard let report else { return body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        report(name, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        return result
    }
}
