import { remove as removeConfusables } from 'confusables';

/**
 * A coach name's skeleton for comparing names (issue 15): NFKC first (full-width letters, ligatures),
 * then look-alike letters of other scripts mapped to the Latin ones they imitate (the `confusables`
 * library), then case folded. Two names with one skeleton look the same on screen; only one may register.
 * Never shown: it is a comparison key, not a spelling.
 */
export function nameSkeleton(name: string): string {
  return removeConfusables(name.normalize('NFKC'))
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
