import Foundation
import OpenAutoLayout
import Testing

/// UITraitCollection's initializers, merging and comparison, as UIKit documents them.
@MainActor @Suite struct TraitCollectionTests {
    @Test func eachInitializerSpecifiesOneTrait() {
        let empty = UITraitCollection()
        #expect(empty.horizontalSizeClass == .unspecified)
        #expect(empty.verticalSizeClass == .unspecified)
        #expect(empty.displayScale == 0)
        #expect(empty.userInterfaceIdiom == .unspecified)
        #expect(empty.layoutDirection == .unspecified)
        #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
        #expect(UITraitCollection(horizontalSizeClass: .compact).verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(layoutDirection: .rightToLeft) == UITraitCollection(layoutDirection: .rightToLeft))
        #expect(UITraitCollection(layoutDirection: .rightToLeft) != UITraitCollection(layoutDirection: .leftToRight))
    }

    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIUserInterfaceSizeClass.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UITraitEnvironmentLayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
    }

    /// The last collection that specifies a trait wins; unspecified values never override.
    @Test func mergingTakesTheLastSpecifiedValueOfEachTrait() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2),
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(),
        ])
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.displayScale == 2)
        #expect(merged.layoutDirection == .rightToLeft)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(merged.userInterfaceIdiom == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
        #expect(merged.hash == UITraitCollection(traitsFrom: [merged]).hash)
    }

    @Test func containsTraitsComparesOnlyTheSpecifiedTraits() {
        let phone = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(phone.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!phone.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!phone.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!phone.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)))
        #expect(phone.containsTraits(in: UITraitCollection()))
        #expect(phone.containsTraits(in: nil))
        #expect(phone.containsTraits(in: phone))
        #expect(!UITraitCollection().containsTraits(in: phone))
        let both = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(verticalSizeClass: .compact),
        ])
        #expect(!phone.containsTraits(in: both))
    }

    @Test func descriptionsNameTheSpecifiedTraits() {
        #expect(UITraitCollection().description == "<UITraitCollection>")
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(displayScale: 3),
        ])
        #expect(traits.description == "<UITraitCollection; HorizontalSizeClass = compact, DisplayScale = 3>")
    }

    /// A root outside a window takes the main screen's traits (an iPhone 8 unless OpenUIKit
    /// says otherwise) with its tree's direction and scale.
    @Test func aRootOutsideAWindowHasTheEnvironmentsTraits() {
        let root = makeRoot()
        root.environmentLayoutDirection = .rightToLeft
        root.hostDisplayScale = 3
        let child = UIView()
        root.addSubview(child)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.traitCollection.displayScale == 3)
        root.hostTraitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact),
            UITraitCollection(userInterfaceIdiom: .phone),
        ])
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .compact)
        #expect(child.traitCollection.userInterfaceIdiom == .phone)
    }
}
