import SwiftUI

struct TrailConditions: Equatable {
    var temperatureCelsius: Double
    var windSpeedKilometersPerHour: Double
    var precipitationChance: Int
}

/// Current weather at the trailhead, shown on the hike detail screen.
struct TrailConditionsCard: View {
    let trailhead: Coordinate

    @State private var conditions: TrailConditions?

    var body: some View {
        GroupBox {
            if let conditions {
                LabeledContent("Temperature", value: conditions.temperatureCelsius.formatted(.number.precision(.fractionLength(0))) + " °C")
                LabeledContent("Wind", value: conditions.windSpeedKilometersPerHour.formatted(.number.precision(.fractionLength(0))) + " km/h")
                LabeledContent("Chance of rain", value: (Double(conditions.precipitationChance) / 100).formatted(.percent))
            } else {
                ProgressView()
                    .frame(maxWidth: .infinity)
            }
        } label: {
            Label("Trailhead Conditions", systemImage: "cloud.sun")
        }
        .task(id: trailhead) {
            await loadConditions()
        }
    }

    private func loadConditions() async {
        var components = URLComponents(string: "https://api.open-meteo.com/v1/forecast")
        components?.queryItems = [
            URLQueryItem(name: "latitude", value: String(trailhead.latitude)),
            URLQueryItem(name: "longitude", value: String(trailhead.longitude)),
            URLQueryItem(name: "current", value: "temperature_2m,wind_speed_10m"),
            URLQueryItem(name: "hourly", value: "precipitation_probability"),
            URLQueryItem(name: "forecast_hours", value: "1"),
        ]
        guard let url = components?.url else { return }

        do {
            // statecraft-example: business-logic-in-view
            let (data, _) = try await URLSession.shared.data(from: url)
            let forecast = try JSONDecoder().decode(ForecastResponse.self, from: data)
            conditions = TrailConditions(
                temperatureCelsius: forecast.current.temperature2m,
                windSpeedKilometersPerHour: forecast.current.windSpeed10m,
                precipitationChance: forecast.hourly.precipitationProbability.first ?? 0
            )
        } catch {
            conditions = nil
        }
    }
}

private struct ForecastResponse: Decodable {
    struct Current: Decodable {
        var temperature2m: Double
        var windSpeed10m: Double

        enum CodingKeys: String, CodingKey {
            case temperature2m = "temperature_2m"
            case windSpeed10m = "wind_speed_10m"
        }
    }

    struct Hourly: Decodable {
        var precipitationProbability: [Int]

        enum CodingKeys: String, CodingKey {
            case precipitationProbability = "precipitation_probability"
        }
    }

    var current: Current
    var hourly: Hourly
}
