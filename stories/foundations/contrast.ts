type Rgba = { r: number; g: number; b: number; a: number };

function parse(color: string): Rgba | null {
  const hex = /^#([\da-f]{6})$/i.exec(color.trim());
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: 1 };
  }
  const rgba = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(color.trim());
  if (rgba) return { r: +rgba[1]!, g: +rgba[2]!, b: +rgba[3]!, a: rgba[4] == null ? 1 : +rgba[4] };
  return null;
}

/** Translucent colours (the overlay) are judged as they appear over a white page. */
function overWhite({ r, g, b, a }: Rgba): Rgba {
  return { r: r * a + 255 * (1 - a), g: g * a + 255 * (1 - a), b: b * a + 255 * (1 - a), a: 1 };
}

function luminance(color: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG 2 contrast ratio between two colours, or null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parse(foreground);
  const bg = parse(background);
  if (!fg || !bg) return null;
  const [light, dark] = [luminance(overWhite(fg)), luminance(overWhite(bg))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Of the candidate text colours, the one that reads best on `background`. */
export function readableOn(background: string, candidates: readonly string[]): string {
  let best = candidates[0]!;
  let bestRatio = 0;
  for (const candidate of candidates) {
    const ratio = contrastRatio(candidate, background) ?? 0;
    if (ratio > bestRatio) [best, bestRatio] = [candidate, ratio];
  }
  return best;
}

export function wcagGrade(ratio: number | null): string {
  if (ratio == null) return '—';
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA 大字';
  return '不宜作文字';
}
