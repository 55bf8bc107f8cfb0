/** Card names compare without case, accents, punctuation or spacing: "Bellows Breath" = "Bellow's Breath". */
export function normalizeName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}
