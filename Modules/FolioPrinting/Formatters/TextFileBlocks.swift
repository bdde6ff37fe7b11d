#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FolioLayout
import FolioText

/// Cuts a UTF-8 text file into blocks for the flow engine as it reads it, line by line, as
/// ``TextBlocks`` cuts text: runs of text lines, runs of blank lines, page breaks at form feeds,
/// at most ``TextBlocks/maximumBlockLength`` UTF-16 units each. Memory holds one block,
/// however long the file.
///
/// The file is read again on each layout pass. Invalid UTF-8 is replaced with U+FFFD (check
/// the file first when that matters); a file that cannot be opened gives no blocks.
final class TextFileBlocks: IteratorProtocol {
    private let attributes: TextAttributes
    private let paragraphStyle: ParagraphStyle
    /// Every block's style, made once.
    private let blockStyle = BlockStyle(margins: .zero)
    private var file: UnsafeMutablePointer<FILE>?
    // `@exclusivity(unchecked)`: changed for every line or glyph, so not checked at run time (Performance.md).
    /// The UTF-8 bytes of the lines of the block being made, decoded when it is done (bytes
    /// that are not UTF-8 become U+FFFD then, as line by line).
    @exclusivity(unchecked) private var pending: [UInt8] = []
    private var pendingIsBlank = false
    /// The UTF-16 length of the pending lines.
    private var pendingUnits = 0
    @exclusivity(unchecked) private var queue: [Block] = []
    /// The next block of `queue` to give out: taking from the front of an array moves the rest,
    /// and a line of 100,000 form feeds queues as many page breaks (it took 1.7 s, 200,000 took
    /// 6.9 s).
    private var head = 0
    private var madeAny = false
    /// Whether a block was queued since the last page break (see ``TextBlocks``).
    private var pageHasContent = false
    /// getline's buffer, kept from line to line (it grows to the longest line).
    private var lineBuffer: UnsafeMutablePointer<CChar>?
    private var lineCapacity = 0

    init(path: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle) {
        self.attributes = attributes
        self.paragraphStyle = paragraphStyle
        file = fopen(path, "rb")
    }

    deinit {
        if let file { fclose(file) }
        free(lineBuffer)
    }

    func next() -> Block? {
        if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
        }
        while queue.isEmpty {
            guard let line = readLine() else {
                flush()
                if queue.isEmpty && !madeAny { madeAny = true; return block("") }
                break
            }
            if line.hasFormFeed {
                add(String(decoding: line.bytes, as: UTF8.self), hasFormFeed: true)
            } else {
                add(line.bytes)
            }
        }
        guard head < queue.count else { return nil }
        madeAny = true
        head += 1
        return queue[head - 1]
    }

    /// Adds a line without a form feed as its bytes: the common case, a line that fits in the
    /// block, needs no string of its own. (Its bytes are at least as many as the UTF-16 units
    /// they decode to, so a line that fits by its bytes fits.)
    private func add(_ line: UnsafeRawBufferPointer) {
        guard pendingUnits + line.count <= TextBlocks.maximumBlockLength else {
            add(String(decoding: line, as: UTF8.self), hasFormFeed: false)
            return
        }
        let blank = Self.isBlank(line)
        // Text lines and blank lines make separate blocks.
        if !pending.isEmpty && blank != pendingIsBlank { flush() }
        pending.append(contentsOf: line)
        pendingUnits += line.count
        pendingIsBlank = blank
    }

    /// Adds a line. `hasFormFeed` was found on its bytes, which is cheaper than asking the
    /// string.
    private func add(_ line: String, hasFormFeed: Bool) {
        // A form feed ends the page; what follows it on the line starts the next one.
        if hasFormFeed {
            let parts = line.split(separator: "\u{0C}", omittingEmptySubsequences: false)
            for (i, part) in parts.enumerated() {
                if i > 0 {
                    flush()
                    // Each form feed ends a page, an empty one too.
                    if !pageHasContent { queue.append(.spacer(0)) }
                    queue.append(.pageBreak)
                    pageHasContent = false
                }
                if !part.isEmpty { add(String(part), hasFormFeed: false) }
            }
            return
        }
        let limit = TextBlocks.maximumBlockLength
        var rest = Substring(line)
        while !rest.isEmpty {
            // A line has at least as many UTF-8 bytes as UTF-16 units: most need no counting.
            let units = pendingUnits + rest.utf8.count <= limit ? rest.utf8.count : rest.utf16.count
            if pendingUnits + units <= limit {
                let blank = Self.isBlank(rest.utf8)
                // Text lines and blank lines make separate blocks.
                if !pending.isEmpty && blank != pendingIsBlank { flush() }
                pending.append(contentsOf: rest.utf8)
                pendingUnits += units
                pendingIsBlank = blank
                return
            }
            // The block is full: the line starts the next one, whose first piece it fills when
            // the line is longer than a block (as many scalars as fit, a surrogate pair whole).
            flush()
            guard units > limit else { continue }
            var end = rest.unicodeScalars.startIndex, taken = 0
            while end < rest.unicodeScalars.endIndex {
                let n = UTF16.width(rest.unicodeScalars[end])
                if taken + n > limit { break }
                taken += n
                end = rest.unicodeScalars.index(after: end)
            }
            let piece = rest[..<end]
            pending.append(contentsOf: piece.utf8)
            pendingUnits = taken
            pendingIsBlank = Self.isBlank(piece.utf8)
            flush()
            rest = rest[end...]
        }
    }

    private static func isBlank(_ line: some Sequence<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        queue.append(block(String(decoding: pending, as: UTF8.self)))
        pageHasContent = true
        pending.removeAll(keepingCapacity: true)
        pendingUnits = 0
    }

    private func block(_ text: String) -> Block {
        .paragraph(Paragraph(AttributedText(text, attributes: attributes), style: blockStyle, paragraphStyle: paragraphStyle))
    }

    /// The bytes of the next line with its line feed (valid until the next line is read) and
    /// whether it holds a form feed, or `nil` at the end of the file. A byte order mark at the
    /// start of the file is dropped.
    private func readLine() -> (bytes: UnsafeRawBufferPointer, hasFormFeed: Bool)? {
        guard let file else { return nil }
        let n = getline(&lineBuffer, &lineCapacity, file)
        guard n > 0, let buffer = lineBuffer else { return nil }
        var bytes = UnsafeRawBufferPointer(start: buffer, count: n)
        if pending.isEmpty && !madeAny && queue.isEmpty, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
        }
        return (bytes, memchr(buffer, 0x0C, n) != nil)
    }
}
