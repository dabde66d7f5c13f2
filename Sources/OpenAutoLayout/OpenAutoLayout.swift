// OpenAutoLayout: UIKit's Auto Layout on the Cassowary solver (issue 3 fills this target).
