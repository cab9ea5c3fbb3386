import Foundation

struct Hike: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var date: Date
    var distanceKilometers: Double
    var elevationGainMeters: Int
    var duration: TimeInterval
    var difficulty: Difficulty
    var trailhead: Coordinate?
    var elevationProfile: [ElevationSample] = []
    var notes = ""

    var summary: String {
        let day = date.formatted(date: .abbreviated, time: .omitted)
        return "\(name) on \(day): \(distanceKilometers.formatted(.number.precision(.fractionLength(1)))) km, \(elevationGainMeters) m up."
    }
}

enum Difficulty: String, CaseIterable, Identifiable, Codable {
    case easy
    case moderate
    case strenuous

    var id: Self { self }

    var title: String {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .strenuous: "Strenuous"
        }
    }
}

struct Coordinate: Hashable, Codable {
    var latitude: Double
    var longitude: Double
}

struct ElevationSample: Identifiable, Hashable, Codable {
    var id: Double { distanceKilometers }
    var distanceKilometers: Double
    var elevationMeters: Double
}

enum DistanceUnit: String, CaseIterable, Identifiable, Codable {
    case kilometers
    case miles

    var id: Self { self }

    var title: String {
        switch self {
        case .kilometers: "Kilometers"
        case .miles: "Miles"
        }
    }

    private var unitLength: UnitLength {
        switch self {
        case .kilometers: .kilometers
        case .miles: .miles
        }
    }

    func format(kilometers: Double) -> String {
        Measurement(value: kilometers, unit: UnitLength.kilometers)
            .converted(to: unitLength)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1))))
    }
}

extension Hike {
    static let samples: [Hike] = [
        Hike(
            name: "Mount Tallac",
            date: .now.addingTimeInterval(-86_400 * 3),
            distanceKilometers: 15.6,
            elevationGainMeters: 1_010,
            duration: 6.5 * 3_600,
            difficulty: .strenuous,
            trailhead: Coordinate(latitude: 38.9216, longitude: -120.0660),
            elevationProfile: [
                ElevationSample(distanceKilometers: 0, elevationMeters: 1_950),
                ElevationSample(distanceKilometers: 2, elevationMeters: 2_110),
                ElevationSample(distanceKilometers: 4, elevationMeters: 2_390),
                ElevationSample(distanceKilometers: 6, elevationMeters: 2_720),
                ElevationSample(distanceKilometers: 7.8, elevationMeters: 2_960),
            ],
            notes: "Snow above Cathedral Lake. Bring microspikes next time."
        ),
        Hike(
            name: "Eagle Lake",
            date: .now.addingTimeInterval(-86_400 * 10),
            distanceKilometers: 3.1,
            elevationGainMeters: 130,
            duration: 1.5 * 3_600,
            difficulty: .easy,
            trailhead: Coordinate(latitude: 38.9529, longitude: -120.1137)
        ),
    ]
}
