import InterfaceBuilder

/// The device and orientation a document is laid out on: the `<device id=…>` Xcode 8 and later
/// write, or the simulated screen of older documents, each mapped to a profile.
enum DeviceTable {
    /// Every id of ``KnownDevice/all`` with the profile of the same screen (size, scale, safe
    /// area, corner radius): docs/interface-builder.md lists them.
    static let profiles: [String: ScreenModel.Device] = [
        "retina3_5": .iPhone4s, "retina4_0": .iPhoneSE1, "retina4_7": .iPhone8, "retina5_4": .iPhone12Mini,
        "retina5_5": .iPhone8Plus, "retina5_9": .iPhoneX, "retina6_0": .iPhone12, "retina6_1": .iPhoneXR,
        "retina6_5": .iPhone11ProMax, "retina6_12": .iPhone14Pro, "retina6_3": .iPhone16Pro,
        "retina6_7": .iPhone12ProMax, "retina6_9": .iPhone16ProMax, "retina6_72": .iPhone14ProMax,
        "ipad7_9": .iPadMini6, "ipad9_7": .iPad, "ipad10_2": .iPad10_2, "ipad10_5": .iPadPro10_5,
        "ipad11_0rounded": .iPadPro11,
        "ipad12_9": .iPadPro12_9, "ipad12_9rounded": .iPadPro12_9Rounded, "ipad10_9rounded": .iPadAir10_9,
        "iPad13_0rounded": .iPadPro13,
    ]

    /// The tools version from which Xcode draws the 11-inch iPad Pro (`ipad11_0rounded`) as the
    /// M4 model's 834 × 1210 screen: a storyboard saved with 23504 (an Xcode 16 by
    /// ``systemVersion(of:)``'s table; Xcode 15.3 and 15.4 write the placeholder `32700.99.1234`)
    /// stores four root views 834 × 1210 on it. No earlier document stores a root frame on that
    /// id; its screen there is the earlier models' 834 × 1194.
    static let drawsM4ElevenInchFrom = 23504

    /// The simulated screen types of Xcode 5 to 7 (`<simulatedScreenMetrics type=…>`).
    static let screenTypes: [String: ScreenModel.Device] = [
        "retina35": .iPhone4s, "retina4": .iPhoneSE1, "retina47": .iPhone8, "retina55": .iPhone8Plus,
    ]

    /// The device a simulated screen type of Xcode 8's form names: a device id and an
    /// adaptation (`retina4_7.fullscreen`), written in place of a `<device>`; nil for others.
    static func xcode8Screen(_ type: String) -> ScreenModel.Device? {
        let parts = type.split(separator: ".")
        guard parts.count == 2 else { return nil }
        return profiles[String(parts[0])]
    }

    /// The device of `document` for a unit whose own simulated metrics are `metrics`: the
    /// `<device>`'s, else the simulated screen's, else an iPad for iPad documents and an
    /// iPhone 8 otherwise. `warn` hears about ids the table does not have.
    static func device(of document: IBDocument, metrics: SimulatedMetrics?, warnings: MappingWarnings)
        -> ScreenModel.Device
    {
        if let device = document.device {
            if device.id == "ipad11_0rounded", let tools = toolsVersion(of: document), tools >= drawsM4ElevenInchFrom {
                return .iPadPro11M4
            }
            if let profile = profiles[device.id] { return profile }
            warnings.add(
                "device", device.location,
                "unknown device id '\(device.id)'; laid out on an iPhone 8 (known ids: "
                    + KnownDevice.all.map(\.id).joined(separator: ", ") + ")")
            return .iPhone8
        }
        for candidate in [metrics, document.defaultSimulatedMetrics] {
            if case .screen(let type?) = candidate?.destination, let device = screenTypes[type] ?? xcode8Screen(type) {
                return device
            }
        }
        return document.targetRuntime == "iOS.CocoaTouch.iPad" ? .iPad : .iPhone8
    }

