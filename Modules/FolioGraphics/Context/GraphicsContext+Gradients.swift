import FolioGeometry
import FolioPDF

extension GraphicsContext {
    /// Paints a linear (axial) gradient over the clip region, from `start` to `end` in user
    /// space (`CGContextDrawLinearGradient`). The current path is not used.
    public func drawLinearGradient(
        _ gradient: Gradient, start: Point, end: Point, options: Gradient.DrawingOptions = []
    ) throws(GraphicsError) {
        try requirePage("drawLinearGradient")
        guard start.isFinite, end.isFinite else { throw .nonFiniteValue(operation: "drawLinearGradient") }
        try paintShading(gradient, type: 2, coords: [start.x, start.y, end.x, end.y], options: options)
    }

    /// Paints a radial gradient between two circles (`CGContextDrawRadialGradient`).
    public func drawRadialGradient(
        _ gradient: Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
        options: Gradient.DrawingOptions = []
    ) throws(GraphicsError) {
        try requirePage("drawRadialGradient")
        guard startCenter.isFinite, endCenter.isFinite, startRadius.isFinite, endRadius.isFinite else {
            throw .nonFiniteValue(operation: "drawRadialGradient")
        }
        guard startRadius >= 0, endRadius >= 0 else {
            throw .invalidArgument(operation: "drawRadialGradient", reason: "radii cannot be negative")
        }
        try paintShading(gradient, type: 3,
                         coords: [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius],
                         options: options)
    }

    private func paintShading(_ gradient: Gradient, type: Int, coords: [Double], options: Gradient.DrawingOptions) throws(GraphicsError) {
        let writer = session.writer
        let g = convertsColorsToGray
            ? try Gradient(stops: gradient.stops.map { Gradient.Stop(color: $0.color.grayscale, location: $0.location) })
            : gradient
        do {
            let colorSpace: PDFName = g.space == .gray ? "DeviceGray" : g.space == .rgb ? "DeviceRGB" : "DeviceCMYK"
            let shading = writer.allocate()
            try writer.write(shading, .dictionary(Self.shadingDictionary(
                type: type, colorSpace: colorSpace, coords: coords, options: options,
                function: Self.function(g.stops.map { ($0.location, $0.color.components) }))))
            let name = session.nextName("Sh")
            resources.shadings[name] = shading
            let saved = state
            markContentIfNeeded()
            endTextObjectIfNeeded()
            stream.save()
            if g.hasAlpha {
                // Alpha per stop: a luminosity soft mask painted with the alphas as grays.
                let maskShading = try Self.writeAlphaShading(g, type: type, coords: coords, options: options, writer: writer)
                let bbox = clipBoundingBox.isNull ? Rect(origin: .zero, size: bounds.size) : clipBoundingBox
                let form = writer.allocate()
                var content = ContentStream()
                content.paintShading("Sh0")
                try writer.writeStream(form, dictionary: [
                    "Type": .name("XObject"), "Subtype": .name("Form"),
                    "BBox": .rect(bbox.minX, bbox.minY, bbox.maxX, bbox.maxY),
                    "Group": .dictionary(["S": .name("Transparency"), "CS": .name("DeviceGray")]),
                    "Resources": .dictionary(["Shading": .dictionary(["Sh0": .reference(maskShading)])]),
                ], data: content.bytes.bytes)
                let gs = try session.extGState(ExtGStateKey(
                    fillAlpha: state.alpha, strokeAlpha: state.alpha, blend: state.blendMode, softMask: form.number))
                resources.extGStates[gs.name] = gs.ref
                stream.setExtGState(gs.name)
            } else {
                try syncAlpha(fill: state.alpha, stroke: state.pdfStrokeAlpha)
            }
            stream.paintShading(name)
            stream.restore()
            state = saved
        } catch let e as PDFError {
            throw .pdf(e)
        } catch let e as GraphicsError {
            throw e
        } catch {
            throw .invalidArgument(operation: "gradient", reason: "\(error)")
        }
    }

    private static func shadingDictionary(
        type: Int, colorSpace: PDFName, coords: [Double], options: Gradient.DrawingOptions, function: PDFObject
    ) -> PDFDictionary {
        [
            "ShadingType": .integer(type), "ColorSpace": .name(colorSpace),
            "Coords": .array(coords.map(PDFObject.real)),
            "Function": function,
            "Extend": .array([.bool(options.contains(.drawsBeforeStart)), .bool(options.contains(.drawsAfterEnd))]),
        ]
    }

    private static func writeAlphaShading(
        _ g: Gradient, type: Int, coords: [Double], options: Gradient.DrawingOptions, writer: PDFDocumentWriter
    ) throws(PDFError) -> ObjectRef {
        let ref = writer.allocate()
        try writer.write(ref, .dictionary(shadingDictionary(
            type: type, colorSpace: "DeviceGray", coords: coords, options: options,
            function: function(g.stops.map { ($0.location, [$0.color.alpha]) }))))
        return ref
    }

    /// A PDF function through the stops: one exponential interpolation (type 2) between two
    /// stops, or a stitching function (type 3) with one type-2 piece per interval.
    static func function(_ stops: [(location: Double, values: [Double])]) -> PDFObject {
        func piece(_ a: [Double], _ b: [Double]) -> PDFObject {
            .dictionary([
                "FunctionType": .integer(2), "Domain": .array([.integer(0), .integer(1)]),
                "C0": .array(a.map(PDFObject.real)), "C1": .array(b.map(PDFObject.real)), "N": .integer(1),
            ])
        }
        var s = stops
        if s.first!.location > 0 { s.insert((0, s.first!.values), at: 0) }
        if s.last!.location < 1 { s.append((1, s.last!.values)) }
        if s.count == 2 { return piece(s[0].values, s[1].values) }
        var functions: [PDFObject] = [], bounds: [PDFObject] = [], encode: [PDFObject] = []
        for i in 0..<(s.count - 1) {
            functions.append(piece(s[i].values, s[i + 1].values))
            if i > 0 { bounds.append(.real(s[i].location)) }
            encode.append(contentsOf: [.integer(0), .integer(1)])
        }
        return .dictionary([
            "FunctionType": .integer(3), "Domain": .array([.integer(0), .integer(1)]),
            "Functions": .array(functions), "Bounds": .array(bounds), "Encode": .array(encode),
        ])
    }
}
