/// One piece of a file's body (ISO 32000-1 §7.5.3), as the document writer hands it on: the
/// bytes of an object or of anything between objects, or a stream object whose data is still
/// to be compressed.
enum BodyPiece: Sendable {
    /// Bytes written as they are; when `object` is set, that indirect object begins at the
    /// first of them.
    case bytes([UInt8], object: Int?)
    /// Stream object `number`: its dictionary without `/Length`, and its data, Flate-compressed
    /// first (and `/Filter /FlateDecode` set) when `compress` is true.
    case stream(number: Int, dictionary: PDFDictionary, data: [UInt8], compress: Bool)

    /// The bytes the piece holds, which is what it costs a queue to keep it.
    var size: Int {
        switch self {
        case .bytes(let bytes, _): bytes.count
        case .stream(_, _, let data, _): data.count + 64
        }
    }
}

/// Writes a file's body to its output piece by piece, in order: compresses each stream, sets
/// its `/Length` and reports where each object begins, for the cross-reference data.
///
/// This is the part of writing a document that does not need the document: it runs on the
/// writer's own thread for short documents and on a thread of its own for long ones
/// (``FileBodyThread``), one thread at a time, with the same bytes either way.
final class FileBody {
    /// Where the bytes go.
    let sink: OutputSink
    /// Compresses the streams, its state kept from one to the next.
    let deflater: Deflater
    private var scratch = ByteBuffer(capacity: 4096)

    init(sink: OutputSink, compressionLevel: Int32) {
        self.sink = sink
        deflater = Deflater(level: compressionLevel)
    }

    /// Writes `piece`, calling `begins(number, offset)` for the object that begins in it.
    ///
    /// - Throws: ``PDFError/compressionFailed(code:)`` when zlib fails, or the sink's error
    ///   when the output cannot be written.
    func write(_ piece: consuming BodyPiece, begins: (Int, Int) -> Void) throws(PDFError) {
        switch consume piece {
        case .bytes(let bytes, let object):
            if let object { begins(object, sink.offset) }
            try sink.write(bytes)
        case .stream(let number, var dictionary, let data, let compress):
            var payload = data
            if compress {
                payload = try deflater.deflate(data)
                dictionary["Filter"] = .name("FlateDecode")
            }
            dictionary["Length"] = .integer(payload.count)
            begins(number, sink.offset)
            scratch.removeAll()
            scratch.appendInt(number)
            scratch.append(" 0 obj\n")
            dictionary.write(to: &scratch)
            scratch.append("\nstream\n")
            try sink.write(&scratch)
            try sink.write(payload)
            try sink.write("\nendstream\nendobj\n")
        }
    }
}
