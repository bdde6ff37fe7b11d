import CZlib

/// zlib compression and decompression for image data, through the system zlib.
enum ImageFlate {
    /// Compresses `input` into one zlib stream (the format `/FlateDecode` reads).
    /// - Throws: ``ImageError/unsupported(_:)`` only when zlib cannot allocate its memory.
    static func deflate(_ input: [UInt8], level: Int32 = 6) throws(ImageError) -> [UInt8] {
        let bound = Int(compressBound(uLong(input.count)))
        var status = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            var outLength = uLong(bound)
            status = input.withUnsafeBufferPointer { src in
                compress2(out.baseAddress, &outLength, src.baseAddress, uLong(src.count), level)
            }
            count = status == Z_OK ? Int(outLength) : 0
        }
        guard status == Z_OK else {
            throw .unsupported("zlib could not compress \(input.count) bytes of image data "
                + "(zlib status \(status), out of memory?); try a smaller image")
        }
        return output
    }

    /// The result of ``inflate(_:expectedCount:)``.
    struct Inflated {
        /// The decompressed bytes: `expectedCount` of them, or fewer when the stream ended early.
        var bytes: [UInt8]
        /// Whether the zlib stream reached its end marker.
        var streamEnded: Bool
    }

    /// Decompresses the zlib stream `input`, producing at most `expectedCount` bytes.
    ///
    /// Bytes past `expectedCount` are ignored (as decoders do with extra PNG data). When the
    /// input runs out first, the bytes made so far are returned with `streamEnded == false`.
    /// - Throws: ``ImageError/corrupt(_:)`` for data zlib rejects.
    static func inflate(_ input: [UInt8], expectedCount: Int) throws(ImageError) -> Inflated {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .unsupported("zlib could not start decompressing (out of memory?)")
        }
        defer { inflateEnd(&stream) }
        var status = Z_OK
        var message = ""
        let output = input.withUnsafeBufferPointer { src in
            [UInt8](unsafeUninitializedCapacity: expectedCount) { out, count in
                var inOffset = 0
                var outOffset = 0
                let chunk = Int(UInt32.max)
                while outOffset < expectedCount {
                    let inCount = min(src.count - inOffset, chunk)
                    let outCount = min(expectedCount - outOffset, chunk)
                    stream.next_in = inCount > 0
                        ? UnsafeMutablePointer(mutating: src.baseAddress! + inOffset) : nil
                    stream.avail_in = uInt(inCount)
                    stream.next_out = out.baseAddress! + outOffset
                    stream.avail_out = uInt(outCount)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    let consumed = inCount - Int(stream.avail_in)
                    let produced = outCount - Int(stream.avail_out)
                    inOffset += consumed
                    outOffset += produced
                    if status == Z_STREAM_END { break }
                    if status == Z_BUF_ERROR, consumed == 0, produced == 0 { break }  // input used up
                    if status != Z_OK {
                        if let msg = stream.msg { message = String(cString: msg) }
                        break
                    }
                }
                count = outOffset
            }
        }
        switch status {
        case Z_OK, Z_STREAM_END, Z_BUF_ERROR:
            return Inflated(bytes: output, streamEnded: status == Z_STREAM_END)
        case Z_MEM_ERROR:
            throw .unsupported("zlib ran out of memory decompressing \(expectedCount) bytes")
        case Z_NEED_DICT:
            throw .corrupt("the compressed image data asks for a preset dictionary, which PNG does not allow")
        default:
            let detail = message.isEmpty ? "zlib status \(status)" : "zlib: \(message)"
            throw .corrupt("the compressed image data is not a valid zlib stream (\(detail))")
        }
    }
}
