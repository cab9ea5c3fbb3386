import SwiftUI

/// Weekly completion rates and streaks. Added by a second team that works in MVVM.
struct StatsView: View {
    @Environment(HabitStore.self) private var store
    // statecraft-example: view-model-in-mv
    @State private var viewModel = StatsViewModel()

    var body: some View {
        NavigationStack {
            List(viewModel.rows(for: store.habits)) { row in
                LabeledContent(row.title) {
                    Text(row.rate, format: .percent.precision(.fractionLength(0)))
                }
            }
            .navigationTitle("Stats")
            .toolbar {
                Picker("Period", selection: $viewModel.weeks) {
                    Text("1 week").tag(1)
                    Text("4 weeks").tag(4)
                    Text("12 weeks").tag(12)
                }
            }
        }
    }
}

#Preview {
    StatsView()
        .environment(HabitStore.preview)
}
