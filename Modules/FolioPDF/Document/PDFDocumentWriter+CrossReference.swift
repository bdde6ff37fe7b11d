/// The cross-reference data at the end of the file (ISO 32000-1 §7.5.4, §7.5.8): a compressed
/// cross-reference stream in compact output, else a classic `xref` table and trailer.
extension PDFDocumentWriter {
    /// Writes the cross-reference stream (which is also the trailer), `startxref` and `%%EOF`.
    func writeXrefStream(root: ObjectRef, info: ObjectRef, id: [UInt8]) throws(PDFError) {
        let xrefRef = allocate()
        let xrefOffset = sink.offset
        xref[xrefRef.number] = .inUse(offset: xrefOffset, generation: 0)
        var maxField2 = 0, maxField3 = 0
        for e in xref {
            let f = e.fields
            maxField2 = max(maxField2, f.field2)
            maxField3 = max(maxField3, f.field3)
        }
        let w2 = Self.byteWidth(maxField2), w3 = Self.byteWidth(maxField3)
        let width = 1 + w2 + w3
        var data = [UInt8]()
        data.reserveCapacity(xref.count * width)
        for e in xref {
            let f = e.fields
            data.append(f.type)
            Self.appendBigEndian(f.field2, width: w2, to: &data)
            Self.appendBigEndian(f.field3, width: w3, to: &data)
        }
        var dict: PDFDictionary = [
            "Type": .name("XRef"), "Size": .integer(xref.count),
            "W": .array([.integer(1), .integer(w2), .integer(w3)]),
            "Root": .reference(root), "Info": .reference(info),
            "ID": .array([.hexString(id), .hexString(id)]),
        ]
        if options.compressStreams, data.count > 64 {
            // Compressed as it is, or with each entry stored as its difference from the one
            // above (PNG's Up predictor), whichever is smaller: the predictor wins when runs
            // of entries in object streams differ by one (long.txt tagged: 13.5 → 8.0 KB) and
            // loses when entries are offsets.
            // Each buffer let go as soon as the next is made: at the end of a tagged table of
            // 200,000 rows the rows are 5 MB, and all four at once were the file's peak.
            let plain = try deflater.deflate(data)
            let rows = Self.upPredicted(data, width: width)
            data = []
            let predicted = try deflater.deflate(rows)
            dict["Filter"] = .name("FlateDecode")
            // The predictor's parameters cost 42 bytes of the stream's dictionary.
            if predicted.count + 42 < plain.count {
                dict["DecodeParms"] = .dictionary(["Predictor": .integer(12), "Columns": .integer(width)])
                try writeStream(xrefRef, dictionary: dict, data: predicted)
            } else {
                try writeStream(xrefRef, dictionary: dict, data: plain)
            }
        } else {
            try writeStream(xrefRef, dictionary: dict, data: data)
        }
        var tail = ByteBuffer()
        tail.append("startxref\n")
        tail.appendInt(xrefOffset)
        tail.append("\n%%EOF\n")
        try sink.write(&tail)
    }

    /// `data`'s rows of `width` bytes, each as PNG's Up filter stores it: a filter byte (2),
    /// then each byte minus the one above it.
    static func upPredicted(_ data: [UInt8], width: Int) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(data.count + data.count / width)
        for start in stride(from: 0, to: data.count, by: width) {
            out.append(2)
            for i in start..<start + width { out.append(data[i] &- (i >= width ? data[i - width] : 0)) }
        }
        return out
    }

    /// Writes the classic `xref` table, the trailer, `startxref` and `%%EOF`.
    func writeClassicXref(root: ObjectRef, info: ObjectRef, id: [UInt8]) throws(PDFError) {
        let xrefOffset = sink.offset
        var b = ByteBuffer(capacity: 32 + xref.count * 20)
        b.append("xref\n0 ")
        b.appendInt(xref.count)
        b.append(0x0A)
        for e in xref {
            // Without object streams an entry is free or at an offset; a free one is written
            // as object 0 is, generation 65535.
            var offset: Int?
            if case .inUse(let at, _) = e { offset = at }
            let digits = Array(String(offset ?? 0).utf8)
            for _ in digits.count..<10 { b.append(0x30) }
            b.append(contentsOf: digits)
            b.append(offset != nil ? " 00000 n\r\n" : " 65535 f\r\n")
        }
        b.append("trailer\n")
        let trailer: PDFDictionary = [
            "Size": .integer(xref.count), "Root": .reference(root), "Info": .reference(info),
            "ID": .array([.hexString(id), .hexString(id)]),
        ]
        trailer.write(to: &b)
        b.append("\nstartxref\n")
        b.appendInt(xrefOffset)
        b.append("\n%%EOF\n")
        try sink.write(&b)
    }

    private static func byteWidth(_ v: Int) -> Int {
        var w = 1, x = v >> 8
        while x > 0 { w += 1; x >>= 8 }
        return w
    }

    private static func appendBigEndian(_ v: Int, width: Int, to out: inout [UInt8]) {
        var shift = (width - 1) * 8
        while shift >= 0 {
            out.append(UInt8((v >> shift) & 0xFF))
            shift -= 8
        }
    }
}
