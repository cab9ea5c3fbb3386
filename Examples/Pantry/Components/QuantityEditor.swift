import SwiftUI

/// A stepper for how much of an item is on hand. Reports every change through `onCommit`.
struct QuantityEditor: View {
    let item: PantryItem
    let onCommit: (Int) -> Void

    // A draft the stepper edits: seeding it from the item is intended.
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

/// A compact stock label for list rows.
struct StockLevelLabel: View {
    // statecraft-example: state-copies-parameter
    @State private var level: Int

    init(item: PantryItem) {
        _level = State(initialValue: item.quantity)
    }

    var body: some View {
        Label("\(level)", systemImage: level == 0 ? "exclamationmark.triangle" : "shippingbox")
            .foregroundStyle(level == 0 ? .orange : .secondary)
    }
}
