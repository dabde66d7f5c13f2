// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "OpenAutoLayout",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "OpenAutoLayout", targets: ["OpenAutoLayout"]),
        .library(name: "OpenSnapKit", targets: ["OpenSnapKit"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .executable(name: "solver-benchmark", targets: ["SolverBenchmark"]),
        .executable(name: "openautolayout", targets: ["openautolayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.14.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // `swift package generate-documentation`: a command plugin only, no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The incremental simplex solver: standard library only.
        .target(name: "Cassowary", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // UIKit's Auto Layout: views, guides, constraints, anchors and the layout engine.
        .target(name: "OpenAutoLayout", dependencies: ["Cassowary"]),
        // SnapKit's DSL (`view.snp.makeConstraints { make in … }`) with Masonry's extras.
        .target(name: "OpenSnapKit", dependencies: ["OpenAutoLayout"]),
        // Screens, windows, view controllers, bars, scroll and table views; re-exports OpenAutoLayout.
        .target(name: "OpenUIKit", dependencies: ["OpenAutoLayout"]),
        // Screens described in YAML or JSON (device, controllers, views, constraints), or read from
        // storyboards and xibs, loaded and laid out.
        .target(
            name: "LayoutSpec",
            dependencies: ["OpenUIKit", "OpenSnapKit", "InterfaceBuilder", .product(name: "Yams", package: "Yams")]),
        // SVG and PNG pictures of laid-out screens, frame tables, explanations and checks.
        .target(name: "LayoutRendering", dependencies: ["OpenUIKit"]),
        // Storyboards and xibs read into a typed document model (Foundation's XMLParser only).
        .target(name: "InterfaceBuilder"),
        // The playground: a local web page that lays out specs with toggles, served over HTTP.
        .target(
            name: "LayoutPlayground",
            dependencies: [
                "LayoutSpec", "LayoutRendering", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]),
        // The command-line tool: render, frames, explain, check, gallery and serve.
        .executableTarget(
            name: "openautolayout",
            dependencies: [
                "LayoutRendering", "LayoutSpec", "LayoutPlayground", "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Release-mode benchmarks against kiwisolver and a closed-form floor.
        .executableTarget(name: "SolverBenchmark", dependencies: ["Cassowary", "OpenAutoLayout", "OpenUIKit"]),
        // OracleAnswers/: what the differential test's LP oracle answered, read unless live.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["OracleAnswers"]),
        // Frame, inset and value assertions to 0.001 pt, shared by the layout test targets.
        .target(name: "LayoutAssertions", dependencies: ["OpenAutoLayout"], path: "Tests/LayoutAssertions"),
        .testTarget(name: "OpenAutoLayoutTests", dependencies: ["OpenAutoLayout", "LayoutAssertions"]),
        .testTarget(
            name: "OpenSnapKitTests", dependencies: ["OpenSnapKit", "OpenAutoLayout", "OpenUIKit", "LayoutAssertions"]),
        // Text/OracleAnswers/: what the text tests' font oracle answered, read unless live.
        .testTarget(
            name: "OpenUIKitTests", dependencies: ["OpenUIKit", "LayoutAssertions"], exclude: ["Text/OracleAnswers"]),
        // Fixtures/InterfaceBuilder/: storyboards and xibs the document tests lay out.
        .testTarget(
            name: "LayoutSpecTests", dependencies: ["LayoutSpec", "OpenUIKit", "InterfaceBuilder", "LayoutAssertions"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: ["LayoutRendering", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]),
        // Runs the built `openautolayout` binary end to end (the dependency makes SwiftPM build it).
        .testTarget(name: "CommandLineToolTests", dependencies: ["openautolayout"]),
        .testTarget(
            name: "LayoutPlaygroundTests", dependencies: ["LayoutPlayground", "LayoutSpec", "LayoutRendering"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder"], exclude: ["Fixtures"]),
        // Code written for iOS, unchanged but for `import OpenUIKit`, asserted against UIKit's frames.
        .testTarget(name: "UIKitSourceCompatibilityTests", dependencies: ["OpenUIKit", "OpenSnapKit"]),
        // The same, in the Swift 5 language mode: nonisolated helpers and XCTest methods use UIKit.
        .testTarget(
            name: "UIKitSwift5ModeTests", dependencies: ["OpenUIKit", "OpenSnapKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
