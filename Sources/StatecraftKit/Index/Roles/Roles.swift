/// The project notions rules ask about, each defined once (see each role's file): services, shared instances,
/// view models and what views hold, main-actor classes, test mentions and migration blockers.
public struct Roles: Sendable {
    public let sharedInstances: SharedInstanceRole
    public let services: ServiceRole
    public let viewModels: ViewModelRole
    public let mainActor: MainActorRole
    public let tests: TestMentions
    public let migrationBlockers: MigrationBlockers

    // Built by `ProjectIndex`, in dependency order: view models exclude services, services include shared
    // instances; the migration blockers read the main actor only.
}