    /// The top safe-area inset (status bar and sensor housing) of the canvas the Xcode that saved
    /// `document` drew for its `<device>`, where it is not the profile's: Xcode 10 to 13 drew
    /// the 6.1-inch screen (`retina6_1`) with the 44-point inset of iOS 12 and 13, which the
    /// iPhone XR's 48 replaced in iOS 14; documents they saved store their frames 44 points
    /// down. Xcode 12 and 13 drew the 6.0-inch screen (`retina6_0`) with 44 points too, where the
    /// iPhone 12 has 47, and the 6.7-inch one of the same generation (`retina6_7`, the iPhone 12 Pro
    /// Max's 47): a storyboard of Xcode 12.5 (18122) stores a stack pinned to the safe area's top
    /// and bottom at (0, 44, 428, 848). Xcode 14 and 15 (tools versions 21000 to 23599) draw the devices' 48
    /// and 47. Xcode 16 and later double the top of the phones with a sensor housing: documents
    /// they saved store a navigation bar 96 points down the 6.1-inch screen (24093, 24412), and
    /// one 118 points down, or content pinned to the safe area 118 points down, the iPhone 14
    /// Pro's screen (`retina6_12`; nine projects saved with 23727, 24128 and 24765), where
    /// documents of Xcode 15 (22155 to 23504) store navigation bars 48 and 59 points down; the
    /// change lies between 23504 and 23727. The builds that write the placeholder tools version
    /// `32700.99.1234` draw the 5.8-inch screen (`retina5_9`) with 50 points at the top, the
    /// 5.4-inch phones' inset: a storyboard of AgoraIO's examples stores content pinned to the
    /// safe area's top at y = 50 there, and so does Xcode 15 (a storyboard of 22154 stores a
    /// scroll view pinned to the safe area below a navigation bar at y = 94); Xcode 14 (tools versions 21000 to 21999) draws it with
    /// 47, the 6.1-inch iPhone 12's: an SDK sample saved with 21507 stores a banner pinned to
    /// the safe area's top at y = 47 (Xcode 11.4 stores such content 44 points down).
    static func canvasTopInset(of document: IBDocument) -> Double? {
        guard let id = document.device?.id, let tools = toolsVersion(of: document) else { return nil }
        switch id {
        case "retina5_9" where isUpright(document):
            if tools >= placeholderTools || (22000..<doubledTopInsetTools.lowerBound).contains(tools) { return 50 }
            return (21000..<22000).contains(tools) ? 47 : nil
        case "retina6_0" where tools < 21000, "retina6_7" where tools < 21000, "retina6_1" where tools < 21000:
            return 44
        default: return doubledSensorHousing(of: document).map { 2 * $0.top }
        }
    }

    /// The upright safe-area insets of `document`'s phone with a sensor housing when the Xcode
    /// that saved it draws that phone's insets doubled (``doubledTopInsetTools``); nil otherwise.
    /// Seen on the 6.1-inch screen (96 at the top), the iPhone 14 Pro's (118) and the iPhone 16
    /// Pro's (124: a storyboard of 24128 stores two stacks 124 points down) and the 6.0-inch
    /// iPhone 12's (94: a storyboard of 23727 stores a table below a navigation bar at y = 138);
    /// that Xcode doubles the other phones with a sensor housing too is our reading.
    private static func doubledSensorHousing(of document: IBDocument) -> UIEdgeInsets? {
        guard let id = document.device?.id, let device = profiles[id], let tools = toolsVersion(of: document),
            doubledTopInsetTools.contains(tools), isUpright(document)
        else { return nil }
        let profile = ScreenBuilder.deviceProfile(device)
        guard profile.hasSensorHousing, profile.idiom == .phone else { return nil }
        return profile.safeAreaInsets(in: .portrait)
    }

    /// The top inset a page sheet leaves above it (PageSheetCanvas.swift) on the canvas the Xcode
    /// that saved `document` drew, where it is not the canvas's top safe-area inset: Xcode 14.3
    /// and 15 (tools versions 21600 to 23599) draw a sheet on a phone with a sensor housing only
    /// the 10-point gap shorter than the screen. On the iPhone 14 Pro's screen a `show` and a
    /// `showDetail` from scenes outside a navigation stack, in two projects saved with 21701
    /// and 22154, store their root views 393 × 842 with content pinned to the safe area's top
    /// at y = 12; a presented navigation controller's scenes are stored 390 × 834 on the 6.0-inch
    /// screen (22155) and a presented scene 414 × 886 on the 6.1-inch one (23094), where Xcode 12
    /// and 13 store such scenes 842 points tall on the 6.1-inch screen, below its 44-point top,
    /// and Xcode 14.2 (21507) a presented navigation controller's table 393 × 783 on the iPhone
    /// 14 Pro's, below its 59.
    /// Xcode 16 and later, which double the screen's insets (``canvasTopInset(of:)``), leave the
    /// device's own top above a sheet, not the doubled one: two projects saved with 23727 store
    /// presented scenes 393 × 783 on the iPhone 14 Pro's screen (852 less 59 and the gap). The
    /// builds that write the placeholder `32700.99.1234` draw sheets as Xcode 15 does: a course
    /// project's presented navigation controller stores its scene 390 × 834 on the 6.0-inch
    /// screen.
    static func canvasSheetTopInset(of document: IBDocument) -> Double? {
        guard let profile = housedPhone(of: document), let tools = toolsVersion(of: document) else { return nil }
        if doubledTopInsetTools.contains(tools), isUpright(document) {
            return Double(profile.safeAreaInsets(in: .portrait).top)
        }
        return (21600..<doubledTopInsetTools.lowerBound).contains(tools) || tools >= placeholderTools ? 0 : nil
    }

