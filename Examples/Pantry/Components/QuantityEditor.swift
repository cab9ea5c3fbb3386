import SwiftUI

/// A stepper for how much of an item is on hand. Reports every change through `onCommit`.
struct QuantityEditor: View {
    let item: PantryItem
    let onCommit: (Int) -> Void

    // statecraft-example: state-copies-parameter
    @State private var quantity: Int

    init(item: PantryItem, onCommit: @escaping (Int) -> Void) {
        self.item = item
        self.onCommit = onCommit
        _quantity = State(initialValue: item.quantity)
    }

    var body: some View {
        Stepper(value: $quantity, in: 0...999) {
            LabeledContent("On hand", value: "\(quantity) \(item.unit)")
        }
        .onChange(of: quantity) { _, newValue in
            onCommit(newValue)
        }
    }
}
