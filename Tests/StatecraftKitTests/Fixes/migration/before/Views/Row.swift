import SwiftUI

/// Built by a closure the caller hands in: `StateObject` called it once, `State` calls it at every
/// initialisation of the row, which the summary says.
final class RowModel: ObservableObject {
    @Published var isExpanded = false
}

struct Row: View {
    @StateObject private var model: RowModel

    init(makeModel: @escaping () -> RowModel) {
        _model = StateObject(wrappedValue: makeModel())
    }

    var body: some View {
        Text(model.isExpanded ? "Less" : "More")
    }
}
