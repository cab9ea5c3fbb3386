import Foundation
import Observation

/// Owns the habits and their history; saves them as JSON in Application Support.
@Observable
@MainActor
final class HabitStore {
    private(set) var habits: [Habit] = []
    private let fileURL: URL

    init(fileURL: URL = .applicationSupportDirectory.appending(path: "habits.json")) {
        self.fileURL = fileURL
    }

    func load() async {
        guard let data = try? Data(contentsOf: fileURL) else { return }
        habits = (try? JSONDecoder().decode([Habit].self, from: data)) ?? []
    }

    func add(_ habit: Habit) async throws {
        habits.append(habit)
        try await save()
    }

    func toggle(_ habit: Habit, on day: Date, calendar: Calendar = .current) async throws {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        let start = calendar.startOfDay(for: day)
        if habits[index].completions.contains(start) {
            habits[index].completions.remove(start)
        } else {
            habits[index].completions.insert(start)
        }
        try await save()
    }

    func delete(_ habit: Habit) async throws {
        habits.removeAll { $0.id == habit.id }
        try await save()
    }

    private func save() async throws {
        let data = try JSONEncoder().encode(habits)
        try data.write(to: fileURL, options: .atomic)
    }

    static var preview: HabitStore {
        let store = HabitStore(fileURL: .temporaryDirectory.appending(path: "preview-habits.json"))
        store.habits = Habit.samples
        return store
    }
}
