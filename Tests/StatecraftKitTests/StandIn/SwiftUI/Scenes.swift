// MARK: Apps and scenes

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` calls.
    @MainActor @preconcurrency public static func main() {}
}

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

/// Scenes with no body of their own.
public protocol _PrimitiveScene: Scene where Body == Never {}

extension _PrimitiveScene {
    public var body: Never { fatalError("stand-in SwiftUI: no body") }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene()
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene() }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> _OptionalScene<Content> {
        _OptionalScene()
    }
}

public struct _TupleScene<T>: _PrimitiveScene {}
public struct _OptionalScene<Content: Scene>: _PrimitiveScene {}
public struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    public init(_ content: Content) {}
}

public struct WindowGroup<Content: View>: _PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
}

public struct Window<Content: View>: _PrimitiveScene {
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {}
}

public struct Settings<Content: View>: _PrimitiveScene {
    public init(@ViewBuilder content: () -> Content) {}
}

public struct MenuBarExtra<Label: View, Content: View>: _PrimitiveScene {}

extension MenuBarExtra where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

extension Scene {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        _ModifiedScene(self)
    }
    public func commands<Content>(@ViewBuilder content: () -> Content) -> some Scene { _ModifiedScene(self) }
}
