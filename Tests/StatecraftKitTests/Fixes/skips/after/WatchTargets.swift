import SwiftUI

/// The watch target's router: `Home` cannot tell the two apart without targets.
final class Router: ObservableObject {
    @Published var tab = 0
}
