// MARK: View modifiers (permissive: each returns an opaque view)

extension View {
    // Layout
    public func padding(_ insets: EdgeInsets) -> some View { _modified() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { _modified() }
    public func padding(_ length: CGFloat) -> some View { _modified() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _modified() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View { _modified() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified() }
    public func fixedSize() -> some View { _modified() }
    public func layoutPriority(_ value: Double) -> some View { _modified() }
    public func ignoresSafeArea(_ regions: Any? = nil, edges: Edge.Set = .all) -> some View { _modified() }

    // Appearance
    public func opacity(_ opacity: Double) -> some View { _modified() }
    public func hidden() -> some View { _modified() }
    public func font(_ font: Font?) -> some View { _modified() }
    public func bold(_ isActive: Bool = true) -> some View { _modified() }
    public func italic(_ isActive: Bool = true) -> some View { _modified() }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _modified() }
    public func foregroundColor(_ color: Color?) -> some View { _modified() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { _modified() }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _modified() }
    public func tint(_ tint: Color?) -> some View { _modified() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { _modified() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _modified() }
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View { _modified() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _modified() }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View { _modified() }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { _modified() }
    public func clipShape<S: Shape>(_ shape: S) -> some View { _modified() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _modified() }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _modified() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _modified() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { _modified() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _modified() }
    public func symbolVariant(_ variant: SymbolVariants) -> some View { _modified() }
    public func imageScale(_ scale: Image.Scale) -> some View { _modified() }
    public func lineLimit(_ number: Int?) -> some View { _modified() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { _modified() }
    public func contentShape<S: Shape>(_ shape: S) -> some View { _modified() }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _modified() }
    public func redacted(reason: Any) -> some View { _modified() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _modified() }
    public func transition(_ t: AnyTransition) -> some View { _modified() }
    public func id<ID: Hashable>(_ id: ID) -> some View { _modified() }
    public func tag<V: Hashable>(_ tag: V) -> some View { _modified() }
    public func badge(_ count: Int) -> some View { _modified() }
    public func badge(_ label: Text?) -> some View { _modified() }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { _modified() }

    // Interaction
    public func disabled(_ disabled: Bool) -> some View { _modified() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _modified() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _modified() }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        _modified()
    }
    public func onSubmit(of triggers: Any? = nil, _ action: @escaping () -> Void) -> some View { _modified() }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _modified() }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { _modified() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { _modified() }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        _modified()
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _modified() }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View { _modified() }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { _modified() }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View { _modified() }
    public func accessibilityLabel(_ label: Text) -> some View { _modified() }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { _modified() }
    public func accessibilityHidden(_ hidden: Bool) -> some View { _modified() }

    // Life cycle
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    public func task(priority: TaskPriority = .userInitiated,
                     _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _modified() }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: sending @escaping @isolated(any) () async -> Void) -> some View { _modified() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { _modified() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping () -> Void) -> some View { _modified() }
    @available(iOS, deprecated: 17.0)
    @available(macOS, deprecated: 14.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        _modified()
    }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P.Failure == Never { _modified() }
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { _modified() }

    // Presentation
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { _modified() }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        _modified()
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { _modified() }
    public func popover<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
        -> some View { _modified() }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { _modified() }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        _modified()
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { _modified() }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { _modified() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { _modified() }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { _modified() }

    // Navigation
    public func navigationTitle(_ title: Text) -> some View { _modified() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { _modified() }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _modified() }
    public func navigationTitle(_ title: Binding<String>) -> some View { _modified() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _modified()
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        _modified()
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { _modified() }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { _modified() }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { _modified() }

    // Styles
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _modified() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _modified() }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _modified() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { _modified() }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _modified() }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { _modified() }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { _modified() }
}

// MARK: Toolbars

public struct ToolbarItem<ID, Content: View>: _PrimitiveView {}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
}

public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
}

// MARK: Styles

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { .init() }
}

public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }

public protocol ToggleStyle {}
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
public struct ButtonToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { .init() }
}

public protocol TabViewStyle {}
public struct PageTabViewStyle: TabViewStyle {
    public init(indexDisplayMode: TabViewStyleIndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: TabViewStyleIndexDisplayMode) -> PageTabViewStyle { .init() }
}
