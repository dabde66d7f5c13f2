import Foundation
import LayoutSpec
import Testing

/// A model made in code, with no spec text, builds into the screen the same spec describes.
@MainActor @Suite struct ScreenBuilderTests {
    typealias Model = ScreenModel

    /// The first scene of the article “UIView margins”: blue fills the root view, orange fills
    /// blue's margins (50 pt, the top one 20 + 50 from the status bar).
    @Test func aModelMadeInCodeLaysOutAsItsSpec() throws {
        let orange = Model.View(name: "orange", color: .named("orange"))
        let blue = Model.View(name: "blue", color: .named("blue"), layoutMargins: Model.Insets(50), subviews: [orange])
        let model = Model(
            device: .iPhone8, systemVersion: 11,
            controller: Model.Controller(
                .view(.init(view: Model.View(color: .named("white"), subviews: [blue]))), name: "main"),
            constraints: [
                Model.Constraint(.named("blue"), .edges, .equal, .superview()),
                Model.Constraint(.named("orange"), .edges, .equal, .named("blue", .margins)),
            ],
            expectations: ["orange": [.frame: Model.ExpectedValue([50, 70, 275, 547])]])
        let screen = try ScreenBuilder.build(model, fileName: "margins")
        #expect(screen.name == "margins")
        #expect(screen.namedViews.map(\.name) == ["main", "blue", "orange"])
        #expect(screen.view(named: "blue")?.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.view(named: "orange")?.frame == CGRect(x: 50, y: 70, width: 275, height: 547))
        #expect(screen.view(named: "orange")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(screen.unmetExpectations().isEmpty)
        #expect(screen.diagnostics.isEmpty)
        let spec = """
            device: iPhone8
            systemVersion: 11
            controller:
              name: main
              view:
                color: white
                subviews:
                  - name: blue
                    color: blue
                    layoutMargins: 50
                    subviews: [{name: orange, color: orange}]
            constraints:
              - blue.edges == superview
              - orange.edges == blue.margins
            expect:
              orange: {frame: [50, 70, 275, 547]}
            """
        #expect(try ScreenSpecLoader.model(yaml: spec, fileName: "margins.yaml") == model)
    }

    /// A table view controller in a navigation controller, iOS 10 mode: the translucent bar
    /// insets the table's content by 64 pt; an opaque one moves the table below it.
    @Test func containersBarsAndTablesFromCode() throws {
        func table(translucent: Bool) throws -> UITableView {
            let table = Model.Controller(
                .tableView(.init(view: Model.View(.tableView(Model.TableView(rows: Model.TableRows(count: 30)))))),
                name: "table")
            let navigation = Model.Controller(
                .navigation(
                    .init(viewControllers: [table], navigationBar: Model.NavigationBar(translucent: translucent))))
            let screen = try ScreenBuilder.build(Model(systemVersion: 10, controller: navigation), fileName: "table")
            return try #require(screen.view(named: "table") as? UITableView)
        }
        let translucent = try table(translucent: true)
        #expect(translucent.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(translucent.contentInset.top == 64)
        let opaque = try table(translucent: false)
        #expect(opaque.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(opaque.contentInset.top == 0)
    }

    @Test func visualFormatsAndSnapKitLinesFromCode() throws {
        let box = Model.View(name: "box", snapKit: [Model.SnapKitLine("make.height.equalTo(50)")])
        let model = Model(
            controller: Model.Controller(.view(.init(view: Model.View(subviews: [box]))), name: "main"),
            visualFormats: [Model.VisualFormat("H:|-(inset)-[box]-(inset)-|", metrics: ["inset": 30])])
        let screen = try ScreenBuilder.build(model, fileName: "code")
        #expect(screen.view(named: "box")?.frame == CGRect(x: 30, y: 0, width: 315, height: 50))
    }

    /// Without a location, an error names the file the builder was given, at 0:0.
    @Test func problemsOfAModelMadeInCodeNameTheFile() {
        let model = Model(
            controller: Model.Controller(.view(.init())), constraints: [Model.Constraint(.named("ghost"), .width)])
        #expect(throws: SpecError(file: "code", line: 0, column: 0, message: "unknown view or layout guide 'ghost'")) {
            try ScreenBuilder.build(model, fileName: "code")
        }
        let twice = Model(
            controller: Model.Controller(
                .view(.init(view: Model.View(subviews: [Model.View(name: "a"), Model.View(name: "a")])))))
        #expect(throws: SpecError(file: "code", line: 0, column: 0, message: "duplicate name 'a'")) {
            try ScreenBuilder.build(twice, fileName: "code")
        }
    }

    /// A model read from a file and then changed still reports problems where the file says.
    @Test func problemsOfAnEditedModelKeepTheirFileLineAndColumn() throws {
        var model = try ScreenSpecLoader.model(
            yaml:
                "controller:\n  name: main\n  view:\n    subviews: [{name: box}]\nconstraints:\n  - box.top == main.top\n",
            fileName: "screens/box.yaml")
        model.constraints[0].secondAttribute = .width
        #expect(
            throws: SpecError(
                file: "screens/box.yaml", line: 6, column: 5,
                message: "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:"
                    + "multiplier:constant:]: Invalid pairing of layout attributes.")
        ) {
            try ScreenBuilder.build(model, fileName: "elsewhere.yaml")
        }
        model.constraints[0].secondAttribute = .top
        model.constraints[0].secondItem = .named("main", .superview, .superview)
        model.constraints[0].secondItem?.stepLocations = [
            SourceLocation(file: "screens/box.yaml", line: 6, column: 21),
            SourceLocation(file: "screens/box.yaml", line: 6, column: 31),
        ]
        #expect(
            throws: SpecError(
                file: "screens/box.yaml", line: 6, column: 31,
                message: "'main.superview.superview.top' has no superview")
        ) {
            try ScreenBuilder.build(model, fileName: "elsewhere.yaml")
        }
    }
}
