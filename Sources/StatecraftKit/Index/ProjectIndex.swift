import Foundation

/// Settings that change what the index decides (they come from the configuration).
public struct IndexOptions: Sendable {
    /// Names of classes that are reusable controllers, never view models (`view-model-in-mv`'s `allow`).
    public var controllerPatterns: [String]
    /// Passes that do not read each other run at the same time when above 1 (the index is the same either way).
    public var jobs: Int

    public init(controllerPatterns: [String] = Vocabulary.defaultControllerPatterns, jobs: Int = 1) {
        self.controllerPatterns = controllerPatterns
        self.jobs = jobs
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
    ///    edge injects (reads the types to tell views from other builders). Beside it, what the dataflow reads
    ///    from the files and types alone.
    /// 3. dataflow: who constructs each view with which arguments, what a view only forwards (graph, types).
    /// 4. migration blockers (types, dataflow, main actor), beside: the environment (which requirements some path
    ///    from a root leaves unmet: graph); how many views the roots reach and why the others are not (graph,
    ///    dataflow); the other roles (shared instances, services from the graph's injections, view models from the
    ///    dataflow's ownership); the architecture (screens and their styles: graph, services, view models).
    /// With `options.jobs` above 1, the work on each side of "beside" runs on its own thread.
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
        let fileTargets = files.indices.map { deploymentTargets.forFile(files[$0].path) }
        fileDeploymentTargets = fileTargets
        self.options = options
        let jobs = options.jobs
        let clock = PassClock(report: timings)
        let types = clock.measure("types") { TypeTable(files: files, fileTargets: fileTargets.map { Set($0.builtBy.keys) }) }
        let values = ValueResolver(types: types)
        let (graph, groundwork) = Parallel.both(jobs: jobs, {
            clock.measure("view graph") {
                let builder = ViewGraphBuilder(files: files, types: types, values: values)
                let graph = builder.build()
                Parallel.release(consume builder, jobs: jobs)
                return graph
            }
        }, {
            clock.measure("dataflow, from files") { Dataflow.Groundwork(files: files, types: types) }
        })
        let dataflow = clock.measure("dataflow") { Dataflow(groundwork, graph: graph) }
        let mainActor = MainActorRole(types: types, fileDeploymentTargets: fileTargets)
        let (migrationBlockers, beside) = Parallel.both(jobs: jobs, {
            clock.measure("migration blockers") {
                MigrationBlockers(files: files, types: types, values: values, dataflow: dataflow, mainActor: mainActor,
                                  fileDeploymentTargets: fileTargets)
            }
        }, {
            let environment = clock.measure("environment") { EnvironmentAnalysis(graph: graph, types: types) }
            let coverage = clock.measure("coverage") { ViewCoverage(graph: graph, files: files, types: types, dataflow: dataflow) }
            let (sharedInstances, services, viewModels, tests) = clock.measure("roles") {
                let sharedInstances = SharedInstanceRole(types: types)
                let services = ServiceRole(types: types, graph: graph, sharedInstances: sharedInstances)
                let viewModels = ViewModelRole(types: types, dataflow: dataflow, services: services,
                                               controllerPatterns: options.controllerPatterns)
                return (sharedInstances, services, viewModels, TestMentions(files: files))
            }
            let architecture = clock.measure("architecture") {
                ArchitectureModel(files: files, types: types, graph: graph, services: services, viewModels: viewModels)
            }
            return (environment, coverage, sharedInstances, services, viewModels, tests, architecture)
        })
        self.types = types
        self.values = values
        viewGraph = graph
        self.dataflow = dataflow
        environmentAnalysis = beside.0
        coverage = beside.1
        roles = Roles(sharedInstances: beside.2, services: beside.3, viewModels: beside.4, mainActor: mainActor,
                      tests: beside.5, migrationBlockers: migrationBlockers)
        architecture = beside.6
    }
}

/// Times each pass for `statecraft-bench`; free when nobody listens. Passes that run at the same time report
/// one at a time.
private struct PassClock {
    let report: ((String, Double) -> Void)?
    let lock = NSLock()

    func measure<T>(_ name: String, _ body: () -> T) -> T {
        guard let report else { return body() }
        let start = DispatchTime.now().uptimeNanoseconds
        let result = body()
        let time = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lock.withLock { report(name, time) }
        return result
    }
}
