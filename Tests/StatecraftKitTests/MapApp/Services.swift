import Observation

@Observable final class EntryStore {
    var entries: [String] = []
}

@Observable final class WeatherService {
    var forecast = "Sunny"
}
