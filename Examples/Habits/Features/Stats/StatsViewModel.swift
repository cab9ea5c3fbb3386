import Foundation
import Observation

@Observable
@MainActor
final class StatsViewModel {
    struct Row: Identifiable {
        var id: UUID
        var title: String
        var rate: Double
    }

    var weeks = 4

    func rows(for habits: [Habit], now: Date = .now, calendar: Calendar = .current) -> [Row] {
        guard let start = calendar.date(byAdding: .weekOfYear, value: -weeks, to: calendar.startOfDay(for: now)) else { return [] }
        return habits.map { habit in
            let done = habit.completions.filter { $0 >= start }.count
            let rate = min(1, Double(done) / Double(habit.targetPerWeek * weeks))
            return Row(id: habit.id, title: habit.title, rate: rate)
        }
    }
}
