import SwiftUI

/// The watch target's router: no view holds it, so it migrates on its own.
@Observable
final class Router {
    var tab = 0
}
