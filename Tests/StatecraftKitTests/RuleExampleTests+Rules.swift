import XCTest

/// One test per rule, so a single rule's examples run alone:
/// `swift test --filter RuleExampleTests/testStateNotPrivate`. `testEveryRuleHasItsTest` fails when a rule
/// is added to the registry without a line here.
extension RuleExampleTests {
    func testStateNotPrivate() throws { try checkExamples(of: "state-not-private") }
    func testDynamicPropertyNotPrivate() throws { try checkExamples(of: "dynamic-property-not-private") }
    func testStateNeverWritten() throws { try checkExamples(of: "state-never-written") }
    func testBindingNeverWritten() throws { try checkExamples(of: "binding-never-written") }
    func testBindingToObservable() throws { try checkExamples(of: "binding-to-observable") }
    func testEnvironmentOutsideView() throws { try checkExamples(of: "environment-outside-view") }
    func testEnvironmentObjectCreatedInline() throws { try checkExamples(of: "environment-object-created-inline") }
    func testStoredDerivedState() throws { try checkExamples(of: "stored-derived-state") }
    func testStateCopiesParameter() throws { try checkExamples(of: "state-copies-parameter") }
    func testStateHoldsLegacyObject() throws { try checkExamples(of: "state-holds-legacy-object") }
    func testBindableNeedsObservable() throws { try checkExamples(of: "bindable-needs-observable") }
    func testEnvironmentNeedsObservable() throws { try checkExamples(of: "environment-needs-observable") }
    func testObservedObjectOwned() throws { try checkExamples(of: "observed-object-owned") }
    func testEnvironmentReadInInit() throws { try checkExamples(of: "environment-read-in-init") }
    func testTaskInOnappear() throws { try checkExamples(of: "task-in-onappear") }
    func testTaskInOnChange() throws { try checkExamples(of: "task-in-onchange") }
    func testSheetWithOptionalItem() throws { try checkExamples(of: "sheet-with-optional-item") }
    func testScreenWithoutPreview() throws { try checkExamples(of: "screen-without-preview") }
    func testLegacyObservableObject() throws { try checkExamples(of: "legacy-observable-object") }
    func testLegacyPropertyWrapper() throws { try checkExamples(of: "legacy-property-wrapper") }
    func testNavigationView() throws { try checkExamples(of: "navigation-view") }
    func testPresentationMode() throws { try checkExamples(of: "presentation-mode") }
    func testEnvironmentKeyBoilerplate() throws { try checkExamples(of: "environment-key-boilerplate") }
    func testViewModelSettableState() throws { try checkExamples(of: "view-model-settable-state") }
    func testViewModelUnstructuredTask() throws { try checkExamples(of: "view-model-unstructured-task") }
    func testFeatureFolderLayout() throws { try checkExamples(of: "feature-folder-layout") }
    func testQueryFilteredInBody() throws { try checkExamples(of: "query-filtered-in-body") }
    func testPaginationWithoutGuard() throws { try checkExamples(of: "pagination-without-guard") }
    func testPreviewBuildsLiveService() throws { try checkExamples(of: "preview-builds-live-service") }
    func testViewModelHoldsRouter() throws { try checkExamples(of: "view-model-holds-router") }
    func testBusinessLogicInView() throws { try checkExamples(of: "business-logic-in-view") }
    func testViewTooLarge() throws { try checkExamples(of: "view-too-large") }
    func testBodyTooDeep() throws { try checkExamples(of: "body-too-deep") }
    func testSingletonInView() throws { try checkExamples(of: "singleton-in-view") }
    func testMissingEnvironmentObject() throws { try checkExamples(of: "missing-environment-object") }
    func testMissingModelContainer() throws { try checkExamples(of: "missing-model-container") }
    func testPropDrilling() throws { try checkExamples(of: "prop-drilling") }
    func testStateFlagsNotEnum() throws { try checkExamples(of: "state-flags-not-enum") }
    func testManualSwiftdataFetch() throws { try checkExamples(of: "manual-swiftdata-fetch") }
    func testViewModelInMv() throws { try checkExamples(of: "view-model-in-mv") }
    func testServiceNotInjected() throws { try checkExamples(of: "service-not-injected") }
    func testUntestedService() throws { try checkExamples(of: "untested-service") }
    func testViewModelShape() throws { try checkExamples(of: "view-model-shape") }
    func testViewModelImportsUi() throws { try checkExamples(of: "view-model-imports-ui") }
    func testMassiveViewModel() throws { try checkExamples(of: "massive-view-model") }
    func testViewModelShared() throws { try checkExamples(of: "view-model-shared") }
    func testViewModelNotOwned() throws { try checkExamples(of: "view-model-not-owned") }
    func testViewModelConcreteDependency() throws { try checkExamples(of: "view-model-concrete-dependency") }
    func testViewModelHoldsViews() throws { try checkExamples(of: "view-model-holds-views") }
    func testSideEffectInDidset() throws { try checkExamples(of: "side-effect-in-didset") }
    func testSuperfluousDisable() throws { try checkExamples(of: "superfluous-disable") }
    func testViewModelForStaticScreen() throws { try checkExamples(of: "view-model-for-static-screen") }
    func testUntestedViewModel() throws { try checkExamples(of: "untested-view-model") }
    func testMixedArchitecture() throws { try checkExamples(of: "mixed-architecture") }

    static let rulesWithTests: [String] = [
        "state-not-private",
        "dynamic-property-not-private",
        "state-never-written",
        "binding-never-written",
        "binding-to-observable",
        "environment-outside-view",
        "environment-object-created-inline",
        "stored-derived-state",
        "state-copies-parameter",
        "state-holds-legacy-object",
        "bindable-needs-observable",
        "environment-needs-observable",
        "observed-object-owned",
        "environment-read-in-init",
        "task-in-onappear",
        "task-in-onchange",
        "sheet-with-optional-item",
        "query-filtered-in-body",
        "pagination-without-guard",
        "preview-builds-live-service",
        "screen-without-preview",
        "legacy-observable-object",
        "legacy-property-wrapper",
        "navigation-view",
        "presentation-mode",
        "environment-key-boilerplate",
        "business-logic-in-view",
        "view-too-large",
        "body-too-deep",
        "singleton-in-view",
        "missing-environment-object",
        "missing-model-container",
        "prop-drilling",
        "state-flags-not-enum",
        "manual-swiftdata-fetch",
        "view-model-in-mv",
        "service-not-injected",
        "untested-service",
        "view-model-shape",
        "view-model-imports-ui",
        "massive-view-model",
        "view-model-shared",
        "view-model-not-owned",
        "view-model-concrete-dependency",
        "view-model-settable-state",
        "view-model-unstructured-task",
        "feature-folder-layout",
        "view-model-holds-router",
        "view-model-holds-views",
        "side-effect-in-didset",
        "superfluous-disable",
        "view-model-for-static-screen",
        "untested-view-model",
        "mixed-architecture",
    ]
}
