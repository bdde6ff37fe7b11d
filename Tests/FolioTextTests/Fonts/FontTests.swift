import FolioTestSupport
import FolioText
import Foundation
import Testing

@Suite("Fonts load from files with their metrics")
struct FontTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        var file: String
        var upem: Int
        var ascender: Int, descender: Int, lineGap: Int
        var capHeight: Int, xHeight: Int
        var underline: (position: Int, thickness: Int)
        var strikeout: (position: Int, thickness: Int)
        var italicAngle: Double
        var format: FontFormat
        var testDescription: String { file }
    }

    // Values read from the fonts' head, hhea, OS/2 and post tables. DejaVu's OS/2 table is
    // version 1 (no sCapHeight/sxHeight): cap height and x-height come from "H" and "x".
    // FreeSans Bold sets USE_TYPO_METRICS: its typo values replace hhea's 900/-200/100.
    static let expected: [Expected] = [
        Expected(file: "DejaVuSans.ttf", upem: 2048, ascender: 1901, descender: -483, lineGap: 0,
                 capHeight: 1493, xHeight: 1120, underline: (-40, 90), strikeout: (530, 102), italicAngle: 0, format: .trueType),
        Expected(file: "DejaVuSerif-Italic.ttf", upem: 2048, ascender: 1901, descender: -483, lineGap: 0,
                 capHeight: 1493, xHeight: 1063, underline: (-40, 90), strikeout: (530, 102), italicAngle: -11, format: .trueType),
        Expected(file: "NotoSansThai-Regular.ttf", upem: 1000, ascender: 1061, descender: -450, lineGap: 0,
                 capHeight: 714, xHeight: 556, underline: (-100, 50), strikeout: (334, 50), italicAngle: 0, format: .trueType),
        Expected(file: "FreeSansBold.otf", upem: 1000, ascender: 800, descender: -200, lineGap: 100,
                 capHeight: 729, xHeight: 540, underline: (-120, 69), strikeout: (258, 49), italicAngle: 0, format: .cff),
    ]

    @Test("metrics come from hhea, or OS/2 typo values when the font asks for them", arguments: expected)
    func metrics(e: Expected) throws {
        let m = try Fixture.font(e.file).metrics
        #expect(m.unitsPerEm == e.upem)
        #expect(m.ascender == e.ascender)
        #expect(m.descender == e.descender)
        #expect(m.lineGap == e.lineGap)
        #expect(m.capHeight == e.capHeight)
        #expect(m.xHeight == e.xHeight)
        #expect(m.underlinePosition == e.underline.position && m.underlineThickness == e.underline.thickness)
        #expect(m.strikeoutPosition == e.strikeout.position && m.strikeoutThickness == e.strikeout.thickness)
        #expect(m.italicAngle == e.italicAngle)
        #expect(m.isItalic == (e.italicAngle != 0))
        #expect(try Fixture.font(e.file).format == e.format)
    }

    @Test("names, bounding box, weight and glyph advances")
    func namesAndAdvances() throws {
        let sans = try Fixture.sans
        #expect(sans.postScriptName == "DejaVuSans")
        #expect(sans.familyName == "DejaVu Sans")
        #expect(sans.metrics.boundingBox == (-2090, -948, 3673, 2524))
        #expect(sans.metrics.weight == 400)
        #expect(try Fixture.font("DejaVuSans-Bold.ttf").metrics.weight == 700)
        #expect(try Fixture.font("DejaVuSansMono.ttf").metrics.isFixedPitch)
        let a = try #require(sans.nominalGlyph(for: "A"))
        #expect(sans.advance(ofGlyph: a) == 1401)
        #expect(sans.glyphName(a) == "A")
        #expect(sans.nominalGlyph(for: "\u{0E01}") == nil, "DejaVu Sans has no Thai")
    }

    @Test("a collection's faces load by index, and a bad index names the file and the count")
    func collections() throws {
        let first = try Fixture.font("wqy-microhei.ttc", index: 0)
        let second = try Fixture.font("wqy-microhei.ttc", index: 1)
        #expect(first !== second)
        #expect(first.postScriptName != second.postScriptName)
        let path = Fixture.path("wqy-microhei.ttc")
        #expect(throws: FontError.faceIndexOutOfRange(path: path, index: 7, faceCount: 2)) {
            try Font(path: path, index: 7)
        }
    }

    @Test("a missing file is an unreadable-font error naming the file")
    func missingFile() throws {
        let path = "/nonexistent/NoSuchFont.ttf"
        do {
            _ = try Font(path: path)
            Issue.record("loading a missing file succeeded")
        } catch {
            guard case .unreadable(let p, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(p == path)
            #expect(error.description.contains(path))
        }
    }

    @Test("a corrupt file is a typed error naming the file", arguments: ["garbage", "truncated"])
    func corruptFile(kind: String) throws {
        let dir = PDFTools.temporaryDirectory()
        let path = dir.appendingPathComponent("Broken-\(kind).ttf").path
        let original = try Data(contentsOf: URL(fileURLWithPath: Fixture.path("DejaVuSans.ttf")))
        let bytes = kind == "garbage" ? Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }) : original.prefix(600)
        try bytes.write(to: URL(fileURLWithPath: path))
        do {
            _ = try Font(path: path)
            Issue.record("loading a \(kind) font succeeded")
        } catch {
            guard case .corrupt(let p, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(p == path)
            #expect(error.description.contains(path))
        }
    }

    @Test("the cache gives one object per file, also to threads racing for it")
    func cacheIdentity() async throws {
        let cache = FontCache()
        let path = Fixture.path("DejaVuSans.ttf")
        let ids = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<16 {
                group.addTask { (try? cache.font(path: path)).map(ObjectIdentifier.init) }
            }
            var out: Set<ObjectIdentifier?> = []
            for await id in group { out.insert(id) }
            return out
        }
        #expect(ids.count == 1 && !ids.contains(nil))
        #expect(cache.count == 1)
    }

    @Test("one font shapes on many threads at once with the same result")
    func concurrentShaping() async throws {
        let font = try Fixture.serif
        let reference = Shaper().shape("office affine AVA", font: font).runs.flatMap(\.glyphs)
        let same = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let shaper = Shaper()
                    return (0..<50).allSatisfy { _ in shaper.shape("office affine AVA", font: font).runs.flatMap(\.glyphs) == reference }
                }
            }
            var all = true
            for await ok in group { all = all && ok }
            return all
        }
        #expect(same)
    }
}
