import SwiftUI

/// Its holder sets the wrapper's storage with `.init(wrappedValue:)`, which builds whatever the wrapper becomes.
@Observable
final class TicketModel {
    var seat: String

    init(seat: String) { self.seat = seat }
}

struct TicketView: View {
    @State private var model: TicketModel

    init(seat: String) {
        _model = .init(wrappedValue: TicketModel(seat: seat))
    }

    var body: some View { Text(model.seat) }
}

struct FilterBar: View {
    var filters: Filters

    var body: some View { Text("\(filters.query) \(filters.limit)") }
}
