import FolioGeometry

// The catalog's sheets. Tests check every size against its PWG name and against libpaper.

extension Paper {
    // MARK: ISO 216 A series

    /// A0: 841 × 1189 mm.
    public static let a0 = Paper(name: "A0", width: .millimeters(841), height: .millimeters(1189))
    /// A1: 594 × 841 mm.
    public static let a1 = Paper(name: "A1", width: .millimeters(594), height: .millimeters(841))
    /// A2: 420 × 594 mm.
    public static let a2 = Paper(name: "A2", width: .millimeters(420), height: .millimeters(594))
    /// A3: 297 × 420 mm.
    public static let a3 = Paper(name: "A3", width: .millimeters(297), height: .millimeters(420))
    /// A4: 210 × 297 mm.
    public static let a4 = Paper(name: "A4", width: .millimeters(210), height: .millimeters(297))
    /// A5: 148 × 210 mm.
    public static let a5 = Paper(name: "A5", width: .millimeters(148), height: .millimeters(210))
    /// A6: 105 × 148 mm.
    public static let a6 = Paper(name: "A6", width: .millimeters(105), height: .millimeters(148))
    /// A7: 74 × 105 mm.
    public static let a7 = Paper(name: "A7", width: .millimeters(74), height: .millimeters(105))
    /// A8: 52 × 74 mm.
    public static let a8 = Paper(name: "A8", width: .millimeters(52), height: .millimeters(74))
    /// A9: 37 × 52 mm.
    public static let a9 = Paper(name: "A9", width: .millimeters(37), height: .millimeters(52))
    /// A10: 26 × 37 mm.
    public static let a10 = Paper(name: "A10", width: .millimeters(26), height: .millimeters(37))

    // MARK: ISO 216 B series

    /// B0: 1000 × 1414 mm.
    public static let b0 = Paper(name: "B0", width: .millimeters(1000), height: .millimeters(1414))
    /// B1: 707 × 1000 mm.
    public static let b1 = Paper(name: "B1", width: .millimeters(707), height: .millimeters(1000))
    /// B2: 500 × 707 mm.
    public static let b2 = Paper(name: "B2", width: .millimeters(500), height: .millimeters(707))
    /// B3: 353 × 500 mm.
    public static let b3 = Paper(name: "B3", width: .millimeters(353), height: .millimeters(500))
    /// B4: 250 × 353 mm.
    public static let b4 = Paper(name: "B4", width: .millimeters(250), height: .millimeters(353))
    /// B5: 176 × 250 mm.
    public static let b5 = Paper(name: "B5", width: .millimeters(176), height: .millimeters(250))
    /// B6: 125 × 176 mm.
    public static let b6 = Paper(name: "B6", width: .millimeters(125), height: .millimeters(176))
    /// B7: 88 × 125 mm.
    public static let b7 = Paper(name: "B7", width: .millimeters(88), height: .millimeters(125))
    /// B8: 62 × 88 mm.
    public static let b8 = Paper(name: "B8", width: .millimeters(62), height: .millimeters(88))
    /// B9: 44 × 62 mm.
    public static let b9 = Paper(name: "B9", width: .millimeters(44), height: .millimeters(62))
    /// B10: 31 × 44 mm.
    public static let b10 = Paper(name: "B10", width: .millimeters(31), height: .millimeters(44))

    // MARK: ISO 269 C series envelope

