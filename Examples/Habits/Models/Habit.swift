import Foundation

struct Habit: Identifiable, Hashable, Codable {
    var id = UUID()
    var title: String
    var symbolName: String
    var targetPerWeek: Int
    /// Days the habit was done, at the start of each day.
    var completions: Set<Date> = []

    func isDone(on day: Date, calendar: Calendar = .current) -> Bool {
        completions.contains(calendar.startOfDay(for: day))
    }

    static let samples: [Habit] = [
        Habit(title: "Read 20 pages", symbolName: "book", targetPerWeek: 5),
        Habit(title: "Walk", symbolName: "figure.walk", targetPerWeek: 7),
        Habit(title: "Stretch", symbolName: "figure.flexibility", targetPerWeek: 3),
    ]
}
