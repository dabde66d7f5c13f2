/// Small Interface Builder documents for the tests that write their own: the XML declaration,
/// the document element and a scene's or a top-level view's frame around the elements a test is
/// about. Each test still writes what it is about: the document's attributes (tools version,
/// run time, settings), its device element, and the root's subviews and constraints.
enum DocumentText {
    /// The autoresizing mask Xcode stores on a scene's root view.
    static let flexibleSize = #"widthSizable="YES" heightSizable="YES""#

    /// A storyboard whose `<document>` element has `attributes` after its type and version;
    /// `device` is its `<device>` element ("" where the document names no screen).
    static func storyboard(_ attributes: String, device: String, scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(attributes)>
            \(device)
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A scene of the view controller `controller` whose root view `root` is stored `width` ×
    /// `height` at the origin. `content` is what the root holds after its frame and autoresizing
    /// mask (`autoresizingMask` nil: none stored); `beforeRoot` and `afterRoot` are what the
    /// controller holds around its root (layout guides, simulated metrics);
    /// `controllerAttributes` follow the controller's id and `rootAttributes` the root's content
    /// mode.
    static func scene(
        _ sceneID: String, controller: String, controllerAttributes: String = "", root: String,
        rootAttributes: String = "", width: Double, height: Double, autoresizingMask: String? = flexibleSize,
        beforeRoot: String = "", content: String, afterRoot: String = ""
    ) -> String {
        let mask = autoresizingMask.map { #"<autoresizingMask key="autoresizingMask" \#($0)/>"# } ?? ""
        return """
                    <scene sceneID="\(sceneID)">
                        <objects>
                            <viewController id="\(controller)"\(controllerAttributes) sceneMemberID="viewController">
                                \(beforeRoot)
                                <view key="view" contentMode="scaleToFill"\(rootAttributes) id="\(root)">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                    \(mask)
            \(content)
                                </view>
                                \(afterRoot)
                            </viewController>
                        </objects>
                    </scene>
            """
    }

    /// A view controller's top and bottom layout guides of Xcode 5 to 8 (`<layoutGuides>`), with
    /// the ids `prefix`-Top-01 and `prefix`-Bot-01.
    static func layoutGuides(_ prefix: String) -> String {
        """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="\(prefix)-Top-01"/>
            <viewControllerLayoutGuide type="bottom" id="\(prefix)-Bot-01"/>
        </layoutGuides>
        """
    }

    /// A scene of the tab bar controller `controller` whose one tab is the controller `tab`, its
    /// bar stored at `barFrame` (the attributes of its `<rect>`).
    static func tabBarScene(_ sceneID: String, controller: String, tab: String, barFrame: String) -> String {
        """
                <scene sceneID="\(sceneID)">
                    <objects>
                        <tabBarController id="\(controller)" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="\(controller)-Bar">
                                <rect key="frame" \(barFrame)/>
                            </tabBar>
                            <connections>
                                <segue destination="\(tab)" kind="relationship" relationship="viewControllers" id="\(controller)-Seg"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
        """
    }

    /// A xib's File's Owner placeholder of the class `customClass` whose `view` outlet is the
    /// top-level view `view`.
    static func filesOwner(_ customClass: String, view: String) -> String {
        """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(customClass)">
            <connections>
                <outlet property="view" destination="\(view)" id="\(view)-Out"/>
            </connections>
        </placeholder>
        """
    }

    /// A xib whose `<document>` element has `attributes` after its type and version; `device` is
    /// its `<device>` element ("" for none), `objects` its top-level objects after the File's
    /// Owner placeholder `owner`, and `trailer` what follows them.
    static func xib(
        _ attributes: String, device: String,
        owner: String = #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>"#,
        objects: String, trailer: String = ""
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" \(attributes)>
            \(device)
            <objects>
                \(owner)
        \(objects)
            </objects>
            \(trailer)
        </document>
        """
    }
}
