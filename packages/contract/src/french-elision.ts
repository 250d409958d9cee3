/**
 * French drops the e of 'de' before a vowel: 'Ouvrir le résultat d'Ottawa Rideau', 'le mot de passe
 * d'Anne'. The catalogs write 'de {{name}}' (a name may start with anything), so a shown French text
 * is elided once its names are in. Not before h or y, whose rule depends on the word ('de Hamilton',
 * 'de Yellowknife'). The French catalog itself has no 'de' before a vowel (catalog.test.ts, with this function), so only names are touched.
 */
const DE_BEFORE_VOWEL = /(?<![\p{L}\p{N}'’])(d)e (?=[aeiouàâäéèêëîïôöùûüæœ])/giu;

export const elideFrench = (text: string): string => text.replace(DE_BEFORE_VOWEL, "$1'");
