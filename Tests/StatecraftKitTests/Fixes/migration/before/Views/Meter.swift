import SwiftUI

/// The environment property fills a protocol requirement, so it stays visible; an empty `#if DEBUG` declares
/// nothing and does not hold the class back.
protocol MeterContent: View {
    var meter: Meter { get }
}

final class Meter: ObservableObject {
    @Published var level = 0.0
    #if DEBUG
    #endif
}

struct LevelBar: MeterContent {
    @EnvironmentObject var meter: Meter

    var body: some View {
        Text("\(meter.level)")
    }
}

struct MeterScreen: View {
    @StateObject private var meter = Meter()

    var body: some View {
        LevelBar().environmentObject(meter)
    }
}
