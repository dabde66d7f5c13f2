/// A screen Interface Builder can show a document on, by the `<device id=…>` it writes.
///
/// The table holds the ids seen in saved public documents, with the size in points of the root
/// view those documents store, and the phones' ids no document showed (`retina5_4`), with the size
/// of the named model; `docs/interface-builder.md` says which is which.
public struct KnownDevice: Sendable, Hashable, Codable {
    /// The id Interface Builder writes, e.g. `retina4_7`.
    public var id: String
    /// The models with this screen, e.g. "iPhone 8".
    public var name: String
    /// The screen in portrait, in points.
    public var portraitSize: IBSize

    /// A device `id` named `name` with a portrait screen of `width` × `height` points.
    public init(id: String, name: String, width: Double, height: Double) {
        self.id = id
        self.name = name
        self.portraitSize = IBSize(width: width, height: height)
    }

    /// Every known id, smallest screens first.
    public static let all: [KnownDevice] = [
        KnownDevice(id: "retina3_5", name: "iPhone 4s", width: 320, height: 480),
        KnownDevice(id: "retina4_0", name: "iPhone SE (1st generation), iPhone 5s", width: 320, height: 568),
        KnownDevice(id: "retina4_7", name: "iPhone 8, iPhone SE (2nd and 3rd generation)", width: 375, height: 667),
        KnownDevice(id: "retina5_5", name: "iPhone 8 Plus", width: 414, height: 736),
        KnownDevice(id: "retina5_4", name: "iPhone 12 mini, iPhone 13 mini", width: 375, height: 812),
        KnownDevice(id: "retina5_9", name: "iPhone X, iPhone XS, iPhone 11 Pro", width: 375, height: 812),
        KnownDevice(id: "retina6_0", name: "iPhone 12, iPhone 13, iPhone 14", width: 390, height: 844),
        KnownDevice(id: "retina6_1", name: "iPhone XR, iPhone 11", width: 414, height: 896),
        KnownDevice(id: "retina6_5", name: "iPhone XS Max, iPhone 11 Pro Max", width: 414, height: 896),
        KnownDevice(id: "retina6_12", name: "iPhone 14 Pro, iPhone 15, iPhone 16", width: 393, height: 852),
        KnownDevice(id: "retina6_3", name: "iPhone 16 Pro", width: 402, height: 874),
        KnownDevice(
            id: "retina6_7", name: "iPhone 12 Pro Max, iPhone 13 Pro Max, iPhone 14 Plus", width: 428, height: 926),
        KnownDevice(id: "retina6_72", name: "iPhone 14 Pro Max, iPhone 15 Plus", width: 430, height: 932),
        KnownDevice(id: "retina6_9", name: "iPhone 16 Pro Max", width: 440, height: 956),
        KnownDevice(id: "ipad7_9", name: "iPad mini (6th generation)", width: 744, height: 1133),
        KnownDevice(id: "ipad9_7", name: "iPad (9.7-inch), iPad Air 2", width: 768, height: 1024),
        KnownDevice(id: "ipad10_2", name: "iPad (7th to 9th generation)", width: 810, height: 1080),
        KnownDevice(id: "ipad10_5", name: "iPad Pro (10.5-inch), iPad Air (3rd generation)", width: 834, height: 1112),
        KnownDevice(
            id: "ipad10_9rounded", name: "iPad Air (4th generation and later), iPad (10th generation)", width: 820,
            height: 1180),
        KnownDevice(id: "ipad11_0rounded", name: "iPad Pro (11-inch)", width: 834, height: 1194),
        KnownDevice(id: "ipad12_9", name: "iPad Pro (12.9-inch)", width: 1024, height: 1366),
        KnownDevice(
            id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, 3rd generation and later)", width: 1024, height: 1366),
        KnownDevice(id: "iPad13_0rounded", name: "iPad Pro (13-inch, M4)", width: 1032, height: 1376),
    ]

    /// The device with `id`, if the table has it.
    public static func withID(_ id: String) -> KnownDevice? {
        all.first { $0.id == id }
    }
}
