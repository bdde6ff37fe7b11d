import FolioPDF

/// Writes a decoded image as an image XObject (ISO 32000-1 §8.9.5), with its soft mask.
enum ImageXObjectWriter {
    static func write(_ image: PDFImage, to writer: PDFDocumentWriter) throws(PDFError) -> ObjectRef {
        var d: PDFDictionary = [
            "Type": .name("XObject"), "Subtype": .name("Image"),
            "Width": .integer(image.width), "Height": .integer(image.height),
            "ColorSpace": colorSpace(image.colorSpace),
            "BitsPerComponent": .integer(image.bitsPerComponent),
        ]
        switch image.filter {
        case .dct: d["Filter"] = .name("DCTDecode")
        case .flate: d["Filter"] = .name("FlateDecode")
        }
        if let p = image.predictor {
            d["DecodeParms"] = .dictionary([
                "Predictor": .integer(15), "Colors": .integer(p.colors),
                "BitsPerComponent": .integer(p.bitsPerComponent), "Columns": .integer(p.columns),
            ])
        }
        if let decode = image.decode { d["Decode"] = .array(decode.map(PDFObject.real)) }
        if let key = image.colorKeyMask { d["Mask"] = .array(key.map(PDFObject.integer)) }
        if let mask = image.softMask {
            let maskRef = writer.allocate()
            try writer.writeStream(maskRef, dictionary: [
                "Type": .name("XObject"), "Subtype": .name("Image"),
                "Width": .integer(mask.width), "Height": .integer(mask.height),
                "ColorSpace": .name("DeviceGray"), "BitsPerComponent": .integer(mask.bitsPerComponent),
                "Filter": .name("FlateDecode"),
            ], data: mask.data)
            d["SMask"] = .reference(maskRef)
        }
        let ref = writer.allocate()
        try writer.writeStream(ref, dictionary: d, data: image.data)
        return ref
    }

    static func colorSpace(_ cs: PDFImage.ColorSpace) -> PDFObject {
        switch cs {
        case .deviceGray: return .name("DeviceGray")
        case .deviceRGB: return .name("DeviceRGB")
        case .deviceCMYK: return .name("DeviceCMYK")
        case .indexed(let base, let palette):
            let components = base == .deviceGray ? 1 : 3
            return .array([.name("Indexed"), colorSpace(base), .integer(palette.count / components - 1), .hexString(palette)])
        }
    }
}
