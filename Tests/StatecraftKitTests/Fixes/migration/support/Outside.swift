import SwiftUI

// Declarations the fixture's project uses but does not declare: they come from other modules and packages.

/// A property wrapper from a settings package.
@propertyWrapper
struct UserDefault<Value> {
    let key: String
    var wrappedValue: Value

    init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.wrappedValue = wrappedValue
    }
}

/// A calendar store from a system framework: building one does work.
final class EventStore {
    init() {}
}

/// An audio session from a media package.
final class AudioSession {
    init() {}
}

/// A banner from the design-system package.
struct ErrorBanner: View {
    var onRetry: () -> Void
    var body: some View { Button("Retry", action: onRetry) }
}