    /// The bottom inset of a page sheet on the canvas the Xcode that saved `document` drew, where
    /// it is not the canvas's: Xcode 16 and later give a sheet on a phone with a sensor housing
    /// none (a presented navigation controller's scene of 23727 on the iPhone 14 Pro's screen
    /// stores a stack pinned 16 points above the safe area's bottom 16 points above the sheet's
    /// bottom), where the full screen has its home indicator's inset doubled.
    static func canvasSheetBottomInset(of document: IBDocument) -> Double? {
        guard housedPhone(of: document) != nil, let tools = toolsVersion(of: document),
            doubledTopInsetTools.contains(tools), isUpright(document)
        else { return nil }
        return 0
    }

    /// The profile of `document`'s device when it is a phone with a sensor housing.
    private static func housedPhone(of document: IBDocument) -> DeviceProfile? {
        guard let id = document.device?.id, let device = profiles[id] else { return nil }
        let profile = ScreenBuilder.deviceProfile(device)
        return profile.hasSensorHousing && profile.idiom == .phone ? profile : nil
    }

    /// The tools versions whose canvas of a phone with a sensor housing has doubled insets: from
    /// after 23504 (by 23727) on, but not the `32700.99.1234` some builds write, which
    /// store 59 on the iPhone 14 Pro's screen as Xcode 15 does (``systemVersion(of:)`` takes them
    /// as Xcode 15 too).
    private static let doubledTopInsetTools = 23600..<30000

    /// The bottom safe-area inset (home indicator) of the canvas the Xcode that saved `document`
    /// drew for its `<device>`, where it is not the profile's: where Xcode 16 and later double a
    /// phone's top (``canvasTopInset(of:)``), its bottom is doubled too, 68 points: documents of
    /// the 6.1-inch screen store content pinned to the safe area's bottom 68 points above the
    /// screen's, where the iPhone XR has 34, and on the iPhone 14 Pro's screen a text field 34
    /// tall in a column pinned to the safe area's bottom is stored 34 tall only so.
    static func canvasBottomInset(of document: IBDocument) -> Double? {
        doubledSensorHousing(of: document).map { 2 * $0.bottom }
    }

    /// Whether `document`'s device is upright (the only orientation the late 6.1-inch insets were
    /// seen in).
    private static func isUpright(_ document: IBDocument) -> Bool {
        [nil, .portrait].contains(document.device?.orientation)
    }

    /// Whether the Xcode that saved `document` drew a freeform canvas narrower or shorter than
    /// the screen of a device without a sensor housing without the status bar: from Xcode 9 (a
    /// page of Xcode 10.0, 375 × 451 on the 4.7-inch canvas, stores a stack pinned 50 points
    /// below the safe area's top at y = 50). Xcode 7.3 and 8.3 keep it on a 600 × 600 canvas:
    /// content pinned to the top layout guide is stored 20 points below the constraint's
    /// constant, in a scene of its own and in the tabs of a tab bar controller of that size.
    /// That Xcode 9 draws as Xcode 10 does is our reading.
    static func hidesStatusBarOnSmallFreeformCanvas(_ document: IBDocument) -> Bool {
        guard let tools = toolsVersion(of: document) else { return true }
        return tools >= 13000
    }

    /// Whether the Xcode that saved `document` drew a freeform canvas that fits in the screen of
    /// a phone with a sensor housing at the screen's top, reaching into the home indicator's
    /// inset only as far as it is tall: Xcode 11 to 14.2 did (content pinned to the safe area's
    /// bottom is stored at the canvas's bottom edge in a storyboard's freeform scene of Xcode
    /// 14.1 on the 6.0-inch screen and in xib views of Xcode 11 to 14.2 on the 6.1-inch and
    /// iPhone 14 Pro screens). Xcode 15 keeps the whole inset: a controller's view of a xib it
    /// saved (22155), 414 × 774 on the 6.1-inch screen, stores a stack pinned 8 points above the
    /// safe area's bottom 42 points above the view's. That Xcode 14.3 and 16 do so too is our
    /// reading (no saved document tells).
    static func fitsFreeformCanvasAtScreenTop(_ document: IBDocument) -> Bool {
        guard let tools = toolsVersion(of: document) else { return true }
        return tools < 21600
    }

