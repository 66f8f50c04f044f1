const absolute = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The stored avatar is a path under the image host: the address is qiniuUrl followed by photoUrl.
 * A photoUrl that is already a full address is used as it is, and a slash on both sides of the
 * join is kept once.
 */
export function avatarSource(qiniuUrl?: string | null, photoUrl?: string | null): string | null {
  const photo = photoUrl?.trim();
  if (!photo) return null;
  if (absolute.test(photo)) return photo;
  const host = qiniuUrl?.trim() ?? '';
  if (host.endsWith('/') && photo.startsWith('/')) return host + photo.slice(1);
  return host + photo;
}

const han = /^\p{Script=Han}/u;
const latinWord = /^\p{Script=Latin}/u;
const letter = /\p{L}/u;

/**
 * What an avatar shows without a photo: a Chinese name's first character (张伟 → 张); a Latin name's
 * first two letters, taken from the first two words when there are several (Emma → EM, Li Ming → LM).
 */
export function initialsOf(name?: string | null): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return '';
  const first = Array.from(trimmed)[0] ?? '';
  if (han.test(trimmed) || !latinWord.test(trimmed)) return first.toUpperCase();
  const words = trimmed.split(/\s+/).filter((word) => latinWord.test(word));
  const letters =
    words.length >= 2
      ? [words[0]!, words[1]!].map((word) => Array.from(word)[0])
      : Array.from(words[0] ?? trimmed)
          .filter((char) => letter.test(char))
          .slice(0, 2);
  return letters.join('').toUpperCase();
}

/** Same name, same colour on every page: a stable hash of the name picks one of `count` colours. */
export function colorIndexFor(name: string | null | undefined, count: number): number {
  let hash = 0;
  for (const char of name?.trim() ?? '') hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return count > 0 ? hash % count : 0;
}
