import LayoutAssertions
import OpenAutoLayout
import Testing

/// A subclass made outside the module, as layout libraries make theirs: it adds a stored
/// property and inherits every initializer.
final class LabelledConstraint: NSLayoutConstraint {
    var label = "unlabelled"
}

/// `NSLayoutConstraint`'s initializers as UIKit has them: `init()` designated, the item form a
/// convenience over it, a size against a constant accepted whatever second attribute comes with it.
@MainActor @Suite struct ConstraintInitializerTests {
    @Test func aSizeWithNoSecondItemIgnoresItsSecondAttribute() throws {
        let root = makeRoot()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
            constant: 100)
        let height = try NSLayoutConstraint.checkedConstraint(
            item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .left, multiplier: 1,
            constant: 40)
        #expect(width.secondAttribute == .notAnAttribute && width.secondItem == nil)
        #expect(height.secondAttribute == .notAnAttribute)
        NSLayoutConstraint.activate([
            width, height, view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 10, 20, 100, 40)
    }

    @Test func theRealPairingErrorsStay() {
        let view = UIView()
        let other = UIView()
        let location = #expect(throws: LayoutError.self) {
            try NSLayoutConstraint.checkedConstraint(
                item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .left, multiplier: 1,
                constant: 10)
        }
        #expect(location?.message.hasSuffix("Location attributes must be specified in pairs.") == true)
        let secondWithoutAttribute = #expect(throws: LayoutError.self) {
            try NSLayoutConstraint.checkedConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: other, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
        }
        #expect(secondWithoutAttribute?.message.hasSuffix("Invalid pairing of layout attributes.") == true)
        let mixed = #expect(throws: LayoutError.self) {
            try NSLayoutConstraint.checkedConstraint(
                item: view, attribute: .leading, relatedBy: .equal, toItem: other, attribute: .left, multiplier: 1,
                constant: 0)
        }
        #expect(mixed?.message.contains("leading/trailing attribute and a right/left attribute") == true)
    }

    @Test func anEmptyConstraintHasNoItemsAndCannotBeActivated() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
        #expect(empty.relation == .equal && empty.multiplier == 1 && empty.constant == 0)
        #expect(empty.priority == .required && !empty.isActive)
        let error = #expect(throws: LayoutError.self) { try empty.checkedSetActive(true) }
        #expect(error?.message.hasSuffix(": Constraint items must each be a view or layout guide.") == true)
        #expect(error?.message.hasPrefix("NSLayoutConstraint for <NSLayoutConstraint:0x") == true)
        #expect(!empty.isActive)
    }

    @Test func aSubclassFromAnotherModuleInheritsEveryInitializer() {
        let root = makeRoot()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = LabelledConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
            constant: 0)
        width.label = "half"
        let empty = LabelledConstraint()
        #expect(empty.firstItem == nil && empty.label == "unlabelled")
        NSLayoutConstraint.activate([
            width, view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 187.5, 10)
        #expect(root.constraints.contains { ($0 as? LabelledConstraint)?.label == "half" })
        #expect((width as NSObject).isEqual(width) && !(width as NSObject).isEqual(empty))
    }
}
