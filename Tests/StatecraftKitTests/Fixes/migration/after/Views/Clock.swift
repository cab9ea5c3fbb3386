import SwiftUI

/// Migrated by hand, with the old conformance left over: only the conformance and its holders change.
@Observable
final class Clock {
    var now = Date()

    func tick() { now = .now }
}

struct ClockFace: View {
    @State private var clock = Clock()

    var body: some View {
        Text(clock.now, style: .time)
            .onTapGesture { clock.tick() }
    }
}
