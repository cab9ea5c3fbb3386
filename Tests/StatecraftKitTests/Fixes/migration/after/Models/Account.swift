import Foundation
import Observation

@Observable
final class Account {
    var displayName = "Guest"
    var isSignedIn = false

    func signIn(as name: String) {
        displayName = name
        isSignedIn = true
    }
}

@Observable
class CatalogStore: NSObject {
    var products: [String] = []
    static let shared = CatalogStore()
}
