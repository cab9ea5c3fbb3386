/// Every rule Statecraft ships, in the order `statecraft rules` lists them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        StateNotPrivateRule.self,
        DynamicPropertyNotPrivateRule.self,
        StateNeverWrittenRule.self,
        BindingNeverWrittenRule.self,
        BindingToObservableRule.self,
        EnvironmentOutsideViewRule.self,
        EnvironmentObjectCreatedInlineRule.self,
        StoredDerivedStateRule.self,
        StateCopiesParameterRule.self,
        StateHoldsLegacyObjectRule.self,
        BindableNeedsObservableRule.self,
        EnvironmentNeedsObservableRule.self,
        ObservedObjectOwnedRule.self,
        EnvironmentReadInInitRule.self,
        TaskInOnAppearRule.self,
        LegacyObservableObjectRule.self,
        LegacyPropertyWrapperRule.self,
        NavigationViewRule.self,
        BusinessLogicInViewRule.self,
        ViewTooLargeRule.self,
        BodyTooDeepRule.self,
        SingletonInViewRule.self,
        MissingEnvironmentObjectRule.self,
        MissingModelContainerRule.self,
        PropDrillingRule.self,
    ]

    /// Rules of the catalogue that later versions add; configuration may name them without an error.
    public static let plannedIDs: Set<String> = [
        "state-flags-not-enum",
        "manual-swiftdata-fetch", "view-model-in-mv", "service-not-injected", "view-model-shape",
        "view-model-imports-ui", "massive-view-model", "view-model-shared", "view-model-not-owned",
        "view-model-concrete-dependency", "view-model-holds-views", "side-effect-in-didset",
        "view-model-for-static-screen", "untested-view-model", "mixed-architecture",
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }

    public static var catalogInfo: RuleCatalogInfo {
        var options: [String: [OptionSpec]] = [:]
        for description in descriptions { options[description.id] = description.options }
        return RuleCatalogInfo(options: options, plannedIDs: plannedIDs)
    }
}
