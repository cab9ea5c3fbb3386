import SwiftUI

struct HabitDetailView: View {
    let habit: Habit

    @Environment(HabitStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var reminderHour = 8
    @State private var reminderSet = false

    var body: some View {
        Form {
            LabeledContent("Goal", value: "\(habit.targetPerWeek) times a week")
            LabeledContent("Done", value: "\(habit.completions.count) days")
            Section("Reminder") {
                Stepper("At \(reminderHour):00", value: $reminderHour, in: 5...22)
                Button(reminderSet ? "Reminder set" : "Remind me daily") {
                    Task {
                        // statecraft-example: service-not-injected
                        try? await ReminderScheduler().scheduleDaily(for: habit, at: DateComponents(hour: reminderHour, minute: 0))
                        reminderSet = true
                    }
                }
                .disabled(reminderSet)
            }
            Button("Delete Habit", role: .destructive) {
                Task {
                    try? await store.delete(habit)
                    dismiss()
                }
            }
        }
        .navigationTitle(habit.title)
    }
}

#Preview {
    NavigationStack {
        HabitDetailView(habit: Habit.samples[0])
    }
    .environment(HabitStore.preview)
}
