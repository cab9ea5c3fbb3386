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
        TaskInOnChangeRule.self,
        SheetWithOptionalItemRule.self,
        QueryFilteredInBodyRule.self,
        PaginationWithoutGuardRule.self,
        PreviewBuildsLiveServiceRule.self,
        ScreenWithoutPreviewRule.self,
        LegacyObservableObjectRule.self,
        LegacyPropertyWrapperRule.self,
        NavigationViewRule.self,
        PresentationModeRule.self,
        EnvironmentKeyBoilerplateRule.self,
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
        UntestedServiceRule.self,
        ViewModelShapeRule.self,
        ViewModelImportsUIRule.self,
        MassiveViewModelRule.self,
        ViewModelSharedRule.self,
        ViewModelNotOwnedRule.self,
        ViewModelConcreteDependencyRule.self,
        ViewModelSettableStateRule.self,
        ViewModelUnstructuredTaskRule.self,
        FeatureFolderLayoutRule.self,
        ViewModelHoldsRouterRule.self,
        ViewModelHoldsViewsRule.self,
        SideEffectInDidSetRule.self,
        SuperfluousDisableRule.self,
        ViewModelForStaticScreenRule.self,
        UntestedViewModelRule.self,
        MixedArchitectureRule.self,
    ]


    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The fix ids, in the order their edits win when two touch the same code in one pass (the loser waits for
    /// the next pass, on the new text). The migration comes first: it rewrites whole classes with all their use
    /// sites, all or nothing, and the other fixes re-plan on its result. Ownership comes before the fixes that
    /// only add words (`task`, `NavigationStack`, `private`, `@MainActor`/`final`), since it decides what the
    /// property becomes.
    public static let fixPriority = [
        ObservationMigration.id, "observed-object-owned", "task-in-onappear", "navigation-view", "presentation-mode", "state-not-private",
        "dynamic-property-not-private", "view-model-shape", "view-model-settable-state",
    ]

    /// The fix that corrects a rule's findings, or nil when the rule is not correctable.
    public static func fixID(ofRule id: String) -> String? {
        guard let rule = rule(id: id) as? any CorrectableRule.Type else { return nil }
        switch rule.correction {
        case .finding(let fix): return fix.ruleID
        case .migration: return ObservationMigration.id
        }
    }

    /// Every correctable rule's own finding fix, in `fixPriority` order.
    static var findingFixes: [any FindingFix] {
        let fixes = all.compactMap { rule -> (any FindingFix)? in
            guard let correctable = rule as? any CorrectableRule.Type, case .finding(let fix) = correctable.correction else { return nil }
            return fix
        }
        return fixes.sorted { (fixPriority.firstIndex(of: $0.ruleID) ?? .max) < (fixPriority.firstIndex(of: $1.ruleID) ?? .max) }
    }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.description.id == id } }

    /// Every rule id, in `all`'s order.
    public static let ids: [String] = all.map { $0.description.id }

    public static var catalogInfo: RuleCatalogInfo {
        var options: [String: [OptionSpec]] = [:]
        for description in descriptions { options[description.id] = description.options }
        return RuleCatalogInfo(options: options)
    }
}
