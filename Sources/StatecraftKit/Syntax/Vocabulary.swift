@_spi(RawSyntax) import SwiftSyntax

/// Every SwiftUI, UIKit, Foundation and convention name that Statecraft recognises, in one place. Each table
/// says who reads it; a change here moves every reader together. Project knowledge built from these names
/// (what a service or a view model is) lives in `Index/Roles`, never in a rule.
public enum Vocabulary {
    /// Property wrappers that store in the user's defaults or the scene and, inside an `ObservableObject`,
    /// publish their changes through it.
    static let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]

    // MARK: Views and scenes

    /// Protocols whose conformers are views. Read by the type pass (`isView`) and `environment-outside-view`.
    public static let viewProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "WKInterfaceObjectRepresentable",
    ]
    /// Representable bridges to UIKit and AppKit, which set their state in coordinator callbacks
    /// (`binding-never-written`); views they host may get their SwiftUI parent's environment (view graph).
    public static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]
    /// A package protocol named like a representable (`PlatformViewRepresentable`) refines one: its value
    /// conformers are views (type pass) and bridge to hosted views (view graph).
    public static func looksRepresentable(_ protocolName: String) -> Bool {
        protocolName.hasSuffix("ViewRepresentable") || protocolName.hasSuffix("ControllerRepresentable")
    }
    /// Types that are not views but read the environment and place views like one (view graph nodes).
    public static let viewLikeProtocols: Set<String> = ["ToolbarContent", "CustomizableToolbarContent", "Commands"]
    /// Presentations driven by an optional `item:` binding, which they only reset to `nil` (view graph).
    public static let itemPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "navigationDestination"]
    /// Presentations that take either `isPresented:` or `item:`.
    static let flagPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Styles whose `makeBody(configuration:)` builds the views of the control they style (view graph nodes).
    public static let styleProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "GaugeStyle", "ProgressViewStyle",
        "MenuStyle", "DisclosureGroupStyle", "LabeledContentStyle", "GroupBoxStyle", "ControlGroupStyle",
        "NavigationSplitViewStyle", "TableStyle", "FormStyle",
    ]
    /// Protocols whose conformers wrap content: `ViewModifier` and preview modifiers (view graph nodes).
    public static let modifierProtocols: Set<String> = ["ViewModifier", "AnimatableModifier", "GeometryEffect", "PreviewModifier"]
    /// `some X` return types of members that place views without being views (fact walk: view trees).
    public static let sceneLikeProtocols: [String] = ["Scene", "ToolbarContent", "CustomizableToolbarContent", "Commands",
                                                      "WidgetConfiguration", "TableColumnContent", "TableRowContent"]
    /// Protocols whose conformers SwiftUI installs in a view hierarchy, so their environment is filled
    /// (`environment-outside-view`).
    public static let environmentHostProtocols: Set<String> = viewProtocols.union([
        "ViewModifier", "App", "Scene", "DynamicProperty", "Commands", "ToolbarContent", "CustomizableToolbarContent",
        "TableColumnContent", "TableRowContent", "ChartContent", "Widget", "WidgetConfiguration", "PreviewProvider",
        "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "MenuStyle", "TextFieldStyle",
        "ProgressViewStyle", "GaugeStyle", "GroupBoxStyle", "DisclosureGroupStyle", "ControlGroupStyle",
        "FormStyle", "ListStyle", "PickerStyle", "TabViewStyle", "NavigationSplitViewStyle", "LabeledContentStyle",
        "ShapeStyle", "TextRenderer", "VisualEffect", "Layout", "EnvironmentalModifier", "Transition",
    ])
    /// Scenes an `App` body declares (view graph).
    public static let sceneNames: Set<String> = [
        "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "UtilityWindow", "ImmersiveSpace",
        // WidgetKit's configurations: each hosts its content apart, like a scene.
        "StaticConfiguration", "AppIntentConfiguration", "IntentConfiguration", "ActivityConfiguration",
    ]
    /// SwiftUI's protocols whose conformers have a `body` but are not views (type table: a package protocol with a
    /// view `body` makes its conformers views, these do not).
    public static let nonViewBodyProtocols: Set<String> = modifierProtocols.union(styleProtocols).union(viewLikeProtocols)
        .union(widgetProtocols).union(["App", "Scene", "PreviewProvider", "PreviewModifier", "DynamicProperty", "Layout"])

    /// The SDK's scenes that exist on some platforms only (the view graph's scene nodes); the others exist on all.
    public static let scenePlatforms: [String: Platforms] = [
        "Settings": .macOS, "MenuBarExtra": .macOS, "UtilityWindow": .macOS, "Window": [.macOS, .visionOS],
        "ImmersiveSpace": .visionOS, "ActivityConfiguration": [.iOS, .macCatalyst],
    ]
    /// File name suffixes that mark one platform's version of a file (`Player+iOS.swift`, `Player-macOS.swift`).
    public static let platformFileSuffixes: Set<String> = [
        "ios", "macos", "mac", "osx", "watchos", "watch", "tvos", "visionos", "iphone", "ipad", "catalyst",
    ]
    /// Types whose `body` WidgetKit hosts, each a root of its own, as an `App` is (view graph).
    public static let widgetProtocols: Set<String> = ["Widget"]
    /// Layout containers, counted by nesting depth (fact walk, `body-too-deep`).
    /// Containers whose nesting `body-too-deep` counts: stacks, grids and scroll views, the levels a reader holds
    /// in mind to picture the layout. Lists, forms, sections, groups and navigation containers give a screen its
    /// structure without adding such a level.
    public static let nestingContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "ScrollView",
        "ViewThatFits",
    ]
    public static let layoutContainers: Set<String> = nestingContainers.union([
        "GridRow", "List", "Form", "Section", "Group", "GroupBox", "NavigationStack", "NavigationSplitView",
        "NavigationView", "TabView", "ControlGroup", "DisclosureGroup", "Table", "OutlineGroup",
    ])
    /// Name endings of presentation modifiers a project or package writes around `.sheet` and friends.
    /// Calls whose closures are menu content, built when the menu opens and gone when it closes.
    public static let menuContentCalls: Set<String> = ["contextMenu", "Menu"]
    /// Words in the name of a call that fetches the next page of a list (`fetchNextPage`, `loadMore`).
    public static let paginationWords = ["next", "more", "page"]
    public static let presentationHelperSuffixes = ["Sheet", "FullScreenCover", "Popover"]
    /// Containers that start a navigation hierarchy: the view first placed in one is a screen (architecture).
    public static let navigationContainers: Set<String> = ["NavigationStack", "NavigationSplitView", "NavigationView"]
    /// SwiftUI views and other system types that take content without touching its environment (view graph).
    public static let knownContainers: Set<String> = layoutContainers.union([
        "ForEach", "ScrollViewReader", "GeometryReader", "NavigationLink", "Tab", "TabSection",
        "Button", "Menu", "Picker", "Toggle", "TableColumn", "TableRow", "Label", "LabeledContent", "Link", "ShareLink", "PhotosPicker",
        "ContentUnavailableView", "TimelineView", "Canvas", "AnyView", "HSplitView", "VSplitView", "Stepper", "Slider",
        "TextField", "SecureField", "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "Gauge",
        "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "PasteButton", "EditButton", "RenameButton",
        "AsyncImage", "Text", "Image", "Optional", "Chart", "Map", "Layer", "Alert", "ActionSheet", "CommandMenu",
        "CommandGroup", "Window", "WindowGroup", "MenuBarExtra", "Settings", "Transaction", "withAnimation",
        "withTransaction", "SignInWithAppleButton", "VideoPlayer", "SpriteView", "SceneView", "RealityView",
        "Model3D", "TextEditor", "Divider", "Spacer", "EmptyView", "Color", "Circle", "Rectangle", "RoundedRectangle",
        "DynamicIsland", "DynamicIslandExpandedRegion",
        "Capsule", "Ellipse", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "MeshGradient",
        "SubscriptionStoreView", "ProductView", "StoreView", "DocumentGroup", "PresentedWindowContent",
        "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GlassEffectContainer", "Array", "Set",
    ])
    /// WatchKit controllers whose generic argument is the view they host: the app's, and a notification's.
    public static let watchHostingControllers: Set<String> = ["WKHostingController", "WKUserNotificationHostingController"]
    /// Argument labels under which a type built outside view code is handed a view it keeps (`Window(content:
    /// MainView())`; fact walk: content constructions).
    /// As the parser's text, compared without making strings.
    static let contentArgumentLabels: [SyntaxText] = ["content", "view", "contentView", "root", "rootContent"]
    /// UIKit, AppKit and WatchKit types that host SwiftUI content (index: hosting roots).
    public static let hostingTypes: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "WKHostingController", "WKUserNotificationHostingController",
        "UIHostingConfiguration",
    ]
    /// Hosts its content closure in a collection or table cell (fact walk: hosting roots); a package's backport
    /// (`UIHostingConfigurationBackport`) is named after it.
    public static let hostingConfiguration = "UIHostingConfiguration"
    /// What an App Intent's `.result(view:)` shows: a snippet the system hosts apart from the app's scenes.
    public static let intentSnippetHost = "IntentSnippet"

    /// A hosting type, or a package type named after one (`UIHostingConfigurationBackport`).
    public static func isHostingName(_ name: String) -> Bool {
        hostingTypes.contains(name) || name == intentSnippetHost || hostingTypes.contains { name.hasPrefix($0) }
    }
    /// Preview traits that only change layout or orientation, never the environment (fact walk: previews).
    public static let layoutPreviewTraits: Set<String> = [
        "sizeThatFitsLayout", "fixedLayout", "defaultLayout", "portrait", "portraitUpsideDown", "landscapeLeft",
        "landscapeRight",
    ]
    /// Types that are views or view resources, which a view model should not hold (`view-model-holds-views`).
    public static let viewResourceTypes: Set<String> = [
        "AnyView", "Color", "Image", "Font", "Text", "AnyShape", "Gradient", "LinearGradient",
    ]
    /// A function named as loading the next page of a list: `loadMore`, `fetchNextPage`, `loadNextPageIfNeeded`,
    /// `paginate` (not `loadNext…` alone: `loadNextSerialNumber` loads one value).
    public static func isPagingName(_ name: String) -> Bool {
        var name = name
        // Read once: a static is checked for its first use on every access, and this runs on every function.
        let text = pagingNameText, parts = pagingNameParts, firstLetters = pagingFirstLetters
        return name.withUTF8 { bytes in
            // Each position whose letter starts a part is compared with the parts that start with it.
            for start in bytes.indices {
                let letter = bytes[start] | 0x20
                guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z"),
                      firstLetters & (1 << UInt32(letter - UInt8(ascii: "a"))) != 0 else { continue }
                for part in parts where text[part.lowerBound] == letter && start + part.count <= bytes.count {
                    var offset = 1
                    while offset < part.count, bytes[start + offset] | 0x20 == text[part.lowerBound + offset] { offset += 1 }
                    if offset == part.count { return true }
                }
            }
            return false
        }
    }
    private static let pagingNames = [
        "loadmore", "fetchmore", "nextpage", "morepage", "paginat", "nextbatch", "moreitems", "moreresults",
        "morecontent",
    ]
    /// The parts in one run of bytes, each a range of it: no array of arrays to retain while comparing.
    private static let pagingNameText: [UInt8] = Array(pagingNames.joined().utf8)
    private static let pagingNameParts: [Range<Int>] = pagingNames.reduce(into: []) { ranges, part in
        let start = ranges.last?.upperBound ?? 0
        ranges.append(start..<start + part.utf8.count)
    }
    /// The letters parts start with, one bit each from `a`.
    private static let pagingFirstLetters: UInt32 = pagingNames.reduce(0) { mask, part in
        mask | 1 << UInt32(part.utf8.first! - UInt8(ascii: "a"))
    }

    /// Types whose use means talking to the network (`preview-builds-live-service`).
    public static let networkTypes: Set<String> = [
        "URLSession", "URLSessionWebSocketTask", "NWConnection", "AF", "Alamofire",
    ]
    /// Calls that move between screens, by name (`view-model-holds-router` tells a navigating coordinator by them).
    public static let navigationCalls: Set<String> = [
        "pop", "popViewController", "popToRootViewController", "popToViewController", "dismiss", "navigate",
        "show", "showDetailViewController", "setViewControllers",
    ]
    /// UIKit's and AppKit's navigation containers: the navigation layer, which a view model should not hold
    /// (`view-model-holds-router`).
    public static let navigationControllerTypes: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "NSWindowController",
    ]

    // MARK: Modifiers

    /// Modifiers whose closures run code rather than build views (view trees skip them).
    public static let actionModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onChange", "onTapGesture", "onLongPressGesture", "onReceive", "onSubmit",
        "refreshable", "onDelete", "onMove", "onInsert", "onDrop", "onDrag", "onOpenURL", "onContinueUserActivity",
        "onHover", "onKeyPress", "onPreferenceChange", "onGeometryChange", "onScrollGeometryChange",
        "onScrollPhaseChange", "onScrollVisibilityChange", "onCommand", "onExitCommand", "onMoveCommand",
        "onPasteCommand", "dropDestination", "fileImporter", "fileExporter", "backgroundTask", "userActivity",
        "onContinuousHover", "onPencilDoubleTap", "onPencilSqueeze", "gesture", "simultaneousGesture",
        "highPriorityGesture", "onEnded", "onChanged", "onCopyCommand", "onCutCommand", "onDeleteCommand",
        "onTargetChanged", "onModifierKeysChanged", "handlesExternalEvents", "onAppearOnce",
    ]
    /// Types whose construction makes a new identity or time on every evaluation (`UUID()`, `Date()`); wrapped
    /// in `AnyHashable` for a coordinate-space name.
    public static let freshValueTypes: Set<String> = ["UUID", "Date", "AnyHashable", "Namespace"]
    /// Environment actions whose default value still acts app-wide (opens the URL, the window), so reading one
    /// outside a view loses only the handlers views install.
    public static let appWideEnvironmentActions: Set<String> = ["openURL", "openWindow", "openDocument", "openSettings"]
    /// Project modifiers that show the view only when their argument holds (`.showIf(isEditing)`), and those
    /// that hide it when it does (`.hidden(isLocked)`, `.isHidden(…)`).
    public static let showingModifiers: Set<String> = ["showIf", "visible", "isVisible", "shown", "showWhen"]
    public static let hidingModifiers: Set<String> = ["hidden", "isHidden", "hideIf", "hiddenIf"]
    /// Calls whose closures run later: tasks and dispatched blocks.
    public static let laterClosureCalls: Set<String> = ["Task", "detached", "async", "asyncAfter", "sink", "perform"]
    /// Argument labels of closures that run later.
    public static let laterClosureLabels: Set<String> = ["perform", "completion", "completionHandler", "handler", "receiveValue"]
    /// Argument labels of closures that run on an event: someone acts, a value changes.
    public static let eventClosureLabels: Set<String> = ["action", "primaryAction", "set"]
    /// SwiftUI views whose content closure takes a value (an element, a proxy, a date) and builds views.
    public static let contentBuildersTakingValues: Set<String> = [
        "ForEach", "List", "GeometryReader", "ScrollViewReader", "Table", "TimelineView", "Canvas", "Chart",
        "OutlineGroup", "Layout", "AsyncImage", "PhotosPicker", "ViewThatFits", "Group", "Section",
    ]
    /// How a method that handles an event is usually named: `handle(code)`, `onScan(result)`, `didPick(url)`.
    public static let eventHandlerPrefixes = ["handle", "on", "did", "process", "submit", "save", "select", "scan"]
    /// Action modifiers that run as the view appears, lays out or receives a publisher's values, with no event
    /// of its own (the canvas runs them too).
    public static let appearanceModifiers: Set<String> = [
        "onAppear", "task", "onReceive", "onPreferenceChange", "onGeometryChange", "onScrollGeometryChange",
        "onScrollPhaseChange", "onScrollVisibilityChange", "backgroundTask", "userActivity", "handlesExternalEvents",
        "onAppearOnce",
    ]

    /// `onRetry:`, `onDismiss:`: a callback the callee invokes on an event.
    public static func isCallbackLabel(_ label: String) -> Bool {
        guard label.hasPrefix("on"), let third = label.dropFirst(2).first else { return false }
        return third.isUppercase
    }

    /// SwiftUI modifiers common enough that recording them as possible project helpers only costs memory
    /// (view trees).
    public static let builtinModifiers: Set<String> = Set<String>([
        "padding", "font", "frame", "foregroundColor", "foregroundStyle", "background", "overlay", "opacity",
        "cornerRadius", "clipShape", "shadow", "bold", "italic", "lineLimit", "multilineTextAlignment",
        "navigationTitle", "navigationBarTitleDisplayMode", "toolbar", "listRowInsets", "listRowBackground",
        "listRowSeparator", "buttonStyle", "tint", "disabled", "id", "tag", "tabItem", "accessibilityLabel",
        "accessibilityHidden", "accessibilityIdentifier", "animation", "transition", "contentShape", "fixedSize",
        "layoutPriority", "offset", "scaleEffect", "rotationEffect", "zIndex", "keyboardShortcut", "labelStyle",
        "textFieldStyle", "pickerStyle", "listStyle", "scrollContentBackground", "searchable", "sheet",
        "fullScreenCover", "popover", "inspector", "navigationDestination", "alert", "confirmationDialog",
        "contextMenu", "swipeActions", "safeAreaInset", "ignoresSafeArea", "edgesIgnoringSafeArea", "mask",
        "border", "clipped", "aspectRatio", "resizable", "scaledToFit", "scaledToFill", "fontWeight", "fontDesign",
        "textCase", "truncationMode", "minimumScaleFactor", "kerning", "tracking", "lineSpacing", "imageScale",
        "symbolRenderingMode", "symbolVariant", "controlSize", "presentationDetents", "presentationDragIndicator",
        "interactiveDismissDisabled", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "navigationBarHidden",
        "navigationBarBackButtonHidden", "navigationBarItems", "preferredColorScheme", "environment",
        "environmentObject", "modifier", "redacted", "allowsHitTesting", "focused", "submitLabel", "keyboardType",
        "textInputAutocapitalization", "autocorrectionDisabled", "textContentType", "blur", "brightness",
        "saturation", "grayscale", "hidden", "compositingGroup", "drawingGroup", "blendMode", "matchedGeometryEffect",
        "scrollTargetBehavior", "scrollTargetLayout", "scrollIndicators", "scrollPosition", "containerRelativeFrame",
        "sensoryFeedback", "badge", "help", "accessibilityElement", "accessibilityAddTraits", "accessibilityValue",
        "accessibilityHint", "accessibilityAction", "listSectionSeparator", "headerProsody", "monospacedDigit",
        "monospaced", "underline", "strikethrough", "baselineOffset", "privacySensitive", "contentTransition",
        "symbolEffect", "glassEffect", "navigationSplitViewColumnWidth", "position", "coordinateSpace",
    ]).union(actionModifiers)

    // MARK: Property wrappers and attributes

    /// Wrappers with which an `App` declares its platform delegate; SwiftUI creates the delegate and, when it is
    /// observable, puts it in the environment of every scene (view graph: app roots).
    public static let delegateAdaptorWrappers: Set<String> = [
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
        "WKExtensionDelegateAdaptor",
    ]

    /// The Combine-era wrappers the Observation framework replaces (migration, `legacy-property-wrapper`).
    public static let legacyObjectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]
    /// Types a dependency container declares its entries as, holding the object as their generic argument
    /// (Factory's `var store: Factory<Store>`).
    static let dependencyFactories: Set<String> = ["Factory", "ParameterFactory"]
    /// Wrappers SwiftUI fills itself, which no caller can meaningfully set (`dynamic-property-not-private`).
    public static let systemFilledWrappers: Set<String> = [
        "Environment", "EnvironmentObject", "FocusState", "GestureState", "ScaledMetric", "AppStorage", "SceneStorage",
        "AccessibilityFocusState", "FocusedValue", "FocusedObject", "Namespace",
    ]
    /// Wrappers through which a parent hands a value down (`prop-drilling` follows them).
    public static let forwardingWrappers: Set<String> = ["Binding", "ObservedObject", "Bindable"]
    /// Attributes on a stored property that are not property wrappers (migration: everything else upper-case is one).
    public static let plainPropertyAttributes: Set<String> = [
        "MainActor", "Published", "ObservationIgnored", "ObservationTracked", "IBOutlet", "IBInspectable", "NSManaged",
        "NSCopying", "GKInspectable", "Sendable", "TaskLocal",
    ]

    /// Attributes of a class that generate or change nothing `@Observable` cares about (migration); any other
    /// (`@Model`, a package's member macro such as `@Stateful`) may add members the macro would not track.
    public static let plainClassAttributes: Set<String> = [
        "MainActor", "Observable", "objc", "objcMembers", "nonobjc", "available", "preconcurrency", "dynamicMemberLookup",
        "usableFromInline", "frozen", "_spi", "warn_unqualified_access", "unchecked", "Sendable",
    ]

    // MARK: Types and protocols

    /// Standard-library, Foundation and SwiftUI types known to be values (`isCertainlyValue`).
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
    /// Written collection types without sugar (`Array<T>`): values, not nominal types (fact walk: `TypeRef`).
    public static let collectionTypeNames: Set<String> = ["Array", "Dictionary", "Set"]
    /// Standard protocols that give a type no way to receive SwiftUI's environment or to be observed
    /// (observability: a class inheriting only these is a plain class).
    public static let plainProtocols: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "Codable", "Encodable", "Decodable", "Sendable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable", "Error",
        "LocalizedError", "ObservableObject", "Observable", "AnyObject", "NSObject", "Hashable & Sendable",
        "Identifiable & Hashable", "Strideable", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral",
    ]
    /// Coding protocols whose synthesised conformance reads stored properties by name (migration).
    public static let codingProtocols: Set<String> = ["Codable", "Decodable", "Encodable"]
    /// Protocols whose requirements are nonisolated: adding `@MainActor` to a conformer can break it
    /// (`view-model-shape` fix).
    public static let nonisolatedRequirementProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "NSCopying", "Sendable",
    ]
    /// Name prefixes of UIKit and AppKit types (`view-model-imports-ui`, the data-layer facet of the service role).
    public static let uiFrameworkPrefixes: [String] = ["UI", "NS"]
    /// AppKit names among the `NS…` ones (the rest, `NSObject`, `NSPredicate`, are Foundation's).
    public static let appKitNames: Set<String> = [
        "NSImage", "NSColor", "NSFont", "NSView", "NSWindow", "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard",
        "NSSound", "NSEvent", "NSAlert", "NSMenu", "NSMenuItem", "NSStatusBar", "NSStatusItem", "NSCursor", "NSScreen",
        "NSViewController", "NSWindowController", "NSHostingView", "NSHostingController", "NSBezierPath", "NSTextView",
        "NSTableView", "NSOpenPanel", "NSSavePanel", "NSImageView", "NSButton", "NSHapticFeedbackManager",
    ]
    /// SwiftUI names whose use ties a view model to the UI framework (`view-model-imports-ui`).
    public static let swiftUINames: Set<String> = [
        "Color", "Image", "Font", "View", "AnyView", "Text", "Binding", "withAnimation", "Animation", "EdgeInsets",
        "Alignment", "UnitPoint", "Angle", "ContentMode", "Gradient", "LinearGradient", "RadialGradient", "ScenePhase",
        "EnvironmentValues", "AppStorage", "SceneStorage", "ColorScheme", "DynamicTypeSize", "GeometryProxy",
        "LocalizedStringKey", "ShapeStyle", "AnyShape", "Namespace", "FocusState", "Environment", "EnvironmentObject",
    ]
    /// UIKit, AppKit and WatchKit name shapes of main-actor framework types (main-actor role): a prefix and a
    /// suffix, as in `UICollectionViewDelegate` or `NSDocument`.
    public static let mainActorFrameworkPrefixes: [String] = ["UI", "NS", "WK"]
    public static let mainActorFrameworkSuffixes: [String] = ["Delegate", "DataSource", "Controller", "View", "Responder", "Document"]
    /// The Composable Architecture's store types (architecture: TCA screens). `Store`/`ViewStore` count only in
    /// files that import the library.
    public static let composableStoreTypes: Set<String> = ["StoreOf", "ViewStoreOf"]
    public static let composableGenericStoreTypes: Set<String> = ["Store", "ViewStore"]
    public static let composableModule = "ComposableArchitecture"

    // MARK: Modules

    /// UI frameworks a view model or data layer should not import (`view-model-imports-ui`).
    public static let uiModules: Set<String> = ["SwiftUI", "UIKit", "AppKit", "WatchKit"]
    /// Modules whose import marks a test file (fact walk).
    public static let testModules: Set<String> = ["XCTest", "Testing"]
    /// UIKit haptics, allowed in a view model by `view-model-imports-ui`.
    public static let feedbackGenerators: Set<String> = [
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator", "UINotificationFeedbackGenerator", "UIFeedbackGenerator",
        "WKInterfaceDevice", "NSHapticFeedbackManager",
    ]

    // MARK: Members and methods

    /// Static members that conventionally hold a type's shared instance: `Store.shared`, `UserDefaults.standard`
    /// (fact walk: static accesses; roles: shared instances; view graph: injected values).
    /// Attributes on the type the system creates first: `@main`, and the older `@NSApplicationMain`.
    static let entryPointAttributes: Set<String> = ["main", "NSApplicationMain", "UIApplicationMain"]

    public static let sharedInstanceMembers: Set<String> = ["shared", "default", "standard", "current", "main", "instance"]
    /// Static members that conventionally hold a sample instance for previews and tests (view graph).
    public static let sampleInstanceMembers: Set<String> = ["preview", "mock"]
    /// Methods known not to mutate their receiver; a call to any other method on `x` counts as a possible write
    /// (fact walk).
    public static let nonMutatingMethods: Set<String> = [
        "filter", "map", "compactMap", "flatMap", "contains", "first", "last", "sorted", "reversed", "enumerated",
        "joined", "reduce", "allSatisfy", "firstIndex", "lastIndex", "min", "max", "split", "components", "prefix",
        "suffix", "dropFirst", "dropLast", "formatted", "lowercased", "uppercased", "capitalized", "hasPrefix",
        "hasSuffix", "trimmingCharacters", "replacingOccurrences", "starts", "index", "distance", "isEqual",
        "localizedCaseInsensitiveContains", "localizedStandardContains", "description", "count", "union",
        "intersection", "subtracting", "isSubset", "isSuperset", "opacity", "string", "addingTimeInterval",
    ]
    /// `FileManager` methods that touch the disk; path look-ups such as `homeDirectoryForCurrentUser` do not
    /// (`business-logic-in-view`).
    public static let fileOperations: Set<String> = [
        "contentsOfDirectory", "createFile", "createDirectory", "removeItem", "moveItem", "copyItem", "fileExists",
        "contents", "attributesOfItem", "setAttributes", "enumerator", "replaceItem", "replaceItemAt", "trashItem",
        "createSymbolicLink", "subpathsOfDirectory", "subpaths", "linkItem", "isReadableFile", "isWritableFile",
        "contentsEqual", "destinationOfSymbolicLink", "unmountVolume",
    ]

    // MARK: Naming conventions

    /// Type-name suffixes that say "service" (service role).
    public static let serviceNameSuffixes: [String] = ["Service", "Client", "Repository", "Store", "Manager", "API", "Gateway"]
    /// Type-name suffixes of the data layer under view models: repositories and API clients (service role).
    public static let dataLayerNameSuffixes: [String] = ["Repository", "Client", "API"]
    /// Type-name suffixes of models, view models included, which are never services (service role).
    public static let modelNameSuffixes: [String] = ["ViewModel", "VM", "Model"]
    /// Suffixes dropped to compare a view's name with its model's: `FeedScreen` and `FeedViewModel` share `Feed`
    /// (view-model role).
    public static let screenNameSuffixes: [String] = ["ViewModel", "VM", "Model", "View", "Screen", "Page"]
    /// Names of classes that are reusable controllers, never view models, unless configured otherwise
    /// (`view-model-in-mv`'s `allow` option, read by the view-model role).
    public static let defaultControllerPatterns: [String] = ["*Player*", "*Paginator*"]
    /// `Feed_Previews`: the name of a type that exists for previews only (`TypeTable.isPreviewCode`). A singular
    /// `…Preview` is often an app view (`LinkPreview`), so it does not count.
    public static let previewNameSuffixes: [String] = ["Previews"]
    /// Prefixes of a parameter that only seeds a starting value (`state-copies-parameter`).
    public static let seedParameterPrefixes: [String] = ["initial", "default"]
    /// Flags that name a process with a result (`state-flags-not-enum`), beside `is…ing` names.
    public static let loadingFlagNames: Set<String> = ["loading", "isBusy", "inProgress", "isInProgress"]
    /// `is…ing` flags that describe the UI rather than a process with a result (`state-flags-not-enum`).
    public static let uiFlagNames: Set<String> = [
        "isShowing", "isPresenting", "isEditing", "isDragging", "isHovering", "isExpanding", "isScrolling", "isPlaying",
        "isRecording", "isSearching", "isFocusing", "isAnimating", "isSelecting", "isPressing", "isTyping",
    ]

    // MARK: Concerns

    /// Types whose use marks what code is about, by concern (`CallConcern`, read by `massive-view-model` and
    /// `side-effect-in-didset`).
    public static let concernTypes: [String: Set<String>] = [
        "networking": ["URLSession", "URLRequest", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder"],
        "persistence": [
            "UserDefaults", "FileManager", "ModelContext", "NSManagedObjectContext", "NSPersistentContainer",
            "ModelContainer", "NSUbiquitousKeyValueStore",
        ],
        "navigation": ["NavigationPath"],
        "formatting": [
            "DateFormatter", "NumberFormatter", "MeasurementFormatter", "ByteCountFormatter", "RelativeDateTimeFormatter",
            "DateComponentsFormatter", "ListFormatter", "PersonNameComponentsFormatter", "ISO8601DateFormatter",
        ],
    ]
    /// Work a view's code should leave to a service (`business-logic-in-view`): types that encode and decode,
    /// `UserDefaults` methods that write, query types, and the SQLite C API's prefix.
    /// Words in the names of services a view fires and forgets (`singleton-in-view`).
    public static let fireAndForgetServiceWords = ["Haptic", "Feedback", "SoundEffect", "Analytics", "Logger", "Tracker"]
    public static let codingTypes: Set<String> = [
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder",
    ]
    public static let userDefaultsWrites: Set<String> = ["set", "setValue", "removeObject"]
    public static let persistenceQueryTypes: Set<String> = ["NSFetchRequest", "FetchDescriptor"]
    /// Calls that run such a query on a context (`business-logic-in-view`).
    public static let queryRunningCalls: Set<String> = ["fetch", "fetchCount", "fetchIdentifiers", "execute"]
    public static let sqlitePrefix = "sqlite3_"
    /// `ModelContext` methods that change the store (`manual-swiftdata-fetch`).
    public static let modelContextMutations: Set<String> = ["insert", "delete"]
    /// Method names that say analytics or haptics whatever they are called on (`CallConcern`).
    public static let analyticsCalls: Set<String> = ["track", "trackEvent", "logEvent"]
    public static let hapticsCalls: Set<String> = ["impactOccurred", "notificationOccurred", "selectionChanged"]
}

