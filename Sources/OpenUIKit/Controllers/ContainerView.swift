import Foundation

/// The root view of a navigation or tab bar controller: a plain view that holds the bars and the
/// current child's root view (UIKit's is a private `UILayoutContainerView`).
final class ContainerView: UIView {}
