import SwiftUI

/// One class declared once per platform: whatever holds it holds the one built, so both move together.
#if os(watchOS)
@MainActor
@Observable
final class Heading {
    var degrees = 0.0
}
#else
@MainActor
@Observable
final class Heading {
    var degrees = 0.0
    var isCalibrated = false
}
#endif

struct CompassScreen: View {
    @State private var heading = Heading()

    var body: some View {
        Needle()
            .environment(heading)
    }
}

struct Needle: View {
    @Environment(Heading.self) private var heading

    var body: some View {
        Image(systemName: "location.north").rotationEffect(.degrees(heading.degrees))
    }
}
