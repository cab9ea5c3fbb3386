import Foundation

final class Account {
    @Published var displayName = "Guest"
    @Published var isSignedIn = false

    func signIn(as name: String) {
        displayName = name
        isSignedIn = true
    }
}

extension Account: ObservableObject {}

class CatalogStore: NSObject, ObservableObject {
    @Published var products: [String] = []
    static let shared = CatalogStore()
}
