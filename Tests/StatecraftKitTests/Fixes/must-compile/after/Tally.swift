import SwiftUI

@Observable
final class Tally {
    var count = 0

    #if os(iOS)
    func reset() {
        count = 0
    }
    #endif
}

struct TallyCounter: View {
    @Environment(Tally.self) private var tally

    var body: some View {
        Button("Add") { tally.count += 1 }
        Text("\(tally.count)")
        stepper
    }

    private var stepper: some View {
        @Bindable var tally = tally
        return Stepper("Count", value: $tally.count)
    }
}

struct TallyPanel: View {
    @Environment(Tally.self) private var tally

    var body: some View { panel }

    #if os(iOS)
    var panel: some View {
        @Bindable var tally = tally
        return Stepper("Count", value: $tally.count)
    }
    #else
    var panel: some View {
        Text("\(tally.count)")
    }
    #endif
}

struct TallyField: View {
    @Environment(Tally.self) private var tally

    var body: some View {
        Stepper("Count", value: Binding(
            get: { tally.count },
            set: {
                tally.count = $0
            }
        ))
    }
}
