import SwiftUI

struct StatTile: View {
    let title: String
    let value: String
    let systemImage: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label(title, systemImage: systemImage)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.title3.weight(.semibold).monospacedDigit())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(.fill.tertiary, in: .rect(cornerRadius: 12))
    }
}

struct DistanceLabel: View {
    let kilometers: Double
    // statecraft-example: binding-never-written
    @Binding var unit: DistanceUnit

    var body: some View {
        StatTile(
            title: "Distance",
            value: unit.format(kilometers: kilometers),
            systemImage: "point.topleft.down.to.point.bottomright.curvepath"
        )
    }
}

#Preview {
    HStack {
        DistanceLabel(kilometers: 12.4, unit: .constant(.miles))
        StatTile(title: "Climb", value: "640 m", systemImage: "arrow.up.right")
    }
    .padding()
}
