import SwiftUI

/// Today's habits with a check mark each.
struct TodayView: View {
    @Environment(HabitStore.self) private var store
    @State private var failedToSave = false

    var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                Button {
                    Task {
                        do { try await store.toggle(habit, on: .now) } catch { failedToSave = true }
                    }
                } label: {
                    Label(habit.title, systemImage: habit.isDone(on: .now) ? "checkmark.circle.fill" : habit.symbolName)
                }
            }
            .navigationTitle("Today")
            .alert("Couldn't save", isPresented: $failedToSave) {}
        }
    }
}

#Preview {
    TodayView()
        .environment(HabitStore.preview)
}
