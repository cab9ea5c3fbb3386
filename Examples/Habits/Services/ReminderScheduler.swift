import Foundation
import UserNotifications

/// Schedules a daily local notification for a habit.
final class ReminderScheduler {
    private let center = UNUserNotificationCenter.current()

    func scheduleDaily(for habit: Habit, at time: DateComponents) async throws {
        let granted = try await center.requestAuthorization(options: [.alert, .sound])
        guard granted else { return }
        let content = UNMutableNotificationContent()
        content.title = habit.title
        content.body = "Time for today's \(habit.title.lowercased())."
        let trigger = UNCalendarNotificationTrigger(dateMatching: time, repeats: true)
        try await center.add(UNNotificationRequest(identifier: habit.id.uuidString, content: content, trigger: trigger))
    }
}
