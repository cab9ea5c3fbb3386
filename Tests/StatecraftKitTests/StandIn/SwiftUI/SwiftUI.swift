/// A stand-in for Apple's SwiftUI, used only to type-check the fix fixtures on Linux (`FixCompileTests`).
/// The data-flow surface keeps the real generic constraints and property-wrapper shapes (`@StateObject` and
/// `environmentObject(_:)` need an `ObservableObject`; `@Bindable`, `@Environment(T.self)` and
/// `environment(_:)` need an `AnyObject & Observable`); the rest is permissive. Nothing here renders.
@_exported import Combine
@_exported import Foundation
@_exported import Observation

func _standIn<T>(_ function: StaticString = #function) -> T {
    fatalError("stand-in SwiftUI: \(function) is for type-checking only")
}