    /// C0: 917 × 1297 mm.
    public static let c0 = Paper(name: "C0", width: .millimeters(917), height: .millimeters(1297))
    /// C1: 648 × 917 mm.
    public static let c1 = Paper(name: "C1", width: .millimeters(648), height: .millimeters(917))
    /// C2: 458 × 648 mm.
    public static let c2 = Paper(name: "C2", width: .millimeters(458), height: .millimeters(648))
    /// C3: 324 × 458 mm.
    public static let c3 = Paper(name: "C3", width: .millimeters(324), height: .millimeters(458))
    /// C4: 229 × 324 mm.
    public static let c4 = Paper(name: "C4", width: .millimeters(229), height: .millimeters(324))
    /// C5: 162 × 229 mm.
    public static let c5 = Paper(name: "C5", width: .millimeters(162), height: .millimeters(229))
    /// C6: 114 × 162 mm.
    public static let c6 = Paper(name: "C6", width: .millimeters(114), height: .millimeters(162))
    /// C7: 81 × 114 mm.
    public static let c7 = Paper(name: "C7", width: .millimeters(81), height: .millimeters(114))
    /// C8: 57 × 81 mm.
    public static let c8 = Paper(name: "C8", width: .millimeters(57), height: .millimeters(81))
    /// C9: 40 × 57 mm.
    public static let c9 = Paper(name: "C9", width: .millimeters(40), height: .millimeters(57))
    /// C10: 28 × 40 mm.
    public static let c10 = Paper(name: "C10", width: .millimeters(28), height: .millimeters(40))
    /// DL: 110 × 220 mm (ISO 269 DL envelope).
    public static let dl = Paper(name: "DL", width: .millimeters(110), height: .millimeters(220))

    // MARK: North American

    /// Letter: 8.5 × 11 in.
    public static let letter = Paper(name: "Letter", width: .inches(8.5), height: .inches(11))
    /// Legal: 8.5 × 14 in.
    public static let legal = Paper(name: "Legal", width: .inches(8.5), height: .inches(14))
    /// Tabloid: 11 × 17 in.
    public static let tabloid = Paper(name: "Tabloid", width: .inches(11), height: .inches(17))
    /// Ledger: 17 × 11 in, held sideways by definition.
    public static let ledger = Paper(name: "Ledger", width: .inches(17), height: .inches(11))
    /// Executive: 7.25 × 10.5 in.
    public static let executive = Paper(name: "Executive", width: .inches(7.25), height: .inches(10.5))
    /// Statement: 5.5 × 8.5 in.
    public static let statement = Paper(name: "Statement", width: .inches(5.5), height: .inches(8.5))
    /// Government Letter: 8 × 10.5 in (PWG 5101.1 registers no name for it; its `na_govt-letter_8x10in` is ``photo8x10``).
    public static let governmentLetter = Paper(name: "Government Letter", width: .inches(8), height: .inches(10.5))
    /// Junior Legal: 5 × 8 in.
    public static let juniorLegal = Paper(name: "Junior Legal", width: .inches(5), height: .inches(8))
    /// Foolscap: 8.5 × 13 in.
    public static let foolscap = Paper(name: "Foolscap", width: .inches(8.5), height: .inches(13))

    // MARK: ANSI/ASME Y14.1

    /// ANSI C: 17 × 22 in.
    public static let ansiC = Paper(name: "ANSI C", width: .inches(17), height: .inches(22))
    /// ANSI D: 22 × 34 in.
    public static let ansiD = Paper(name: "ANSI D", width: .inches(22), height: .inches(34))
    /// ANSI E: 34 × 44 in.
    public static let ansiE = Paper(name: "ANSI E", width: .inches(34), height: .inches(44))

    // MARK: Architectural

    /// ARCH A: 9 × 12 in.
    public static let archA = Paper(name: "ARCH A", width: .inches(9), height: .inches(12))
    /// ARCH B: 12 × 18 in.
    public static let archB = Paper(name: "ARCH B", width: .inches(12), height: .inches(18))
    /// ARCH C: 18 × 24 in.
    public static let archC = Paper(name: "ARCH C", width: .inches(18), height: .inches(24))
    /// ARCH D: 24 × 36 in.
    public static let archD = Paper(name: "ARCH D", width: .inches(24), height: .inches(36))
    /// ARCH E: 36 × 48 in.
    public static let archE = Paper(name: "ARCH E", width: .inches(36), height: .inches(48))

    // MARK: JIS P 0138 B series

