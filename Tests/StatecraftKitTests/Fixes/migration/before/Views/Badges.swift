import SwiftUI

struct BadgeView: View {
    /// Blinks while the badge is new.
    private class Blinker: ObservableObject {
        @Published var isOn = false
        var ticks = 0
    }

    @StateObject private var blinker = Blinker()
    @ObservedObject private var picker = ColorPicker()

    var body: some View {
        Circle().opacity(blinker.isOn ? 1 : 0.5)
    }
}

final class ColorPicker: ObservableObject {
    @Published var hue = 0.5
}

struct Shelf: View {
    var body: some View { BadgeView() }
}

final class CalendarLink: ObservableObject {
    let store = EventStore()
    @Published var granted = false
}

struct CalendarBadge: View {
    @StateObject private var calendar = CalendarLink()
    var body: some View { Image(systemName: calendar.granted ? "calendar" : "lock") }
}

typealias Link = CalendarLink

struct CalendarFooter: View {
    @EnvironmentObject var link: Link
    var body: some View { Text(link.granted ? "Linked" : "Not linked") }
}
