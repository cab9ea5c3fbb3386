import Foundation
import Observation

/// Its initialiser sets `limit` on both branches of an `if`, and reads a local that shares a property's name:
/// neither is a read of a property before every one is set, so it migrates.
@Observable
final class Filters {
    var query: String
    var limit: Int
    let source: String

    init(source: String, compact: Bool) {
        let query = source.lowercased()
        if compact {
            limit = 10
        } else {
            limit = 50
        }
        self.query = query
        self.source = source
    }
}