    /// JIS B0: 1030 × 1456 mm.
    public static let jisB0 = Paper(name: "JIS B0", width: .millimeters(1030), height: .millimeters(1456))
    /// JIS B1: 728 × 1030 mm.
    public static let jisB1 = Paper(name: "JIS B1", width: .millimeters(728), height: .millimeters(1030))
    /// JIS B2: 515 × 728 mm.
    public static let jisB2 = Paper(name: "JIS B2", width: .millimeters(515), height: .millimeters(728))
    /// JIS B3: 364 × 515 mm.
    public static let jisB3 = Paper(name: "JIS B3", width: .millimeters(364), height: .millimeters(515))
    /// JIS B4: 257 × 364 mm.
    public static let jisB4 = Paper(name: "JIS B4", width: .millimeters(257), height: .millimeters(364))
    /// JIS B5: 182 × 257 mm.
    public static let jisB5 = Paper(name: "JIS B5", width: .millimeters(182), height: .millimeters(257))
    /// JIS B6: 128 × 182 mm.
    public static let jisB6 = Paper(name: "JIS B6", width: .millimeters(128), height: .millimeters(182))
    /// JIS B7: 91 × 128 mm.
    public static let jisB7 = Paper(name: "JIS B7", width: .millimeters(91), height: .millimeters(128))
    /// JIS B8: 64 × 91 mm.
    public static let jisB8 = Paper(name: "JIS B8", width: .millimeters(64), height: .millimeters(91))
    /// JIS B9: 45 × 64 mm.
    public static let jisB9 = Paper(name: "JIS B9", width: .millimeters(45), height: .millimeters(64))
    /// JIS B10: 32 × 45 mm.
    public static let jisB10 = Paper(name: "JIS B10", width: .millimeters(32), height: .millimeters(45))

    // MARK: Photo print

    /// Photo 3.5x5: 3.5 × 5 in.
    public static let photo3_5x5 = Paper(name: "Photo 3.5x5", width: .inches(3.5), height: .inches(5))
    /// Photo 4x6: 4 × 6 in.
    public static let photo4x6 = Paper(name: "Photo 4x6", width: .inches(4), height: .inches(6))
    /// Photo 5x7: 5 × 7 in.
    public static let photo5x7 = Paper(name: "Photo 5x7", width: .inches(5), height: .inches(7))
    /// Photo 8x10: 8 × 10 in.
    public static let photo8x10 = Paper(name: "Photo 8x10", width: .inches(8), height: .inches(10))

    // MARK: Index card

    /// Index 3x5: 3 × 5 in.
    public static let index3x5 = Paper(name: "Index 3x5", width: .inches(3), height: .inches(5))

    // MARK: North American envelope

    /// #9 Envelope: 3.875 × 8.875 in.
    public static let envelope9 = Paper(name: "#9 Envelope", width: .inches(3.875), height: .inches(8.875))
    /// #10 Envelope: 4.125 × 9.5 in.
    public static let envelope10 = Paper(name: "#10 Envelope", width: .inches(4.125), height: .inches(9.5))
    /// Monarch Envelope: 3.875 × 7.5 in.
    public static let envelopeMonarch = Paper(name: "Monarch Envelope", width: .inches(3.875), height: .inches(7.5))

    // MARK: Other names for the same sheets

    /// ANSI A: 8.5 × 11 in, the same sheet as ``letter``.
    public static let ansiA = letter
    /// ANSI B: 11 × 17 in, the same sheet as ``tabloid``.
    public static let ansiB = tabloid
    /// Index card 4 × 6 in, the same sheet as ``photo4x6``.
    public static let index4x6 = photo4x6
    /// Index card 5 × 8 in, the same sheet as ``juniorLegal``.
    public static let index5x8 = juniorLegal
    /// C5 envelope: 162 × 229 mm, the same as ``c5``.
    public static let envelopeC5 = c5
    /// C6 envelope: 114 × 162 mm, the same as ``c6``.
    public static let envelopeC6 = c6
    /// DL envelope: 110 × 220 mm, the same as ``dl``.
    public static let envelopeDL = dl
}
