import SwiftUI

/// One class declared once per platform: whatever holds it holds the one built, so both move together.
#if os(watchOS)
@MainActor
final class Heading: ObservableObject {
    @Published var degrees = 0.0
}
#else
@MainActor
final class Heading: ObservableObject {
    @Published var degrees = 0.0
    @Published var isCalibrated = false
}
#endif

struct CompassScreen: View {
    @StateObject private var heading = Heading()

    var body: some View {
        Needle()
            .environmentObject(heading)
    }
}

struct Needle: View {
    @EnvironmentObject var heading: Heading

    var body: some View {
        Image(systemName: "location.north").rotationEffect(.degrees(heading.degrees))
    }
}
