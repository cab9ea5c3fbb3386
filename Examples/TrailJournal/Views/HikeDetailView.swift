import SwiftUI

struct HikeDetailView: View {
    let hike: Hike

    @AppStorage("distanceUnit") private var distanceUnit: DistanceUnit = .kilometers
    @AppStorage("showsElevationChart") private var showsElevationChart = true

    private var formattedDuration: String {
        Duration.seconds(hike.duration).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 12) {
                    DistanceLabel(kilometers: hike.distanceKilometers, unit: $distanceUnit)
                    StatTile(title: "Climb", value: "\(hike.elevationGainMeters) m", systemImage: "arrow.up.right")
                    StatTile(title: "Time", value: formattedDuration, systemImage: "clock")
                }

                DifficultyBadge(difficulty: hike.difficulty, showsTitle: true)

                if showsElevationChart, !hike.elevationProfile.isEmpty {
                    ElevationCard(profile: hike.elevationProfile)
                }

                if let trailhead = hike.trailhead {
                    TrailConditionsCard(trailhead: trailhead)
                }

                if !hike.notes.isEmpty {
                    Text(hike.notes)
                        .font(.body)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            .padding()
        }
        .navigationTitle(hike.name)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ShareLink(item: hike.summary)
        }
    }
}

#Preview {
    NavigationStack {
        HikeDetailView(hike: Hike.samples[0])
    }
}
