import SwiftUI

struct PantryItemRow: View {
    let item: PantryItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.location.symbolName)
                .foregroundStyle(.tint)
                .frame(width: 28)

            VStack(alignment: .leading, spacing: 2) {
                Text(item.name)
                if let expiryDate = item.expiryDate {
                    ExpiryLabel(expiryDate: expiryDate)
                        .font(.caption)
                }
            }

            Spacer()

            Text("\(item.quantity) \(item.unit)")
                .monospacedDigit()
                .foregroundStyle(item.isRunningLow ? Color.orange : Color.secondary)
        }
    }
}

/// "Expires in 3 days", tinted as the date gets close.
struct ExpiryLabel: View {
    let expiryDate: Date
    private var daysRemaining = 0

    @Environment(\.calendar) private var calendar

    init(expiryDate: Date) {
        self.expiryDate = expiryDate
        // statecraft-example: environment-read-in-init
        daysRemaining = calendar.dateComponents([.day], from: .now, to: expiryDate).day ?? 0
    }

    private var text: String {
        switch daysRemaining {
        case ..<0: "Expired"
        case 0: "Expires today"
        case 1: "Expires tomorrow"
        default: "Expires in \(daysRemaining) days"
        }
    }

    private var tint: Color {
        switch daysRemaining {
        case ..<1: .red
        case 1...3: .orange
        default: .secondary
        }
    }

    var body: some View {
        Label(text, systemImage: "calendar.badge.clock")
            .foregroundStyle(tint)
    }
}
