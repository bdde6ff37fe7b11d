import FolioTestSupport
import Foundation
import Testing

/// Forty-one ways to call `folio` wrongly: each exits with its sysexits code, says what was wrong
/// on standard error, and leaves no PDF (nor a temporary file) behind.
@Suite("folio: bad input and bad options")
struct BadInputTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let args: [String]
        let code: Int32
        let message: String
        var stdin: [UInt8]? = nil
        var description: String { name }
    }

    // In the arguments, IN is a good text file, OUT the output path, DIR the scratch folder.
    static let cases: [Case] = [
        Case(name: "missing input", args: ["DIR/nope.txt", "-o", "OUT"], code: 66, message: "no such file"),
        Case(name: "folder as input", args: ["DIR", "-o", "OUT"], code: 66, message: "is a folder"),
        Case(name: "Latin-1 text", args: ["DIR/latin1.txt", "-o", "OUT"], code: 65, message: "not valid UTF-8"),
        Case(name: "NUL bytes", args: ["DIR/binary.txt", "-o", "OUT"], code: 65, message: "NUL"),
        Case(name: "output is the input", args: ["IN", "-o", "IN"], code: 64, message: "is an input"),
        Case(name: "output folder missing", args: ["IN", "-o", "DIR/no/such/out.pdf"], code: 73, message: "does not exist"),
        Case(name: "unknown paper", args: ["IN", "-o", "OUT", "--paper", "napkin"], code: 64, message: "--paper"),
        Case(name: "zero paper size", args: ["IN", "-o", "OUT", "--paper", "0x0"], code: 64, message: "--paper"),
        Case(name: "bad orientation", args: ["IN", "-o", "OUT", "--orientation", "sideways"], code: 64, message: "--orientation"),
        Case(name: "margin not a length", args: ["IN", "-o", "OUT", "--margin", "wide"], code: 64, message: "--margin"),
        Case(name: "negative margin", args: ["IN", "-o", "OUT", "--margin=-5mm"], code: 64, message: "--margin"),
        Case(name: "three margins", args: ["IN", "-o", "OUT", "--margins", "1in,1in,1in"], code: 64, message: "four lengths"),
        Case(name: "margins fill the page", args: ["IN", "-o", "OUT", "--margin", "5in"], code: 64, message: "leave no room"),
        Case(name: "zero font size", args: ["IN", "-o", "OUT", "--font-size", "0"], code: 64, message: "--font-size"),
        Case(name: "huge font size", args: ["IN", "-o", "OUT", "--font-size", "5000"], code: 64, message: "--font-size"),
        Case(name: "zero line height", args: ["IN", "-o", "OUT", "--line-height", "0"], code: 64, message: "--line-height"),
        Case(name: "bad alignment", args: ["IN", "-o", "OUT", "--align", "middle"], code: 64, message: "--align"),
        Case(name: "bad duplex", args: ["IN", "-o", "OUT", "--duplex", "both"], code: 64, message: "--duplex"),
        Case(name: "page zero", args: ["IN", "-o", "OUT", "--pages", "0"], code: 64, message: "--pages"),
        Case(name: "backwards range", args: ["IN", "-o", "OUT", "--pages", "5-2"], code: 64, message: "--pages"),
        Case(name: "pages beyond the document", args: ["IN", "-o", "OUT", "--pages", "99"], code: 64, message: "--pages"),
        Case(name: "zero tab width", args: ["IN", "-o", "OUT", "--tab-width", "0"], code: 64, message: "--tab-width"),
        Case(name: "unknown format", args: ["IN", "-o", "OUT", "--format", "pdf"], code: 64, message: "--format"),
        Case(name: "missing font folder", args: ["IN", "-o", "OUT", "--font-dir", "DIR/nofonts"], code: 66, message: "--font-dir"),
        Case(name: "unknown font", args: ["IN", "-o", "OUT", "--font", "No Such Family"], code: 64, message: "is not an installed font family"),
        // The font library loads while the input is read; its errors still come first.
        Case(name: "unknown font and a missing input", args: ["DIR/nope.txt", "-o", "OUT", "--font", "No Such Family"], code: 64, message: "--font"),
        Case(name: "unknown font and Latin-1 text", args: ["DIR/latin1.txt", "-o", "OUT", "--font", "No Such Family"], code: 64, message: "--font"),
        Case(name: "unknown font and standard input", args: ["-", "-o", "OUT", "--font", "No Such Family"], code: 64, message: "--font", stdin: Array("x".utf8)),
        Case(name: "missing font folder and a missing HTML input", args: ["DIR/nope.html", "-o", "OUT", "--font-dir", "DIR/nofonts"], code: 66, message: "--font-dir"),
        Case(name: "standard input without -o", args: ["-"], code: 64, message: "standard input", stdin: Array("x".utf8)),
        Case(name: "standard input twice", args: ["-", "-", "-o", "DIR/outs/"], code: 64, message: "only once", stdin: Array("x".utf8)),
        Case(name: "two inputs to standard output", args: ["IN", "DIR/other.txt", "-o", "-"], code: 64, message: "standard output"),
        Case(name: "two inputs to a file", args: ["IN", "DIR/other.txt", "-o", "DIR/existing.pdf"], code: 64, message: "is a file"),
        Case(name: "two inputs, one name", args: ["IN", "DIR/sub/in.txt", "-o", "DIR/outs/"], code: 64, message: "same PDF"),
        Case(name: "invalid UTF-8 on standard input", args: ["-", "-o", "OUT"], code: 65, message: "not valid UTF-8", stdin: [0x41, 0xC3, 0x28, 0x41]),
        // FF FE is UTF-16's little-endian byte-order mark; three bytes cut its second unit.
        Case(name: "UTF-16 cut short on standard input", args: ["-", "-o", "OUT"], code: 65, message: "middle of a UTF-16 character", stdin: [0xFF, 0xFE, 0x41]),
        Case(name: "UTF-16 with a lone surrogate", args: ["-", "-o", "OUT"], code: 65, message: "not valid UTF-16", stdin: [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xDC]),
        Case(name: "UTF-16 without a byte-order mark", args: ["DIR/unmarked.txt", "-o", "OUT"], code: 65, message: "iconv -f UTF-16LE"),
        Case(name: "an endless device of NULs", args: ["/dev/zero", "-o", "OUT"], code: 65, message: "/dev/zero contains NUL bytes"),
        Case(name: "HTML of NULs", args: ["/dev/zero", "--format", "html", "-o", "OUT"], code: 65, message: "NUL bytes"),
        Case(name: "input larger than --max-input", args: ["IN", "-o", "OUT", "--max-input", "10"], code: 65, message: "larger than --max-input 10 bytes"),
        Case(name: "standard input longer than --max-input", args: ["-", "-o", "OUT", "--max-input", "1K"], code: 65, message: "standard input is longer than --max-input 1 KiB",
             stdin: Array(String(repeating: "y\n", count: 600).utf8)),
        // ArgumentParser takes "-1" for an option ("Missing value"); folio says what is wrong.
        Case(name: "negative font size", args: ["IN", "-o", "OUT", "--font-size", "-1"], code: 64, message: "--font-size must be positive"),
        Case(name: "negative font size with =", args: ["IN", "-o", "OUT", "--font-size=-1"], code: 64, message: "--font-size must be positive"),
        Case(name: "negative line height", args: ["IN", "-o", "OUT", "--line-height", "-.5"], code: 64, message: "--line-height must be positive"),
        Case(name: "negative jobs", args: ["IN", "-o", "OUT", "-j", "-2"], code: 64, message: "--jobs must be positive"),
        Case(name: "negative tab width", args: ["IN", "-o", "OUT", "--tab-width", "-4"], code: 64, message: "--tab-width must be positive"),
        Case(name: "input is a loop of links", args: ["DIR/loop1.txt", "-o", "OUT"], code: 66, message: "symbolic links"),
        Case(name: "output is a loop of links", args: ["IN", "-o", "DIR/loop1.txt"], code: 73, message: "symbolic links"),
        Case(name: "font folder is a device", args: ["IN", "-o", "OUT", "--font-dir", "/dev/null"], code: 66, message: "--font-dir /dev/null is not a folder"),
        Case(name: "image root missing", args: ["DIR/empty.html", "-o", "OUT", "--image-root", "DIR/noimages"], code: 66, message: "--image-root"),
        Case(name: "two inputs to a new path without /", args: ["IN", "DIR/other.txt", "-o", "DIR/one.pdf"], code: 64, message: "end the path with /"),
        Case(name: "--max-input not a size", args: ["IN", "-o", "OUT", "--max-input", "lots"], code: 64, message: "--max-input \"lots\" is not a size"),
        Case(name: "empty HTML", args: ["DIR/empty.html", "-o", "OUT"], code: 65, message: "has no content"),
        // A font cut short: fontconfig and FreeType read it, HarfBuzz cannot subset it.
        Case(name: "damaged font", args: ["IN", "-o", "OUT", "--font-dir", "DIR/fonts", "--font", "Broken"], code: 65, message: "may be damaged"),
        // A table directory that claims 256 more tables than it has: fontconfig still finds the
        // family, HarfBuzz finds no glyphs. Bad data (65), as a damaged input is, not a missing file.
        Case(name: "font with a damaged table directory", args: ["IN", "-o", "OUT", "--font-dir", "DIR/fonts", "--font", "Faulty Serif"],
             code: 65, message: "is damaged or not a font"),
        Case(name: "unknown option", args: ["IN", "--colour", "red"], code: 64, message: "Unknown option"),
        Case(name: "no input", args: [], code: 64, message: "Missing expected argument"),
        Case(name: "empty input name", args: ["", "-o", "OUT"], code: 64, message: "name is empty"),
        Case(name: "empty output path", args: ["IN", "-o", ""], code: 64, message: "-o is empty"),
    ]

    @Test("exit code, message, and no output", arguments: cases)
    func badCall(_ c: Case) throws {
        let dir = PDFTools.temporaryDirectory()
        let fm = FileManager.default
        try Data("Hello, world.\n".utf8).write(to: dir.appendingPathComponent("in.txt"))
        try Data("Another file.\n".utf8).write(to: dir.appendingPathComponent("other.txt"))
        try Data([0x63, 0x61, 0x66, 0xE9, 0x0A]).write(to: dir.appendingPathComponent("latin1.txt"))
        try Data([0x61, 0x00, 0x62]).write(to: dir.appendingPathComponent("binary.txt"))
        try Data("plain words\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: dir.appendingPathComponent("unmarked.txt"))
        try Data("%PDF".utf8).write(to: dir.appendingPathComponent("existing.pdf"))
        try Data("<!doctype html><title>t</title>\r\n".utf8).write(to: dir.appendingPathComponent("empty.html"))
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop1.txt").path, withDestinationPath: "loop2.txt")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("loop2.txt").path, withDestinationPath: "loop1.txt")
        try fm.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data("Same name.\n".utf8).write(to: dir.appendingPathComponent("sub/in.txt"))
        let serif = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts/DejaVuSerif.ttf"))
        try fm.createDirectory(at: dir.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        try serif.prefix(serif.count * 9 / 10).write(to: dir.appendingPathComponent("fonts/Broken.ttf"))
        try DamagedFonts.brokenTableDirectory(family: "Faulty Serif").write(to: dir.appendingPathComponent("fonts/Damaged.ttf"))
        let before = Set(try fm.subpathsOfDirectory(atPath: dir.path))
        let args = c.args.map {
            $0.replacingOccurrences(of: "IN", with: dir.appendingPathComponent("in.txt").path)
                .replacingOccurrences(of: "OUT", with: dir.appendingPathComponent("out.pdf").path)
                .replacingOccurrences(of: "DIR", with: dir.path)
        }
        let r = try PDFTools.run(FolioCommandTests.binary, args, stdin: c.stdin)
        #expect(r.status == c.code, "\(c.name): exit \(r.status), \(r.stderr)")
        #expect(r.stderr.contains(c.message), "\(c.name): \(r.stderr)")
        #expect(r.stdout.isEmpty || c.code == 0, "\(c.name): wrote to standard output")
        let after = Set(try fm.subpathsOfDirectory(atPath: dir.path))
        #expect(after.subtracting(before).filter { !$0.hasPrefix("outs") }.isEmpty, "\(c.name): left \(after.subtracting(before))")
    }

    @Test("a file is checked in pieces: a character across a piece's end is text, a bad byte or NUL past it is not")
    func checkedPastTheFirstMegabyte() throws {
        let dir = PDFTools.temporaryDirectory()
        let words = Array(String(repeating: "word ", count: (1 << 20) / 5).utf8.prefix((1 << 20) - 1))
        // 450 KB with no ASCII byte but the last: one stretch of three-byte characters across pieces.
        let japanese = Array(String(repeating: "日本語", count: 50_000).utf8) + Array(" word é end\n".utf8)
        let files: [(name: String, bytes: [UInt8], code: Int32, message: String)] = [
            ("straddle", words + Array("é end\n".utf8), 0, ""),
            ("bad", words + [0x20, 0xFF, 0x0A], 65, "not valid UTF-8"),
            ("cut", words + [0xC3], 65, "not valid UTF-8"),
            ("nul", words + [0x20, 0x00, 0x0A], 65, "NUL bytes"),
            ("stretch", japanese, 0, ""),
            ("stretch cut", Array(japanese.dropLast(13)) + [0xE6, 0x97, 0x20], 65, "not valid UTF-8"),
            ("surrogate", words + [0x20, 0xED, 0xA0, 0x80, 0x0A], 65, "not valid UTF-8"),
            ("overlong", Array("a ".utf8) + [0xC0, 0xAF] + Array(" b\n".utf8), 65, "not valid UTF-8"),
        ]
        for f in files {
            let input = dir.appendingPathComponent("\(f.name).txt"), output = dir.appendingPathComponent("\(f.name).pdf")
            try Data(f.bytes).write(to: input)
            let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", output.path])
            #expect(r.status == f.code, "\(f.name): exit \(r.status), \(r.stderr)")
            #expect(f.code == 0 ? r.stderr.isEmpty : r.stderr.contains(f.message), "\(f.name): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: output.path) == (f.code == 0), "\(f.name)")
            if f.code == 0 { #expect(try PDFTools.text(output.path).split(whereSeparator: \.isWhitespace).suffix(6).joined(separator: " ").contains("word é end")) }
        }
    }

    @Test("-o /proc/version says why it cannot be written there, not \"no such file\"")
    func virtualFileSystem() throws {
        let dir = PDFTools.temporaryDirectory()
        let input = dir.appendingPathComponent("in.txt")
        try Data("Hello.\n".utf8).write(to: input)
        let r = try PDFTools.run(FolioCommandTests.binary, [input.path, "-o", "/proc/version"])
        #expect(r.status == 73, "exit \(r.status): \(r.stderr)")
        #expect(!r.stderr.contains("No such file") && !r.stderr.contains("does not exist"), "\(r.stderr)")
        #expect(r.stderr.contains("takes no new files") || r.stderr.contains("permission denied"), "\(r.stderr)")
    }

    @Test("the table has at least thirty cases")
    func count() {
        #expect(Self.cases.count >= 30)
    }
}