/// What a callee's name says about a call, by the vocabulary's sets, found with one hash of the name: the facts
/// walk asks for every call in every file.
struct CallNameTraits: OptionSet {
    let rawValue: UInt8
    static let nonMutating = CallNameTraits(rawValue: 1 << 0)
    static let itemPresentation = CallNameTraits(rawValue: 1 << 1)
    static let flagPresentation = CallNameTraits(rawValue: 1 << 2)
    static let legacyObjectWrapper = CallNameTraits(rawValue: 1 << 3)
    static let showing = CallNameTraits(rawValue: 1 << 4)
    static let hiding = CallNameTraits(rawValue: 1 << 5)

    private static let byName: [String: CallNameTraits] = {
        var table: [String: CallNameTraits] = [:]
        let sets: [(Set<String>, CallNameTraits)] = [
            (Vocabulary.nonMutatingMethods, .nonMutating), (Vocabulary.itemPresentations, .itemPresentation),
            (Vocabulary.flagPresentations, .flagPresentation), (Vocabulary.legacyObjectWrappers, .legacyObjectWrapper),
            (Vocabulary.showingModifiers, .showing), (Vocabulary.hidingModifiers, .hiding),
        ]
        for (names, trait) in sets {
            for name in names { table[name, default: []].insert(trait) }
        }
        return table
    }()

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(callee name: String) { self = Self.byName[name] ?? [] }
}
