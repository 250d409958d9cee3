/** The 13 Canadian provinces and territories, ids 1–13, with their French names and the time zone a store there keeps. */
export const PROVINCES = [
  { id: 1, code: 'AB', name: 'Alberta', nameFr: 'Alberta', timeZone: 'America/Edmonton', postalLetters: 'T' },
  { id: 2, code: 'BC', name: 'British Columbia', nameFr: 'Colombie-Britannique', timeZone: 'America/Vancouver', postalLetters: 'V' },
  { id: 3, code: 'MB', name: 'Manitoba', nameFr: 'Manitoba', timeZone: 'America/Winnipeg', postalLetters: 'R' },
  { id: 4, code: 'NB', name: 'New Brunswick', nameFr: 'Nouveau-Brunswick', timeZone: 'America/Moncton', postalLetters: 'E' },
  {
    id: 5,
    code: 'NL',
    name: 'Newfoundland and Labrador',
    nameFr: 'Terre-Neuve-et-Labrador',
    timeZone: 'America/St_Johns',
    postalLetters: 'A',
  },
  { id: 6, code: 'NS', name: 'Nova Scotia', nameFr: 'Nouvelle-Écosse', timeZone: 'America/Halifax', postalLetters: 'B' },
  {
    id: 7,
    code: 'NT',
    name: 'Northwest Territories',
    nameFr: 'Territoires du Nord-Ouest',
    timeZone: 'America/Yellowknife',
    postalLetters: 'X',
  },
  { id: 8, code: 'NU', name: 'Nunavut', nameFr: 'Nunavut', timeZone: 'America/Iqaluit', postalLetters: 'X' },
  { id: 9, code: 'ON', name: 'Ontario', nameFr: 'Ontario', timeZone: 'America/Toronto', postalLetters: 'KLMNP' },
  { id: 10, code: 'PE', name: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard', timeZone: 'America/Halifax', postalLetters: 'C' },
  { id: 11, code: 'QC', name: 'Quebec', nameFr: 'Québec', timeZone: 'America/Toronto', postalLetters: 'GHJ' },
  { id: 12, code: 'SK', name: 'Saskatchewan', nameFr: 'Saskatchewan', timeZone: 'America/Regina', postalLetters: 'S' },
  { id: 13, code: 'YT', name: 'Yukon', nameFr: 'Yukon', timeZone: 'America/Whitehorse', postalLetters: 'Y' },
] as const;

export type Province = (typeof PROVINCES)[number];
export const provinceById = (id: number): Province | undefined => PROVINCES.find((p) => p.id === id);

/** A province's name in the reader's language (French for 'fr', else English). */
export const provinceName = (province: Province, language: string): string => (language === 'fr' ? province.nameFr : province.name);

/** A province stored by its English name (a contact's, spec 3 §3) in the reader's language; any other text as it is. */
export function storedProvinceName(stored: string, language: string): string {
  const province = PROVINCES.find((p) => p.name === stored);
  return province ? provinceName(province, language) : stored;
}
