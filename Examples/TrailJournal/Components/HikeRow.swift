import SwiftUI

struct HikeRow: View {
    let hike: Hike

    @AppStorage("distanceUnit") private var distanceUnit: DistanceUnit = .kilometers

    var body: some View {
        HStack(spacing: 12) {
            DifficultyBadge(difficulty: hike.difficulty)

            VStack(alignment: .leading, spacing: 2) {
                Text(hike.name)
                    .font(.headline)
                Text(hike.date, format: .dateTime.month(.abbreviated).day().year())
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Text(distanceUnit.format(kilometers: hike.distanceKilometers))
                .font(.callout.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

struct DifficultyBadge: View {
    let difficulty: Difficulty
    var showsTitle = false

    var body: some View {
        Group {
            if showsTitle {
                Label(difficulty.title, systemImage: difficulty.symbolName)
            } else {
                Image(systemName: difficulty.symbolName)
                    .accessibilityLabel(difficulty.title)
            }
        }
        .foregroundStyle(difficulty.tint)
    }
}

private extension Difficulty {
    var symbolName: String {
        switch self {
        case .easy: "leaf.fill"
        case .moderate: "figure.hiking"
        case .strenuous: "flame.fill"
        }
    }

    var tint: Color {
        switch self {
        case .easy: .green
        case .moderate: .orange
        case .strenuous: .red
        }
    }
}
