import SwiftUI

/// The watch target's router: no view holds it, so it migrates on its own.
final class Router: ObservableObject {
    @Published var tab = 0
}
