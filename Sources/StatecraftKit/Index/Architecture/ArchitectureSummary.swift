/// Which architecture the check applied, and why: configured, or detected from the screens.
public struct ArchitectureSummary: Hashable, Sendable {
    public typealias Style = ArchitectureModel.ScreenStyle

    public var mode: Architecture
    /// In `auto` mode: the style a clear majority of screens follows, nil when none does.
    public var detected: Style?
    public var screens: [Style: Int]
    public var statelessScreens: Int
    /// The architecture pack whose rules ran: `.mv`, `.mvvm`, or nil for core rules only.
    public var pack: RulePack?

    public static let majorityThreshold = 0.6

    public init(mode: Architecture, detected: Style?, screens: [Style: Int], statelessScreens: Int, pack: RulePack?) {
        self.mode = mode
        self.detected = detected
        self.screens = screens
        self.statelessScreens = statelessScreens
        self.pack = pack
    }

    public init(mode: Architecture, model: ArchitectureModel) {
        self.mode = mode
        screens = model.counts
        statelessScreens = model.statelessScreens
        switch mode {
        case .mv: pack = .mv
        case .mvvm: pack = .mvvm
        case .auto:
            detected = model.majority(threshold: Self.majorityThreshold)
            switch detected {
            case .mv?: pack = .mv
            case .mvvm?: pack = .mvvm
            case .tca?, nil: pack = nil
            }
        }
    }

    public var countedScreens: Int { screens.values.reduce(0, +) }

    /// `mv (auto: 41 of 45 screens)`, `no clear majority (mv 10, mvvm 9 screens): core rules only`.
    public var text: String {
        let counts = Style.allCases.compactMap { style in screens[style].map { "\(style.rawValue) \($0)" } }
            .joined(separator: ", ")
        let stateless = statelessScreens > 0 ? "; \(statelessScreens) without state not counted" : ""
        switch mode {
        case .mv, .mvvm:
            return "\(mode.rawValue) (configured; screens: \(counts.isEmpty ? "none" : counts)\(stateless))"
        case .auto:
            guard countedScreens > 0 else { return "unknown (auto: no screens with state found): core rules only" }
            guard let detected else {
                return "no clear majority (auto: \(counts) screens\(stateless)): core rules only"
            }
            let share = "\(screens[detected] ?? 0) of \(countedScreens) screens"
            let rest = pack == nil ? ": core rules only" : ""
            return "\(detected.rawValue) (auto: \(share)\(stateless))\(rest)"
        }
    }
}

/// What architecture-aware rules read: the model and the decision.
public struct ArchitectureContext: Sendable {
    public let model: ArchitectureModel
    public let summary: ArchitectureSummary
}
