import CZlib

/// Flate (zlib) compression of stream data, through the system zlib.
package enum Flate {
    /// Compresses `input` into a zlib stream (RFC 1950), as PDF's `/FlateDecode` expects.
    ///
    /// - Parameter level: zlib's level, 0 (store) to 9 (smallest); 6 balances speed and size.
    package static func deflate(_ input: [UInt8], level: Int32 = 6) throws(PDFError) -> [UInt8] {
        let bound = Int(compressBound(uLong(input.count)))
        var rc: Int32 = Z_OK
        let out = [UInt8](unsafeUninitializedCapacity: bound) { dst, count in
            var destLen = uLong(bound)
            rc = input.withUnsafeBufferPointer { src in
                compress2(dst.baseAddress, &destLen, src.baseAddress, uLong(src.count), level)
            }
            count = rc == Z_OK ? Int(destLen) : 0
        }
        guard rc == Z_OK else { throw .compressionFailed(code: rc) }
        return out
    }

    /// Decompresses a zlib stream. Used by tests and by readers of embedded data.
    ///
    /// - Parameter limit: the largest output accepted, to refuse decompression bombs.
    package static func inflate(_ input: [UInt8], limit: Int = 1 << 30) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var rc: Int32 = Z_OK
        input.withUnsafeBufferPointer { src in
            stream.next_in = UnsafeMutablePointer(mutating: src.baseAddress)
            stream.avail_in = uInt(src.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { c in
                    stream.next_out = c.baseAddress
                    stream.avail_out = uInt(c.count)
                    rc = CZlib.inflate(&stream, Z_NO_FLUSH)
                    out.append(contentsOf: c[0..<(c.count - Int(stream.avail_out))])
                }
            } while rc == Z_OK && out.count <= limit
        }
        return rc == Z_STREAM_END ? out : nil
    }

    /// The CRC-32 of `bytes`, continuing from `crc`.
    package static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        UInt32(CZlib.crc32(uLong(crc), bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
    }

    /// The Adler-32 of `bytes`, continuing from `adler`.
    package static func adler32(_ bytes: UnsafeRawBufferPointer, continuing adler: UInt32 = 1) -> UInt32 {
        UInt32(CZlib.adler32(uLong(adler), bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
    }
}
