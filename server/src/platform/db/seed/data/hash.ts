/** FNV-1a: stable pseudo-random numbers so regenerated data never changes between runs. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Integer in [min, max] derived from `key`. */
export function stableInt(key: string, min: number, max: number): number {
  return min + (stableHash(key) % (max - min + 1));
}
