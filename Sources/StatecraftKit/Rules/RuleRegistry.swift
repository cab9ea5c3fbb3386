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
        StateFlagsNotEnumRule.self,
        ManualSwiftDataFetchRule.self,
        ViewModelInMVRule.self,
        ServiceNotInjectedRule.self,
        ViewModelShapeRule.self,
        ViewModelImportsUIRule.self,
        MassiveViewModelRule.self,
        ViewModelSharedRule.self,
        ViewModelNotOwnedRule.self,
        ViewModelConcreteDependencyRule.self,
        ViewModelHoldsViewsRule.self,
        SideEffectInDidSetRule.self,
        ViewModelForStaticScreenRule.self,
        UntestedViewModelRule.self,
        MixedArchitectureRule.self,
    ]


    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }

    public static var catalogInfo: RuleCatalogInfo {
        var options: [String: [OptionSpec]] = [:]
        for description in descriptions { options[description.id] = description.options }
        return RuleCatalogInfo(options: options)
    }
}
