import SwiftUI

// Declarations the fixture's project uses but does not declare: they come from other modules and packages.

/// A document base class from another module.
class UIDocumentBase {
    init() {}
}

/// A playback session from a media package, which hands out the player it drives.
struct PlaybackSession {
    let player: PlayerModel
}

/// A package's member macro. Its expansion here adds nothing (it borrows the toolchain's no-op peer macro,
/// swift-testing's `PragmaMacro`): the fixture only needs the attribute to resolve.
@attached(peer)
macro Stateful() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

/// SwiftData's `@Model`, which makes the class observable: it expands as Observation's `@Observable` does.
/// (The fixture file uses it without `import SwiftData`.)
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
