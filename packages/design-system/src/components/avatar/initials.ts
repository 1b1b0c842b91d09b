/**
 * Up to two initials from a name: the first letters of the first and last words, upper-cased
 * ("Asha Verma" → "AV", "asha" → "A", "" → ""). Counts characters, so Devanagari and emoji are not split.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0]!)[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('en-IN');
}
