/// The project notions rules ask about, each defined once (see each role's file): services, shared instances,
/// view models and what views hold, main-actor classes, test mentions and migration blockers.
public struct Roles: Sendable {
    public let sharedInstances: SharedInstanceRole
    public let services: ServiceRole
    public let viewModels: ViewModelRole
    public let mainActor: MainActorRole
    public let tests: TestMentions
    public let migrationBlockers: MigrationBlockers

    /// In dependency order: view models exclude services, services include shared instances.
    init(files: [FileFacts], types: TypeTable, values: ValueResolver, graph: ViewGraph, dataflow: Dataflow,
         fileDeploymentTargets: [DeploymentTargets], options: IndexOptions) {
        sharedInstances = SharedInstanceRole(types: types)
        services = ServiceRole(types: types, graph: graph, sharedInstances: sharedInstances)
        viewModels = ViewModelRole(types: types, dataflow: dataflow, services: services,
                                   controllerPatterns: options.controllerPatterns)
        mainActor = MainActorRole(types: types, fileDeploymentTargets: fileDeploymentTargets)
        tests = TestMentions(files: files)
        migrationBlockers = MigrationBlockers(files: files, types: types, values: values, dataflow: dataflow, mainActor: mainActor,
                                              fileDeploymentTargets: fileDeploymentTargets)
    }
}
