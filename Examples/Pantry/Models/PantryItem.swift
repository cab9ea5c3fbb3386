import Foundation

struct PantryItem: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var quantity: Int
    var unit: String
    var location: StorageLocation
    var expiryDate: Date?
    var lowStockThreshold = 1

    var isRunningLow: Bool {
        quantity <= lowStockThreshold
    }

    func expires(withinDays days: Int, of referenceDate: Date = .now, calendar: Calendar = .current) -> Bool {
        guard let expiryDate,
              let cutoff = calendar.date(byAdding: .day, value: days, to: referenceDate)
        else { return false }
        return expiryDate <= cutoff
    }
}

enum StorageLocation: String, CaseIterable, Identifiable, Codable {
    case pantry
    case fridge
    case freezer

    var id: Self { self }

    var title: String {
        switch self {
        case .pantry: "Pantry"
        case .fridge: "Fridge"
        case .freezer: "Freezer"
        }
    }

    var symbolName: String {
        switch self {
        case .pantry: "cabinet"
        case .fridge: "refrigerator"
        case .freezer: "snowflake"
        }
    }
}

struct ShoppingEntry: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var isPurchased = false
    var sourceItemID: PantryItem.ID?
}

extension PantryItem {
    static let samples: [PantryItem] = [
        PantryItem(name: "Arborio rice", quantity: 2, unit: "bags", location: .pantry),
        PantryItem(name: "Whole milk", quantity: 1, unit: "carton", location: .fridge, expiryDate: .now.addingTimeInterval(86_400 * 2)),
        PantryItem(name: "Greek yogurt", quantity: 4, unit: "cups", location: .fridge, expiryDate: .now.addingTimeInterval(86_400 * 6)),
        PantryItem(name: "Frozen peas", quantity: 3, unit: "bags", location: .freezer),
        PantryItem(name: "Canned tomatoes", quantity: 0, unit: "cans", location: .pantry, lowStockThreshold: 2),
    ]
}
