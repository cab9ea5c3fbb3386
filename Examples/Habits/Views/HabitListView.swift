import SwiftUI

/// Every habit; add new ones, open one for details.
struct HabitListView: View {
    @Environment(HabitStore.self) private var store
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                NavigationLink(value: habit) {
                    Label(habit.title, systemImage: habit.symbolName)
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: Habit.self) { habit in
                HabitDetailView(habit: habit)
            }
            .toolbar {
                Button("Add", systemImage: "plus") { isAdding = true }
            }
            .sheet(isPresented: $isAdding) {
                AddHabitView()
            }
        }
    }
}

#Preview {
    HabitListView()
        .environment(HabitStore.preview)
}
