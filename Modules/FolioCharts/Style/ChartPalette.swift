import FolioGraphics

/// The colours series take, in order. The default palette prints well in colour and in gray:
/// its six colours have gray levels (Rec. 601 luma) at least 0.09 apart, ordered so that
/// neighbouring series differ most (dark blue 0.23, orange 0.63, red 0.37, yellow 0.82,
/// green 0.46, light blue 0.72); a seventh series takes the first colour again.
public struct ChartPalette: Sendable, Hashable {
    /// The colours, in the order series take them.
    public var colors: [Color]

    /// A palette of these colours (at least one; an empty list is the default palette).
    public init(_ colors: [Color]) {
        self.colors = colors.isEmpty ? ChartPalette.standard.colors : colors
    }

    /// The colour of the series at `index`.
    public func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }

    /// Folio's default palette.
    public static let standard = ChartPalette([
        Color(red: 0x1B / 255.0, green: 0x3F / 255.0, blue: 0x7A / 255.0),  // dark blue
        Color(red: 0xF2 / 255.0, green: 0x8E / 255.0, blue: 0x2B / 255.0),  // orange
        Color(red: 0xB5 / 255.0, green: 0x37 / 255.0, blue: 0x3B / 255.0),  // red
        Color(red: 0xF6 / 255.0, green: 0xD5 / 255.0, blue: 0x5C / 255.0),  // yellow
        Color(red: 0x3D / 255.0, green: 0x9A / 255.0, blue: 0x54 / 255.0),  // green
        Color(red: 0x8C / 255.0, green: 0xC5 / 255.0, blue: 0xEB / 255.0),  // light blue
    ])

    /// Shades of gray from dark to light, for charts printed on a gray-only press.
    public static let grays = ChartPalette([Color(gray: 0.2), Color(gray: 0.6), Color(gray: 0.4), Color(gray: 0.8), Color(gray: 0.5), Color(gray: 0.7)])
}
