import SwiftUI

final class Tally: ObservableObject {
    @Published var count = 0
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
