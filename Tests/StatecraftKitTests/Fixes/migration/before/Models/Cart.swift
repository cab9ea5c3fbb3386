import SwiftUI

/// The items the shopper picked, and the running total.
@MainActor
public final class Cart: ObservableObject, Identifiable {
    public let id = UUID()
    @Published public var items: [CartItem] = []
    /// Only the cart changes the total.
    @Published private(set) var total: Decimal = 0 // recomputed on add
    @Published
    var couponCode = ""
    @UserDefault("cart.currency") var currency = "EUR"
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()
    private var pendingSave: Task<Void, Never>?

    init(items: [CartItem] = []) {
        self.items = items
        recalculate()
    }

    func add(_ item: CartItem) {
        items.append(item)
        recalculate()
    }

    private func recalculate() {
        total = items.reduce(0) { $0 + $1.price }
    }
}

public struct CartItem: Identifiable, Hashable {
    public let id = UUID()
    var name: String
    var price: Decimal
}
