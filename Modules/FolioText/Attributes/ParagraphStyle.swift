/// How the lines of a paragraph are set, as `NSParagraphStyle`.
public struct ParagraphStyle: Sendable, Hashable, ChangedCopy {
    /// Horizontal alignment of lines.
    public enum Alignment: Sendable, Hashable, CaseIterable {
        /// Flush left.
        case left
        /// Flush right.
        case right
        /// Centred.
        case center
        /// Both edges flush, except the last line.
        case justified
        /// Left for left-to-right paragraphs, right for right-to-left ones.
        case natural
    }

    /// The paragraph's base direction.
    public enum WritingDirection: Sendable, Hashable, CaseIterable {
        /// From the first strong character (UAX #9 rules P2–P3), left-to-right when none.
        case natural
        /// Left to right.
        case leftToRight
        /// Right to left.
        case rightToLeft
    }

    /// What happens to text that does not fit a line, as `NSLineBreakMode`.
    public enum LineBreakMode: Sendable, Hashable, CaseIterable {
        /// Wrap at word boundaries (UAX #14), breaking inside a word only when it cannot fit.
        case byWordWrapping
        /// Wrap at any grapheme boundary.
        case byCharWrapping
        /// One line, cut at the frame's edge.
        case byClipping
        /// One line, with an ellipsis at the start.
        case byTruncatingHead
        /// One line, with an ellipsis at the end.
        case byTruncatingTail
        /// One line, with an ellipsis in the middle.
        case byTruncatingMiddle
    }

    /// A tab stop: text after a tab starts (or ends, or centres, or aligns its decimal
    /// point) at `location`.
    public struct TabStop: Sendable, Hashable {
        /// How the text after the tab is placed against the stop.
        public enum Alignment: Sendable, Hashable, CaseIterable {
            /// The text starts at the stop.
            case left
            /// The text ends at the stop.
            case right
            /// The text is centred on the stop.
            case center
            /// The text's decimal separator sits at the stop.
            case decimal
        }
        /// Distance from the line's start (the head indent side), in points.
        public var location: Double
        /// Placement against the stop.
        public var alignment: Alignment
        /// Creates a tab stop.
        public init(location: Double, alignment: Alignment = .left) {
            self.location = location
            self.alignment = alignment
        }
    }

    /// Line alignment.
    public var alignment: Alignment = .natural
    /// Base direction.
    public var baseWritingDirection: WritingDirection = .natural
    /// Wrapping and truncation.
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// ``justificationLetterSpacing``, stored as a `Float` in the padding after the one-byte
    /// properties so that the style does not grow (documents built by large result builders
    /// in debug builds hold many styles on the stack).
    private var letterSpacingStorage: Float = 0
    /// Indent of the first line from the leading edge.
    public var firstLineHeadIndent = 0.0
    /// Indent of the other lines from the leading edge.
    public var headIndent = 0.0
    /// Indent from the trailing edge when positive; when negative or zero, the distance from
    /// the leading edge to the line's end is `width + tailIndent` (as in `NSParagraphStyle`,
    /// 0 means no tail indent).
    public var tailIndent = 0.0
    /// Extra space between lines, in points.
    public var lineSpacing = 0.0
    /// The natural line height is multiplied by this when positive.
    public var lineHeightMultiple = 0.0
    /// The smallest line height, when positive.
    public var minimumLineHeight = 0.0
    /// The largest line height, when positive.
    public var maximumLineHeight = 0.0
    /// Space before the paragraph.
    public var paragraphSpacingBefore = 0.0
    /// Space after the paragraph.
    public var paragraphSpacing = 0.0
    /// Explicit tab stops, by location.
    public var tabStops: [TabStop] = []
    /// The interval of the implicit stops after the last explicit one.
    public var defaultTabInterval = 36.0
    /// 0 never hyphenates; 1 hyphenates whenever a break helps; in between, a word is
    /// hyphenated only when the line would otherwise be filled less than this fraction
    /// (`NSParagraphStyle.hyphenationFactor`).
    public var hyphenationFactor = 0.0
    /// The fewest lines of the paragraph allowed alone at the top of a page (widows).
    public var minimumWidowLines = 2
    /// The fewest lines of the paragraph allowed alone at the bottom of a page (orphans).
    public var minimumOrphanLines = 2
    /// How lines are chosen; `nil` picks optimal (Knuth–Plass) for justified text and greedy
    /// otherwise.
    public var lineBreakStrategy: LineBreakingStrategy?
    /// In justified lines, how much the letters may be spaced apart or drawn together to keep
    /// word spaces even, as a fraction of the line's text width (word spaces not counted):
    /// 0.02 lets a line's letters gain or give up to 2 % of its width, about 0.12 pt per
    /// letter in 11 pt text. 0, the default, justifies with word spaces only.
    ///
    /// Letters share the adjustment with the word spaces (which stretch up to half their
    /// width and shrink up to a third) in proportion, and never beyond this limit: a line
    /// that needs more stretches only its spaces. It works like InDesign's letter-spacing
    /// range or microtype's font expansion, and is applied only to paragraphs whose scripts
    /// do not join their letters (Latin, Greek, Cyrillic and common characters); ligatures
    /// stay as shaped. The line fitter counts it when choosing breaks.
    public var justificationLetterSpacing: Double {
        get { Double(letterSpacingStorage) }
        set { letterSpacingStorage = Float(newValue) }
    }

    /// A default paragraph style.
    public init() {}

    /// The strategy in effect.
    public var effectiveLineBreakStrategy: LineBreakingStrategy {
        lineBreakStrategy ?? (alignment == .justified ? .optimal : .greedy)
    }

    /// The default paragraph style.
    public static let `default` = ParagraphStyle()
}
