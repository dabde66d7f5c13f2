extension NSLayoutConstraint {
    /// The equation of the description, without the class, address, identifier and state:
    /// `UIView:0x7f….top == UIView:0x7f….top + 20 @750`. For the packages that name
    /// constraints in messages of their own (OpenSnapKit's `updateConstraints` failure).
    package var equationDescription: String { equationText }
}