    /// Whether the Xcode that saved `document` drew its phone with a sensor housing on its side
    /// with the insets and the status bar the phone has upright: Xcode 14.0 to 14.2 (tools
    /// versions 21000 to 21599). A storyboard of Xcode 14.1 (21225) on the 6.0-inch screen on its
    /// side stores its navigation bars at (0, 47, 844, 32), and in two scenes content pinned to
    /// the safe area where the safe area begins 47 + 32 points below the top, ends 34 above the
    /// bottom and reaches the screen's sides, where the iPhone 12 on its side has no status bar,
    /// 47 points at each side and 21 at the bottom. Xcode 15 stores a navigation bar on its side
    /// at y = 0 (22505, the iPhone 14 Pro's screen). That the other builds of Xcode 14.0 to 14.2
    /// and the other phones with a sensor housing follow the one document is our reading.
    static func keepsUprightInsetsOnItsSide(_ document: IBDocument) -> Bool {
        guard document.device?.orientation == .landscape, housedPhone(of: document) != nil,
            let tools = toolsVersion(of: document)
        else { return false }
        return (21000..<21600).contains(tools)
    }

    /// Whether Interface Builder drew `document`'s scenes on a phone without a sensor housing
    /// without the status bar: Xcode 11 to 14.2 did (tools versions 14800 to 21599), earlier and
    /// later ones drew it. Saved documents show the three eras: content pinned to the top layout
    /// guide, the safe area or a root view's top margin is stored 20 points down up to Xcode 10
    /// and from Xcode 14.3 on, and as far down as the constraint's constant in between, for
    /// initial scenes, scenes reached by identifier and navigation roots alike (the root view
    /// under an opaque navigation bar is then 44 points shorter than the screen, not 64).
    static func drawsHomeButtonPhonesWithoutStatusBar(_ document: IBDocument) -> Bool {
        guard let tools = toolsVersion(of: document) else { return false }
        return noStatusBarTools.contains(tools)
    }

    /// The tools versions of Xcode 11 (its betas saved 14800 and up, writing the `appearance` of
    /// iOS 13's dark mode; Xcode 10 saved 14490 and below) to 14.2 (14.3 saved 21701).
    private static let noStatusBarTools = 14800..<21600

    /// Whether Interface Builder stores a root view below an opaque navigation bar at y = 0 on a
    /// phone, where Xcode 8 and earlier store it below the bar: Xcode 9 to 15 do (tools versions
    /// 13000 to 23599). Saved storyboards show it on the 4.7-inch screen by Xcode 9.0, 9.2 and
    /// 10.0 (roots 603 tall at y = 0, the status bar drawn) and Xcode 11.3 and 12.3 (623 tall, no
    /// status bar, ``drawsHomeButtonPhonesWithoutStatusBar(_:)``), on phones with a sensor
    /// housing by Xcode 12 (6.1-inch: (0, 0, 414, 808)) and 14.3 (6.7-inch: 768.67 tall at
    /// y = 0); Xcode 8 stores such roots at y = 64. That a home-button phone of Xcode 14.3 to
    /// 15 and a housed one of Xcode 9 and 10 follow the same rule is our reading: no document
    /// seen stores such a root there.
    static func storesPhoneRootsAtTop(_ document: IBDocument) -> Bool {
        guard let tools = toolsVersion(of: document) else { return false }
        return (13000..<23600).contains(tools)
    }

    /// Whether Interface Builder drew `document`'s scenes on an iPad without the status bar:
    /// Xcode 11 and 12 did, Xcode 13 drew it. On the 9.7-inch iPad on its side a storyboard of
    /// Xcode 11 (15505) stores a navigation bar at y = 0 and a stack pinned 32 points below the
    /// safe area's top at y = 82 (50 + 32); on the 10.9-inch iPad Air on its side one of Xcode
    /// 12.5 (17701) stores a map pinned to the safe area's top and bottom at (0, 0, 1180, 800),
    /// the home indicator's 20 below it; one of Xcode 13 (19162) stores its navigation bars at
    /// y = 24. That the era starts with the phones' (Xcode 11) and ends with Xcode 12 is our
    /// reading.
    static func drawsPadsWithoutStatusBar(_ document: IBDocument) -> Bool {
        guard let tools = toolsVersion(of: document) else { return false }
        return noPadStatusBarTools.contains(tools)
    }

