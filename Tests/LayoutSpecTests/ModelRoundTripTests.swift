import Foundation
import LayoutSpec
import Testing

/// A screen model written in the spec format reads back equal: through `JSONEncoder` and
/// `JSONDecoder`, and as YAML through the loader; the screen built from what was read back has
/// the same frames.
@MainActor @Suite struct ModelRoundTripTests {
    static func model(_ file: String) throws -> ScreenModel {
        try ScreenSpecLoader.model(contentsOf: examplesDirectory.appendingPathComponent(file))
    }

    static func frames(_ screen: LoadedScreen) -> [String] {
        screen.namedViews.map { "\($0.name) \($0.view.frame)" }
            + screen.namedGuides.map {
                "\($0.name) \($0.guide.layoutFrame)"
            }
    }

    @Test(arguments: ExampleSpecTests.examples) func jsonDecodesBackEqual(_ file: String) throws {
        let model = try Self.model(file)
        let data = try JSONEncoder().encode(model)
        let decoded = try JSONDecoder().decode(ScreenModel.self, from: data)
        #expect(decoded == model)
        let loaded = try ScreenSpecLoader.model(yaml: String(decoding: data, as: UTF8.self), fileName: "round.json")
        #expect(loaded == model)
    }

    @Test(arguments: ExampleSpecTests.examples) func yamlReadsBackEqualAndLaysOutTheSame(_ file: String) throws {
        let model = try Self.model(file)
        let yaml = try model.yaml()
        let read = try ScreenSpecLoader.model(yaml: yaml, fileName: "round.yaml")
        #expect(read == model, "\(yaml)")
        let original = try ScreenBuilder.build(model, fileName: file)
        let rebuilt = try ScreenBuilder.build(read, fileName: "round.yaml")
        #expect(Self.frames(rebuilt) == Self.frames(original))
        #expect(rebuilt.unmetExpectations().isEmpty)
    }

    @Test func locationsAreNotPartOfEquality() throws {
        let spaced =
            "controller:\n\n  name: main\n  view:\n    subviews: [{name: box}]\nconstraints: [box.width == 10]\n"
        let compact = "{controller: {name: main, view: {subviews: [{name: box}]}}, constraints: [box.width == 10]}"
        let first = try ScreenSpecLoader.model(yaml: spaced, fileName: "a.yaml")
        let second = try ScreenSpecLoader.model(yaml: compact, fileName: "b.yaml")
        #expect(first == second)
        #expect(first.constraints[0].location == SourceLocation(file: "a.yaml", line: 6, column: 15))
        #expect(second.constraints[0].location == SourceLocation(file: "b.yaml", line: 1, column: 75))
    }

    @Test func equationsAreWrittenInTheirShortestForm() throws {
        let text = """
            controller:
              name: main
              view:
                subviews: [{name: box}]
            constraints:
              - box.width == frame.width / 4 + 10 - 5 @high
              - box.top == safeArea.top - 8
              - {equation: box.height >= 44, identifier: tall, active: false}
              - box.edges == main.margins
            """
        let model = try ScreenSpecLoader.model(yaml: text, fileName: "forms.yaml")
        #expect(
            model.constraints.map(\.equation) == [
                "box.width == 0.25 * frame.width + 5 @750", "box.top == safeArea.top - 8", "box.height >= 44",
                "box.edges == main.margins",
            ])
        let yaml = try model.yaml()
        #expect(yaml.contains("- equation: box.height >= 44\n  identifier: tall\n  active: false"))
    }
}

/// Each part of the model decodes from its own piece of the spec format, with the loader's
/// messages for what does not fit.
@MainActor @Suite struct ModelPartDecodingTests {
    func decode<Part: Decodable>(_ type: Part.Type, _ json: String) throws -> Part {
        try JSONDecoder().decode(Part.self, from: Data(json.utf8))
    }

    @Test func partsDecodeFromTheSpecFormat() throws {
        #expect(
            try decode(ScreenModel.View.self, #"{"class": "UILabel", "name": "title", "text": "Hi", "font": 17}"#)
                == ScreenModel.View(.label(ScreenModel.Label(text: "Hi", font: .size(17))), name: "title"))
        #expect(
            try decode(ScreenModel.Constraint.self, #""box.top == safeArea.top + 8 @high""#)
                == ScreenModel.Constraint(
                    .named("box"), .top, .equal, .superview(.safeArea), .top, constant: 8, priority: 750))
        #expect(try decode(ScreenModel.ItemReference.self, #""main.margins""#) == .named("main", .margins))
        #expect(try decode(ScreenModel.Insets.self, "8") == ScreenModel.Insets(8))
        #expect(
            try decode(ScreenModel.Color.self, ##""#ff000080""##)
                == .rgba(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
        #expect(try decode(ScreenModel.Label.self, #"{"numberOfLines": 2}"#) == ScreenModel.Label(numberOfLines: 2))
    }

    @Test func partsThatDoNotFitGiveTheLoadersMessage() {
        do {
            _ = try decode(ScreenModel.View.self, #"{"name": "blue", "isHidden": "maybe"}"#)
            Issue.record("decoded a view with a text for a boolean")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "expected true or false for 'isHidden', found 'maybe'")
        } catch {
            Issue.record("\(error)")
        }
    }
}
