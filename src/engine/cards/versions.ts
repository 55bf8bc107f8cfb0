/**
 * Which printed text versions each hand-written definition implements (textHash of the text in force),
 * checked by a reviewer against the card and by test/engine/verifier.test.ts against the library.
 * A hand-written definition applies to a card whose text in force is one of these; for any other text
 * (an erratum, an older printing) the text compiler is used instead, so behaviour follows the text in
 * force on the request's date. A definition not listed applies whatever the text (hand-written ones win),
 * but the card is not called executable: nobody checked it against the text.
 */
export const IMPLEMENTED_TEXTS: Readonly<Record<string, readonly string[]>> = {
  "Akshan, Mischievous": ["128ede6975b518"], // reviewed 2026-11: [Weaponmaster]'s play effect added (ability 0, as printed), then the paid-cost play effect
  "Angle Shot": ["009b4e7944cea4"],
  "Baited Hook": ["0dc44371ab3ac8"], // the erratum of 2025-10-28 (banish, then play)
  "Baited Hook (printed)": ["12dc63bcdaed2b"], // the printed text: play from among them, no banish
  "Bellow's Breath": ["094ecf86be4e68"],
  Deathgrip: ["1c8f298dfdeba4"], // the erratum of 2026-01-14 ("If you do")
  "Fight or Flight": ["175a36758acfd2"],
  Flash: ["08026a72628a2c"],
  Gust: ["1b4333173e7253"],
  "Heedless Resurrection": ["03a2b81ff1d1e0"], // reviewed 2026-11: Energy and Power both compared with the killed unit's (Power from the catalog)
  "Hidden Blade": ["12611bd1063f9f"],
  Incinerate: ["171f1c7b4a2084"],
  "Ravenbloom Student": ["0036ea90a35178"],
  Repulse: ["1498b78e0d3d86"],
  "Ride the Wind": ["16350ebd91e280"],
  Singularity: ["0ead3750322998"],
  "Strike Down": ["1ba5cffa77dc5b"],
  Stupefy: ["18952c6a368ec9"],
  "Targon's Peak": ["1ee177b360426b"], // the erratum of 2025-10-28 ("up to 2 runes")
  "Thrill of the Hunt": ["0ec4cab354f4f6"],
  Tideturner: ["0c8eeed0612f6d"], // the erratum of 2025-10-28 ("a unit you control at another location")
  "Undercover Agent": ["15d4d22eb09ba2"],
  "Vilemaw's Lair": ["1ae3e9d15ae752"],
  "Void Seeker": ["0dc1cd632b6fb2"],
  "Volibear, Furious": ["0a0afb54af8832"],
  "Watchful Sentry": ["00b8f7adf74bef"],
  "Yasuo, Remorseful": ["1288e1898765ce"],
  "Zhonya's Hourglass": ["143ff537336eef"], // the erratum of 2025-10-28 (heal, exhaust, recall)
};
