/** Prices are stored in fen; the API speaks yuan. */
export function toYuan(cents: number): number {
  return Math.round(cents) / 100;
}

export function iso(date: Date): string {
  return date.toISOString();
}

/** 王小明 → 王**: names of other learners are shown masked. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '匿名用户';
  return `${chars[0]}**`;
}

/** Public address of a file under server/assets. */
export function assetUrl(path: string): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/assets/${path}`;
}

/** Literal text for ILIKE: %, _ and \ lose their pattern meaning. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface Page<Item> {
  list: Item[];
  total: number;
  page: number;
  size: number;
}

export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
