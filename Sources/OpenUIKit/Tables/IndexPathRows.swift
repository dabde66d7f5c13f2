import Foundation

/// UIKit's section and row accessors of IndexPath (Foundation on Linux has no UIKit additions).
extension IndexPath {
    /// The index path of `row` in `section`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int { self[0] }

    /// The row within its section: the second index.
    public var row: Int { self[1] }
}
