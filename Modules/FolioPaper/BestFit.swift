import FolioGeometry

/// The paper chosen for a page, how to turn it, and how much to shrink the page to fit.
public struct PaperFit: Hashable, Sendable {
    /// Which step of the best-fit rule chose the paper.
    public enum Rule: String, Hashable, Sendable {
        /// Step 1: the paper has the page's size within 0.5 pt on both sides.
        case exact
        /// Step 2: the paper turned a quarter turn has the page's size within 0.5 pt.
        case rotated
        /// Step 3: the smallest paper that holds the page, upright or turned.
        case contains
        /// Step 4: no paper holds the page; the one that needs the least shrinking.
        case scaled
    }

    /// The chosen paper, exactly as it appears in the list given to best fit.
    public let paper: Paper
    /// Whether the paper is to be turned a quarter turn from the way it is listed.
    public let isRotated: Bool
    /// The factor to scale the page by: 1 when it fits, less than 1 when it must shrink.
    public let scale: Double
    /// The step of the rule that chose the paper.
    public let rule: Rule

    /// Creates a fit.
    public init(paper: Paper, isRotated: Bool, scale: Double, rule: Rule) {
        self.paper = paper
        self.isRotated = isRotated
        self.scale = scale
        self.rule = rule
    }

    /// The sheet to print on: ``paper`` turned when ``isRotated``.
    public var sheet: Paper { isRotated ? paper.rotated : paper }

    /// The orientation of ``sheet``: ``Orientation/landscape`` when the rotated fit was chosen
    /// or the page only fits turned (for the upright papers of the catalog), otherwise
    /// ``Orientation/portrait``. `paper.oriented(orientation) == sheet`.
    public var orientation: Orientation { sheet.orientation }
}

extension Paper {
    /// How close two sizes must be, in points on each side, to count as the same paper: 0.5 pt.
    public static let matchTolerance: Double = 0.5

    /// The paper a page of the given size should be printed on; see
    /// ``bestFit(forPageSize:from:)`` for the rule.
    ///
    /// ```swift
    /// try Paper.bestPaper(forPageSize: Size(width: 612, height: 792))   // Paper.letter
    /// ```
    ///
    /// - Throws: ``PaperError/noPapers`` for an empty list, ``PaperError/invalidPageSize(_:)``
    ///   for a page with a side that is zero, negative or not finite.
    public static func bestPaper(
        forPageSize pageSize: Size, from papers: [Paper] = Paper.allPapers
    ) throws(PaperError) -> Paper {
        try bestFit(forPageSize: pageSize, from: papers).paper
    }

    /// Chooses a paper for a page, with the orientation and scale to use.
    ///
    /// The rule, step by step; within a step the paper that comes first in `papers` wins ties:
    /// 1. a paper with the page's size within ``matchTolerance`` (0.5 pt) on both sides;
    /// 2. the same with the paper turned a quarter turn (the landscape paper matches);
    /// 3. the smallest-area paper that holds the page upright or turned (upright preferred),
    ///    a side counting as held when it is at most 0.5 pt longer than the paper's;
    /// 4. otherwise the paper that needs the least shrinking: the scale factor of a paper is
    ///    the smaller over both ways of holding it of `max(w / W, h / H)`, and the page is
    ///    scaled by its inverse.
    ///
    /// Papers whose size is not finite and positive are skipped.
    ///
    /// - Parameters:
    ///   - pageSize: The page's width and height in points.
    ///   - papers: The papers to choose from; the whole catalog when not given.
    /// - Throws: ``PaperError/noPapers`` for an empty list (or one with no usable paper),
    ///   ``PaperError/invalidPageSize(_:)`` for a page with a side that is zero, negative or
    ///   not finite.
    public static func bestFit(
        forPageSize pageSize: Size, from papers: [Paper] = Paper.allPapers
    ) throws(PaperError) -> PaperFit {
        guard pageSize.isFinite, pageSize.width > 0, pageSize.height > 0 else {
            throw PaperError.invalidPageSize(pageSize)
        }
        let usable = papers.filter { $0.size.isFinite && $0.width > 0 && $0.height > 0 }
        guard !usable.isEmpty else { throw PaperError.noPapers }
        let turned = pageSize.transposed

        // 1 and 2: the same size, as listed, then turned.
        if let paper = usable.first(where: { $0.hasSize(of: pageSize) }) {
            return PaperFit(paper: paper, isRotated: false, scale: 1, rule: .exact)
        }
        if let paper = usable.first(where: { $0.hasSize(of: turned) }) {
            return PaperFit(paper: paper, isRotated: true, scale: 1, rule: .rotated)
        }

        // 3: the smallest paper that holds the page.
        var smallest: (paper: Paper, rotated: Bool)?
        for paper in usable {
            let upright = holds(paper.size, pageSize), sideways = holds(paper.size, turned)
            guard upright || sideways else { continue }
            if smallest == nil || paper.area < smallest!.paper.area {
                smallest = (paper, !upright)
            }
        }
        if let smallest {
            return PaperFit(paper: smallest.paper, isRotated: smallest.rotated, scale: 1, rule: .contains)
        }

        // 4: the least shrinking.
        var least: (paper: Paper, rotated: Bool, factor: Double)?
        for paper in usable {
            let upright = shrink(pageSize, onto: paper.size), sideways = shrink(turned, onto: paper.size)
            let factor = Swift.min(upright, sideways)
            if least == nil || factor < least!.factor {
                least = (paper, sideways < upright, factor)
            }
        }
        let best = least!
        return PaperFit(paper: best.paper, isRotated: best.rotated, scale: 1 / best.factor, rule: .scaled)
    }

    /// Whether a page fits on a sheet held this way, allowing ``matchTolerance`` on each side.
    private static func holds(_ sheet: Size, _ page: Size) -> Bool {
        page.width <= sheet.width + matchTolerance && page.height <= sheet.height + matchTolerance
    }

    /// How many times larger the page is than the sheet held this way: `max(w / W, h / H)`.
    private static func shrink(_ page: Size, onto sheet: Size) -> Double {
        Swift.max(page.width / sheet.width, page.height / sheet.height)
    }
}
