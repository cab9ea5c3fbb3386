import SwiftUI

struct BadgeView: View {
    /// Blinks while the badge is new.
    @Observable
    fileprivate class Blinker {
        var isOn = false
        var ticks = 0
    }

    @State private var blinker = Blinker()
    @State private var picker = ColorPicker()

    var body: some View {
        Circle().opacity(blinker.isOn ? 1 : 0.5)
    }
}

@Observable
final class ColorPicker {
    var hue = 0.5
}

struct Shelf: View {
    var body: some View { BadgeView() }
}

@Observable
final class CalendarLink {
    let store = EventStore()
    var granted = false
}

struct CalendarBadge: View {
    @State private var calendar = CalendarLink()
    var body: some View { Image(systemName: calendar.granted ? "calendar" : "lock") }
}

typealias Link = CalendarLink

struct CalendarFooter: View {
    @Environment(Link.self) private var link
    var body: some View { Text(link.granted ? "Linked" : "Not linked") }
}
