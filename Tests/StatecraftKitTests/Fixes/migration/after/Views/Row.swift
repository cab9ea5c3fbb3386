import SwiftUI

/// Built by a closure the caller hands in: `StateObject` called it once, `State` calls it at every
/// initialisation of the row, which the summary says.
@Observable
final class RowModel {
    var isExpanded = false
}

struct Row: View {
    @State private var model: RowModel

    init(makeModel: @escaping () -> RowModel) {
        _model = State(wrappedValue: makeModel())
    }

    var body: some View {
        Text(model.isExpanded ? "Less" : "More")
    }
}
