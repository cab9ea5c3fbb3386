import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0

    #if os(iOS)
    func reset() {
        count = 0
        objectWillChange.send()
    }
    #endif
}

struct TallyCounter: View {
    @EnvironmentObject var tally: Tally

    var body: some View {
        Button("Add") { tally.count += 1 }
        Text("\(tally.count)")
        stepper
    }

    private var stepper: some View {
        Stepper("Count", value: $tally.count)
    }
}

struct TallyPanel: View {
    @EnvironmentObject var tally: Tally

    var body: some View { panel }

    #if os(iOS)
    var panel: some View {
        Stepper("Count", value: $tally.count)
    }
    #else
    var panel: some View {
        Text("\(tally.count)")
    }
    #endif
}

struct TallyField: View {
    @EnvironmentObject var tally: Tally

    var body: some View {
        Stepper("Count", value: Binding(
            get: { tally.count },
            set: {
                tally.count = $0
                tally.objectWillChange.send()
            }
        ))
    }
}
