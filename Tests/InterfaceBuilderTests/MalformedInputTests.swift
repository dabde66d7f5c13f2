import Foundation
import InterfaceBuilder
import Testing

/// Input that is not a readable iOS storyboard or xib throws an ``IBParseError`` naming the file,
/// line and column; no input makes the parser trap.
@Suite struct MalformedInputTests {
    private func failure(parsing text: String, fileName: String = "Broken.storyboard") -> IBParseError? {
        do {
            _ = try IBDocument.parse(text, fileName: fileName)
            return nil
        } catch {
            return error
        }
    }

    private func fixtureLines(_ count: Int) throws -> String {
        let lines = try Fixture.text("ModernProfile.storyboard").split(
            separator: "\n", omittingEmptySubsequences: false)
        return lines[0..<count].joined(separator: "\n") + "\n"
    }

    @Test func documentCutAfterAStartTagNamesTheUnclosedElement() throws {
        let error = try #require(failure(parsing: try fixtureLines(36)))
        #expect(error.kind == .malformedXML)
        #expect(error.location == SourceLocation(line: 36, column: 259))
        #expect(
            error.description
                == "Broken.storyboard:36:259: error: the document ends inside <imageView> opened at 36:29 (truncated?)")
    }

    @Test func documentCutInsideAnAttributeValue() throws {
        let text = String(try Fixture.text("ModernProfile.storyboard").prefix(2000))
        let error = try #require(failure(parsing: text))
        #expect(error.description == "Broken.storyboard:31:87: error: an attribute value that is never closed")
    }

    @Test func mismatchedClosingTagNamesTheOpenElement() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n"
        let error = try #require(failure(parsing: text, fileName: "Cell.xib"))
        #expect(error.kind == .malformedXML)
        #expect(
            error.description
                == "Cell.xib:3:12: error: a closing tag that does not match the open element <objects> opened at 2:3")
    }

    @Test func emptyAndBinaryInputHaveNoRootElement() throws {
        for text in ["", "\u{0}\u{1}binary", "just some words"] {
            let error = try #require(failure(parsing: text))
            #expect(error.description == "Broken.storyboard:1:1: error: not XML: the text has no root element")
        }
    }

    @Test func secondRootElementIsExtraContent() throws {
        let text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"/>\n<document/>"
        #expect(
            failure(parsing: text)?.description == "Broken.storyboard:2:1: error: extra content after the root element")
    }

    @Test func xmlThatIsNotADocumentIsRefused() throws {
        let plist = try #require(failure(parsing: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"))
        #expect(plist.kind == .notInterfaceBuilderDocument)
        #expect(
            plist.description
                == "Broken.storyboard:2:1: error: not an Interface Builder document: the root element is <plist>, not <document>"
        )
        let untyped = try #require(failure(parsing: "<document version=\"3.0\"/>"))
        #expect(untyped.message == "not an Interface Builder document: <document> has no type attribute")
        let unknown = try #require(failure(parsing: "<document type=\"com.example.Layout\"/>"))
        #expect(unknown.message == "not an Interface Builder document: unknown document type 'com.example.Layout'")
    }

    @Test func macOSWatchOSAndXcode4DocumentsAreUnsupported() throws {
        let mac = try #require(
            failure(parsing: "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\"/>"))
        #expect(mac.kind == .unsupportedDocument)
        #expect(
            mac.message
                == "'com.apple.InterfaceBuilder3.Cocoa.XIB' is a macOS (AppKit) document; only iOS and tvOS (UIKit) storyboards and xibs are read"
        )
        let watch = try #require(
            failure(parsing: "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\"/>"))
        #expect(watch.kind == .unsupportedDocument)
        let archive = try #require(
            failure(parsing: "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"/>"))
        #expect(archive.kind == .unsupportedDocument)
        #expect(archive.location == SourceLocation(line: 1, column: 1))
        #expect(archive.message.hasPrefix("the document uses Interface Builder's Xcode 4 archive format"))
    }

    @Test func entityDeclarationsAreRefusedBeforeParsing() throws {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY a \"aaaa\">]>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" t=\"&a;\"/>"
        #expect(
            failure(parsing: text)?.description
                == "Broken.storyboard:2:14: error: the document declares an entity (<!ENTITY); Interface Builder documents declare none"
        )
    }

    @Test func nestingDeeperThan256LevelsIsRefused() throws {
        let text =
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n" + String(repeating: "<v>", count: 300)
        let error = try #require(failure(parsing: text))
        #expect(error.description == "Broken.storyboard:2:766: error: elements nest deeper than 256 levels")
    }

    @Test func missingFileIsUnreadable() throws {
        let url = Fixture.url("NoSuchFile.storyboard")
        #expect(throws: IBParseError.self) { try IBDocument.load(contentsOf: url) }
        do {
            _ = try IBDocument.load(contentsOf: url)
        } catch {
            #expect(error.kind == .unreadableFile)
            #expect(error.location == nil)
            #expect(error.description.hasPrefix("\(url.path): error: cannot read the file"))
        }
    }

    @Test func everyPrefixOfADocumentParsesOrThrows() throws {
        let data = Data(try Fixture.text("TwoViewsAndCell.xib").utf8)
        var parsed = 0
        for length in stride(from: 0, through: data.count, by: 3) {
            if (try? IBDocument.parse(data.prefix(length), fileName: "prefix.xib")) != nil { parsed += 1 }
        }
        #expect(parsed == 0)
        #expect(try IBDocument.parse(data, fileName: "whole.xib").topLevelViews.count == 3)
    }

    @Test func randomByteMutationsNeverTrap() throws {
        var generator = SplitMix64(seed: 0x1B_10AD)
        let original = Array(try Fixture.text("SizeClassVariations.storyboard").utf8)
        var outcomes = (parsed: 0, refused: 0)
        for _ in 0..<400 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                _ = try IBDocument.parse(Data(bytes), fileName: "mutated.storyboard")
                outcomes.parsed += 1
            } catch {
                #expect(!error.message.isEmpty)
                outcomes.refused += 1
            }
        }
        #expect(outcomes.parsed + outcomes.refused == 400)
        #expect(outcomes.parsed > 0 && outcomes.refused > 0)
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let bytes = (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(throws: IBParseError.self) { try IBDocument.parse(Data(bytes), fileName: "noise") }
        }
    }
}

/// A small deterministic random number generator (SplitMix64), so failures replay.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
