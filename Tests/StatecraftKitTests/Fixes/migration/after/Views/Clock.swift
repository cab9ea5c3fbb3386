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

/// Its holders were moved by hand too: no view uses an `ObservableObject` wrapper, and the conformance goes.
extension ClockFace {
    @MainActor
    @Observable final class Alarm {
        var isSet = false
    }
}

struct AlarmToggle: View {
    @State private var alarm = ClockFace.Alarm()

    var body: some View {
        Toggle("Alarm", isOn: $alarm.isSet)
    }
}