    /// The tools versions of Xcode 11 to 12 (Xcode 13 saves 19000 and up).
    private static let noPadStatusBarTools = 14800..<19000

    /// The tools versions of Xcode 14.1 to 14.3 (14.1 and 14.2 saved 21507, 14.3 21701; 15 saves
    /// 22000 and up), whose canvas gives a xib's table view cell wider than the screen the side
    /// margins of its own width.
    static let ownWidthCellMarginTools = 21500..<22000

    /// The major part of the placeholder tools version some builds write (`32700.99.1234`).
    private static let placeholderTools = 32700

    /// The iOS version of the SDK of the Xcode that saved `document`, by its tools version, whose
    /// controls its canvas drew: Xcode 5 (tools versions below 6000) iOS 7, Xcode 6 (below 8000:
    /// 6.3 and 6.4 saved 7706, 7.0 8191) iOS 8, Xcode 7 (below 11000) iOS 9, Xcode 8 (below
    /// 13000) iOS 10, Xcode 9 (below 14300) iOS 11, Xcode 10 (below 14800) iOS 12, Xcode 11
    /// (below 17000; its betas saved 14800 and up, and SVProgressHUD's demo, saved with 14868,
    /// stores iOS 13's 32-point segmented controls) iOS 13, Xcode 12 (below 19000: 12.5 saved 18122) iOS 14, Xcode 13 (below
    /// 21000) iOS 15, Xcode 14 (below 22000) iOS 16, Xcode 15 (below 23000) iOS 17, Xcode 16
    /// (below 24000) iOS 18, Xcode 26 iOS 26; nil without a tools version. Earlier Xcodes (iOS 6) are taken as Xcode 5, and the `32700.99.1234` some recent
    /// builds write (whose page controls are iOS 15 to 17's) as iOS 17.
    static func systemVersion(of document: IBDocument) -> Double? {
        guard let tools = toolsVersion(of: document) else { return nil }
        let eras: [(below: Int, version: Double)] = [
            (6000, 7), (8000, 8), (11000, 9), (13000, 10), (14300, 11), (14800, 12), (17000, 13), (19000, 14),
            (21000, 15), (22000, 16), (23000, 17), (24000, 18), (30000, 26),
        ]
        return eras.first { tools < $0.below }?.version ?? 17
    }

    /// The iOS version whose table cell content-view margins the canvas of the Xcode that saved
    /// `document` drew: its SDK's (``systemVersion(of:)``), but iOS 10's 8 points on every side
    /// for Xcode 9.0 (tools versions 13000 to 13499; 9.1 and 9.2 saved 13529), whose SDK is
    /// iOS 11's.
    static func cellMarginsSystemVersion(of document: IBDocument) -> Double? {
        guard let tools = toolsVersion(of: document) else { return nil }
        return xcode9_0Tools.contains(tools) ? 10 : systemVersion(of: document)
    }

    /// The tools versions of Xcode 9.0 (13196; Xcode 8 saved versions below 13000, 9.1 and 9.2 13529).
    private static let xcode9_0Tools = 13000..<13500

    /// The whole part of `document`'s `toolsVersion` (`14490.70` is 14490), the build of
    /// Interface Builder that saved it; nil when it is not a number.
    static func toolsVersion(of document: IBDocument) -> Int? {
        document.toolsVersion.flatMap { $0.split(separator: ".").first }.flatMap { Int($0) }
    }

    /// The orientation of `document` for a unit whose own simulated metrics are `metrics`.
    static func orientation(of document: IBDocument, metrics: SimulatedMetrics?) -> ScreenModel.Orientation {
        if let orientation = document.device?.orientation { return screenOrientation(orientation) }
        for candidate in [metrics, document.defaultSimulatedMetrics] {
            if let orientation = candidate?.orientation { return screenOrientation(orientation) }
        }
        return .portrait
    }

    /// Interface Builder's orientation as UIKit's; `landscape` is `landscapeLeft`, for which the
    /// profiles' landscape insets are written.
    static func screenOrientation(_ orientation: Orientation) -> ScreenModel.Orientation {
        switch orientation {
        case .portrait: .portrait
        case .landscape, .landscapeLeft: .landscapeLeft
        case .landscapeRight: .landscapeRight
        case .portraitUpsideDown: .portraitUpsideDown
        }
    }
}
