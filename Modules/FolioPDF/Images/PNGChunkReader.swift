import CZlib

/// One chunk of a PNG file: its four-letter type and where its data lies in the file.
struct PNGChunk {
    /// The chunk type as a big-endian number, e.g. `0x49484452` for "IHDR".
    var type: UInt32
    /// The range of the chunk's data (without length, type and CRC) in the file's bytes.
    var data: Range<Int>

    static let ihdr: UInt32 = 0x4948_4452
    static let plte: UInt32 = 0x504C_5445
    static let idat: UInt32 = 0x4944_4154
    static let iend: UInt32 = 0x4945_4E44
    static let trns: UInt32 = 0x7452_4E53

    /// The type as text, e.g. "IHDR".
    var name: String { PNGChunk.name(of: type) }

    /// Whether the chunk is critical (first letter upper case): a decoder must understand it.
    var isCritical: Bool { type & 0x2000_0000 == 0 }

    static func name(of type: UInt32) -> String {
        let scalars = [24, 16, 8, 0].map { Character(Unicode.Scalar(UInt8(truncatingIfNeeded: type >> $0))) }
        return String(scalars)
    }
}

/// Walks the chunks of a PNG file, checking the signature, each chunk's bounds and its CRC.
struct PNGChunkReader {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let bytes: [UInt8]
    private(set) var offset: Int
    private var chunkIndex = 0

    /// Checks the signature and positions the reader at the first chunk.
    init(_ bytes: [UInt8]) throws(ImageError) {
        if bytes.isEmpty { throw .empty }
        let prefix = bytes.prefix(8)
        guard prefix.elementsEqual(Self.signature.prefix(prefix.count)) else {
            throw .corrupt("the data does not start with the PNG signature 89 50 4E 47 0D 0A 1A 0A")
        }
        guard bytes.count >= 8 else {
            throw .truncated("the PNG ends inside its 8-byte signature, after \(bytes.count) bytes")
        }
        self.bytes = bytes
        self.offset = 8
    }

    /// Reads the next chunk, or returns `nil` at the end of the data.
    /// - Throws: ``ImageError/truncated(_:)`` when a chunk runs past the end,
    ///   ``ImageError/checksumMismatch(chunk:)`` for a bad CRC, ``ImageError/corrupt(_:)``
    ///   for an impossible length or a type that is not four letters.
    mutating func next() throws(ImageError) -> PNGChunk? {
        let remaining = bytes.count - offset
        if remaining == 0 { return nil }
        let position = "chunk \(chunkIndex + 1) at byte \(offset)"
        guard remaining >= 8 else {
            throw .truncated("the PNG ends inside the header of \(position)")
        }
        let length = Int(readUInt32(at: offset))
        let type = readUInt32(at: offset + 4)
        let name = PNGChunk.name(of: type)
        guard (0..<4).allSatisfy({ isLetter(bytes[offset + 4 + $0]) }) else {
            throw .corrupt("\(position) has the type bytes \(hex(offset + 4, 4)), which are not four letters")
        }
        guard length <= Int(Int32.max) else {
            throw .corrupt("the \(name) \(position) claims a length of \(length) bytes, over the PNG limit of 2³¹ − 1")
        }
        guard remaining - 12 >= length else {
            throw .truncated("the PNG ends inside its \(name) \(position), which needs \(length + 12) bytes "
                + "but only \(remaining) remain")
        }
        let dataStart = offset + 8
        let stored = readUInt32(at: dataStart + length)
        let computed = bytes.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4)))
        }
        guard stored == computed else { throw .checksumMismatch(chunk: name) }
        offset = dataStart + length + 4
        chunkIndex += 1
        return PNGChunk(type: type, data: dataStart..<(dataStart + length))
    }

    /// Reads a big-endian 32-bit number; the caller has checked the bounds.
    func readUInt32(at index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16
            | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private func hex(_ start: Int, _ count: Int) -> String {
        bytes[start..<(start + count)].map { byte in
            let digits = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + digits : digits
        }.joined(separator: " ")
    }
}
