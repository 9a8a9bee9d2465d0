/**
 * One rule term of a language's glossary. `match` finds the English term in the English catalogue; every
 * message whose English form uses it must use `term` (or `stem`, for words Korean or Japanese inflect) in
 * that language: `catalogue.test.ts` checks this, so the glossary is used wherever a rule term appears.
 */
export interface GlossaryEntry {
  /** The English rule term, as in the English catalogue. */
  en: string;
  match: RegExp;
  term: string;
  /** The part of `term` every use contains (e.g. 엎드 for 엎드린 / 엎드림). */
  stem?: string;
  /** Where the term comes from: `seed <file>:<line>` and the seed's words, or "usual term (seed silent)". */
  source: string;
}

/** A case-insensitive whole-word matcher for an English term; `-` and a space match each other. */
export const word = (en: string, suffix = ''): RegExp =>
  new RegExp(`\\b${en.replace(/[-\s]/g, '[-\\s]').replace('!', '!?')}${suffix}(?![\\w-])`, 'i');

/**
 * A skill or trait name as the web UI shows it (`names/<language>.ts` must agree: `names/names.test.ts`).
 * `term: null` is an explicit fallback: the English name is shown, and `source` says why.
 */
export interface SkillTerm {
  term: string | null;
  /** `seed <file>:<line>` and the seed's words, "usual term (seed silent)", or for `null` "English: …". */
  source: string;
}
