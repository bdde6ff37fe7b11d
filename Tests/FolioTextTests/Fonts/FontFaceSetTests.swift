import FolioText
import Testing

@Suite("Font faces registered for a family (CSS @font-face matching)")
struct FontFaceSetTests {
    /// A set of "F" faces at the weights given, upright, each file named after its weight.
    private func faces(_ weights: [Int], italic: [Int] = []) -> FontFaceSet {
        var set = FontFaceSet()
        for w in weights { set.register(family: "F", path: "/f/\(w).ttf", weights: w...w) }
        for w in italic { set.register(family: "F", path: "/f/\(w)i.ttf", weights: w...w, slant: .italic) }
        return set
    }

    @Test("weight matching per CSS Fonts 4 §5.2", arguments: [
        // (wanted, faces, chosen)
        (400, [300, 500, 600], 500), (450, [300, 600], 300), (500, [300, 400, 700], 400), (400, [600, 700], 600),
        (300, [100, 200, 500], 200), (300, [500, 700], 500), (700, [300, 600, 800], 800), (700, [300, 600], 600),
        (900, [100, 400], 400), (600, [600, 700], 600),
    ])
    func weight(wanted: Int, available: [Int], chosen: Int) throws {
        #expect(faces(available).face(family: "f", weight: wanted, italic: false)?.path == "/f/\(chosen).ttf")
    }

    @Test("slant first: italic wanted takes an italic face of another weight over an upright of the same; an upright falls back to italic")
    func slant() throws {
        let set = faces([400, 700], italic: [400])
        #expect(set.face(family: "F", weight: 700, italic: true)?.path == "/f/400i.ttf")
        #expect(set.face(family: "F", weight: 700, italic: false)?.path == "/f/700.ttf")
        #expect(faces([], italic: [700]).face(family: "F", weight: 400, italic: false)?.path == "/f/700i.ttf")
        #expect(set.face(family: "G", weight: 400, italic: false) == nil)
    }

    @Test("a range holds the weights inside it; the first of equal faces wins")
    func ranges() throws {
        var set = FontFaceSet()
        set.register(family: "V", path: "/v.ttf", weights: 100...900)
        set.register(family: "V", path: "/w.ttf", weights: 100...900)
        #expect(set.face(family: "V", weight: 650, italic: false)?.path == "/v.ttf")
    }

    @Test("resolving a TextFont: the registered family's file, the families after it kept; others untouched")
    func resolving() throws {
        let set = faces([400, 700])
        let bold = set.resolving(TextFont(families: ["F", "sans-serif"], size: 11, weight: 700))
        #expect(bold.file?.path == "/f/700.ttf" && bold.family == "sans-serif" && bold.size == 11 && bold.weight == 700)
        // A generic family before it wins: the font is left as it is.
        let generic = TextFont(families: ["monospace", "F"], size: 9)
        #expect(set.resolving(generic) == generic)
        // A family not installed before it is passed over.
        let after = set.resolving(TextFont(families: ["No Such Family 7f3a", "F"], size: 9))
        #expect(after.file?.path == "/f/400.ttf")
        #expect(FontFaceSet().resolving(generic) == generic && FontFaceSet().isEmpty)
    }
}
