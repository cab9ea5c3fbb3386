import SwiftUI

/// Its holder sets the wrapper's storage with `.init(wrappedValue:)`, which builds whatever the wrapper becomes.
final class TicketModel: ObservableObject {
    @Published var seat: String

    init(seat: String) { self.seat = seat }
}

struct TicketView: View {
    @StateObject private var model: TicketModel

    init(seat: String) {
        _model = .init(wrappedValue: TicketModel(seat: seat))
    }

    var body: some View { Text(model.seat) }
}

struct FilterBar: View {
    @ObservedObject var filters: Filters

    var body: some View { Text("\(filters.query) \(filters.limit)") }
}
