import InterfaceBuilder
import Testing

/// Notations older Xcode versions wrote: a multiplier as a fraction `a/b` (Xcode 6), views laid
/// out by their frame (`fixedFrame="YES"`) that the file nevertheless marks
/// `translatesAutoresizingMaskIntoConstraints="NO"`, and the `<development>` dependency (Xcode 8),
/// which is bookkeeping and no warning.
@Suite struct LegacyNotationTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6214" useAutolayout="YES">
            <dependencies>
                <development version="7000" identifier="xcode"/>
            </dependencies>
            <objects>
                <view contentMode="scaleToFill" id="Lgn-Root-1">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                    <subviews>
                        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="Lgn-Lbl-1">
                            <rect key="frame" x="20" y="140" width="440" height="43"/>
                        </label>
                        <view fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Lgn-Box-1">
                            <rect key="frame" x="20" y="300" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Lgn-Lbl-1" firstAttribute="centerY" secondItem="Lgn-Root-1" secondAttribute="bottom" multiplier="1/3" constant="1" id="Lgn-Cn-01"/>
                        <constraint firstItem="Lgn-Lbl-1" firstAttribute="width" secondItem="Lgn-Root-1" secondAttribute="width" multiplier="11/12" id="Lgn-Cn-02"/>
                        <constraint firstItem="Lgn-Lbl-1" firstAttribute="height" secondItem="Lgn-Root-1" secondAttribute="height" multiplier="1/0" id="Lgn-Cn-03"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    let document: IBDocument

    init() throws {
        document = try IBDocument.parse(Self.text, fileName: "Legacy.xib")
    }

    private var root: IBView? {
        document.objects.compactMap { object -> IBView? in
            if case .view(let view) = object { return view }
            return nil
        }.first
    }

    @Test func aFractionMultiplierIsItsQuotient() throws {
        let constraints = try #require(root?.constraints)
        #expect(constraints.map(\.id) == ["Lgn-Cn-01", "Lgn-Cn-02"])
        #expect(constraints[0].multiplier == 1.0 / 3.0)
        #expect(constraints[0].constant == 1)
        #expect(constraints[1].multiplier == 11.0 / 12.0)
    }

    @Test func onlyAFractionOverZeroIsReported() {
        #expect(
            document.warnings.map(\.description) == [
                "Legacy.xib:20:17: warning: constraint 'Lgn-Cn-03' skipped: its multiplier '1/0' is neither a "
                    + "number nor a ratio a:b"
            ])
    }

    @Test func aViewWithAFixedFrameTranslatesItsAutoresizingMask() throws {
        let subviews = try #require(root?.subviews)
        #expect(subviews.map(\.id) == ["Lgn-Lbl-1", "Lgn-Box-1"])
        #expect(subviews[0].translatesAutoresizingMaskIntoConstraints == false)
        #expect(subviews[1].translatesAutoresizingMaskIntoConstraints == true)
    }
}
