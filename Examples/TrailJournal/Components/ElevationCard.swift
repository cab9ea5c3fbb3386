import Charts
import SwiftUI

/// The point of the elevation profile the user is scrubbing, shared by the chart and its readout.
@Observable
final class ChartSelection {
    var distanceKilometers: Double?
}

struct ElevationCard: View {
    let profile: [ElevationSample]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ElevationReadout(profile: profile)
            ElevationChart(profile: profile)
                .frame(height: 160)
        }
        // statecraft-example: environment-object-created-inline
        .environment(ChartSelection())
        .padding()
        .background(.fill.quaternary, in: .rect(cornerRadius: 16))
    }
}

struct ElevationChart: View {
    let profile: [ElevationSample]

    @Environment(ChartSelection.self) private var selection

    var body: some View {
        @Bindable var selection = selection
        Chart(profile) { sample in
            AreaMark(
                x: .value("Distance", sample.distanceKilometers),
                y: .value("Elevation", sample.elevationMeters)
            )
            .foregroundStyle(.green.gradient.opacity(0.4))

            if let selected = selection.distanceKilometers {
                RuleMark(x: .value("Selected", selected))
                    .foregroundStyle(.secondary)
            }
        }
        .chartXSelection(value: $selection.distanceKilometers)
        .chartYAxisLabel("m")
    }
}

struct ElevationReadout: View {
    let profile: [ElevationSample]

    @Environment(ChartSelection.self) private var selection

    private var highlightedSample: ElevationSample? {
        guard let distance = selection.distanceKilometers else { return nil }
        return profile.min { abs($0.distanceKilometers - distance) < abs($1.distanceKilometers - distance) }
    }

    private var peakMeters: Double {
        profile.map(\.elevationMeters).max() ?? 0
    }

    var body: some View {
        HStack {
            Text("Elevation")
                .font(.headline)
            Spacer()
            if let highlightedSample {
                Text("\(highlightedSample.elevationMeters.formatted(.number.precision(.fractionLength(0)))) m at km \(highlightedSample.distanceKilometers.formatted())")
            } else {
                Text("Peak \(peakMeters.formatted(.number.precision(.fractionLength(0)))) m")
            }
        }
        .font(.subheadline.monospacedDigit())
        .foregroundStyle(.secondary)
    }
}

#Preview {
    ElevationCard(profile: Hike.samples[0].elevationProfile)
        .padding()
}
