import SwiftUI

struct AddHabitView: View {
    @Environment(HabitStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var symbolName = "star"
    @State private var targetPerWeek = 3

    var body: some View {
        NavigationStack {
            Form {
                TextField("Title", text: $title)
                TextField("SF Symbol", text: $symbolName)
                Stepper("\(targetPerWeek) times a week", value: $targetPerWeek, in: 1...7)
            }
            .navigationTitle("New Habit")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        Task {
                            try? await store.add(Habit(title: title, symbolName: symbolName, targetPerWeek: targetPerWeek))
                            dismiss()
                        }
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddHabitView()
        .environment(HabitStore.preview)
}
