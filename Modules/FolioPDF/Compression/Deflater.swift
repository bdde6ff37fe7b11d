import CZlib

/// A zlib compressor kept for many streams: the state zlib allocates (about 270 KB for its
/// window, hash chains and pending buffer) is made once and reset between streams, instead of
/// allocated, cleared and freed for each as `compress2` does.
///
/// Each stream comes out byte for byte as ``Flate/deflate(_:level:)`` makes it: a reset state
/// is the state a new one starts in. A stream of 256 KiB or more (a CJK font's subset, a large
/// image) is compressed in pieces on all cores instead (``PieceDeflate``). Not for
/// sharing between threads: a document's ``FileBody`` owns one, used by one thread at a time.
final class Deflater {
    /// zlib's level, 0 (store) to 9 (smallest).
    let level: Int32
    /// The stream state, made on first use. zlib keeps a pointer back to it, so it lives on
    /// the heap and never moves.
    private var stream: UnsafeMutablePointer<z_stream>?

    init(level: Int32) {
        self.level = level
    }

    deinit {
        if let stream {
            deflateEnd(stream)
            stream.deallocate()
        }
    }

    /// Compresses `input` into a zlib stream (RFC 1950).
    ///
    /// - Throws: ``PDFError/compressionFailed(code:)`` when zlib refuses the level or runs out
    ///   of memory.
    func deflate(_ input: [UInt8]) throws(PDFError) -> [UInt8] {
        // zlib counts a single call's input in 32 bits; `compress2` feeds larger input in parts.
        guard input.count <= Int(uInt.max) else { return try Flate.deflate(input, level: level) }
        if input.count >= PieceDeflate.threshold && level > 0 { return try PieceDeflate.deflate(input, level: level) }
        let stream = try ready()
        let bound = Int(deflateBound(stream, uLong(input.count)))
        var rc: Int32 = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: bound) { dst, count in
            rc = input.withUnsafeBufferPointer { src in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: src.baseAddress)
                stream.pointee.avail_in = uInt(src.count)
                stream.pointee.next_out = dst.baseAddress
                stream.pointee.avail_out = uInt(bound)
                return CZlib.deflate(stream, Z_FINISH)
            }
            count = rc == Z_STREAM_END ? Int(stream.pointee.total_out) : 0
        }
        // Drop the pointers into `input` and `out`, which do not outlive this call.
        stream.pointee.next_in = nil
        stream.pointee.next_out = nil
        guard rc == Z_STREAM_END else {
            // A stream that did not finish is thrown away with its state.
            deflateEnd(stream)
            stream.deallocate()
            self.stream = nil
            throw .compressionFailed(code: rc == Z_OK ? Z_BUF_ERROR : rc)
        }
        return out
    }

    /// The state, new or reset for the next stream.
    private func ready() throws(PDFError) -> UnsafeMutablePointer<z_stream> {
        if let stream {
            let rc = deflateReset(stream)
            guard rc == Z_OK else { throw .compressionFailed(code: rc) }
            return stream
        }
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let rc = deflateInit_(stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else {
            stream.deallocate()
            throw .compressionFailed(code: rc)
        }
        self.stream = stream
        return stream
    }
}
