import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** The parts of opentype.js that svg-captcha loads its font with, as far as the drawing below uses them. */
interface PathCommand {
  type: 'M' | 'L' | 'Q' | 'C' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
interface Font {
  unitsPerEm: number;
  ascender: number;
  descender: number;
  charToGlyph(character: string): {
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  };
}

// svg-captcha's own font and alphabet: the letters stay the ones people already read on this site.
const { font, charPreset } = svgCaptcha.options as unknown as { font: Font; charPreset: string };

export interface CaptchaImageOptions {
  width: number;
  height: number;
  fontSize: number;
  size: number;
  /** Characters people confuse with each other, never drawn. */
  ignoreChars: string;
  background: string;
}

type Point = readonly [number, number];

/** A uniformly random number in [min, max). */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function pick<T>(items: readonly T[]): T {
  return items[randomInt(0, items.length)]!;
}

/** A random answer from svg-captcha's alphabet, drawn with the crypto module's generator. */
export function captchaText(options: Pick<CaptchaImageOptions, 'size' | 'ignoreChars'>): string {
  const alphabet = [...charPreset].filter((character) => !options.ignoreChars.includes(character));
  return Array.from({ length: options.size }, () => pick(alphabet)).join('');
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Points along a quadratic or cubic Bézier segment, its start left out. */
function flatten(from: Point, controls: Point[], to: Point, steps: number): Point[] {
  const points: Point[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const t = step / steps;
    const u = 1 - t;
    if (controls.length === 1) {
      const [c] = controls as [Point];
      points.push([u * u * from[0] + 2 * u * t * c[0] + t * t * to[0], u * u * from[1] + 2 * u * t * c[1] + t * t * to[1]]);
    } else {
      const [c1, c2] = controls as [Point, Point];
      points.push([
        u * u * u * from[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t * t * t * to[0],
        u * u * u * from[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t * t * t * to[1],
      ]);
    }
  }
  return points;
}

/** A glyph's outline as polygons (one per contour), curves cut into a random number of straight pieces. */
function glyphContours(character: string, centreX: number, options: CaptchaImageOptions): Point[][] {
  const glyph = font.charToGlyph(character);
  const scale = options.fontSize / font.unitsPerEm;
  const left = centreX - ((glyph.advanceWidth ?? 0) * scale) / 2;
  const top = options.height / 2 + ((font.ascender + font.descender) * scale) / 2;
  const contours: Point[][] = [];
  let current: Point[] = [];
  let at: Point = [0, 0];
  for (const command of glyph.getPath(left, top, options.fontSize).commands) {
    const to: Point = [command.x ?? 0, command.y ?? 0];
    if (command.type === 'M') {
      if (current.length > 2) contours.push(current);
      current = [to];
    } else if (command.type === 'L') {
      current.push(to);
    } else if (command.type === 'Q') {
      current.push(...flatten(at, [[command.x1!, command.y1!]], to, randomInt(3, 7)));
    } else if (command.type === 'C') {
      current.push(
        ...flatten(
          at,
          [
            [command.x1!, command.y1!],
            [command.x2!, command.y2!],
          ],
          to,
          randomInt(3, 7),
        ),
      );
    } else {
      if (current.length > 2) contours.push(current);
      current = [];
      continue;
    }
    at = to;
  }
  if (current.length > 2) contours.push(current);
  return contours;
}

/** A thin band along a wavy line, as a closed polygon: it crosses the letters inside the same path. */
function band(fromX: number, toX: number, centre: (x: number) => number, halfWidth: number): Point[] {
  const top: Point[] = [];
  const bottom: Point[] = [];
  for (let x = fromX; x <= toX; x += between(2.5, 4.5)) {
    top.push([x, centre(x) - halfWidth]);
    bottom.push([x, centre(x) + halfWidth]);
  }
  return [...top, ...bottom.reverse()];
}

/**
 * The captcha picture. svg-captcha draws each character as its own `<path>`, which lets a script cut the
 * picture into characters and match each against the font. Here the characters, a band crossing them and
 * specks are one filled path: each character turned, squeezed and bent by a wave across the whole picture,
 * its curves cut into a random number of straight pieces (so its outline never repeats), the pieces of all
 * characters and of the noise in random order. A thin grey line crosses over it as well.
 */
export function drawCaptcha(text: string, options: CaptchaImageOptions): string {
  const { width, height } = options;
  const spacing = (width - 2) / (text.length + 1);
  const wave = { amplitude: between(1.2, 2.2), length: between(45, 70), phase: between(0, 2 * Math.PI) };
  const sway = { amplitude: between(0.8, 1.6), length: between(20, 35), phase: between(0, 2 * Math.PI) };
  const bend = ([x, y]: Point): Point => [
    x + sway.amplitude * Math.sin((2 * Math.PI * y) / sway.length + sway.phase),
    y + wave.amplitude * Math.sin((2 * Math.PI * x) / wave.length + wave.phase),
  ];

  const polygons: Point[][] = [];
  [...text].forEach((character, index) => {
    const centreX = spacing * (index + 1) + between(-2, 2);
    const centreY = height / 2;
    const angle = between(-0.3, 0.3);
    const squeeze = between(0.85, 1.05);
    const turn = ([x, y]: Point): Point => {
      const dx = (x - centreX) * squeeze;
      const dy = y - centreY;
      return [centreX + dx * Math.cos(angle) - dy * Math.sin(angle), centreY + dx * Math.sin(angle) + dy * Math.cos(angle)];
    };
    for (const contour of glyphContours(character, centreX, options)) polygons.push(contour.map((point) => bend(turn(point))));
  });

  // The band in overlapping pieces no wider than two characters, so none can be told from a letter by its width.
  for (let line = 0; line < 1; line += 1) {
    const level = between(height * 0.3, height * 0.7);
    const tilt = between(-0.12, 0.12);
    const ripple = { amplitude: between(2, 5), length: between(30, 60), phase: between(0, 2 * Math.PI) };
    const centre = (x: number) =>
      level + tilt * (x - width / 2) + ripple.amplitude * Math.sin((2 * Math.PI * x) / ripple.length + ripple.phase);
    const halfWidth = between(0.5, 0.65);
    for (let from = between(2, 8); from < width - 8; from += between(18, 30)) {
      polygons.push(band(from, Math.min(width - 2, from + between(24, 40)), centre, halfWidth));
    }
  }
  for (let speck = 0; speck < 12; speck += 1) {
    const x = between(2, width - 2);
    const y = between(2, height - 2);
    polygons.push(Array.from({ length: 3 }, () => [x + between(-1.3, 1.3), y + between(-1.3, 1.3)] as Point));
  }

  const d = shuffle(polygons)
    .map((polygon) => `M${polygon.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z`)
    .join('');
  const ink = pick(['#1f2a44', '#2b2d42', '#3a1f44', '#183a37', '#402a1f']);
  const lines = Array.from({ length: 1 }, () => {
    const start = `${between(1, 15).toFixed(1)} ${between(4, height - 4).toFixed(1)}`;
    const middle1 = `${between(width / 2 - 25, width / 2).toFixed(1)} ${between(1, height - 1).toFixed(1)}`;
    const middle2 = `${between(width / 2, width / 2 + 25).toFixed(1)} ${between(1, height - 1).toFixed(1)}`;
    const end = `${between(width - 15, width - 1).toFixed(1)} ${between(4, height - 4).toFixed(1)}`;
    const grey = pick(['#8a93a3', '#9aa1ae', '#7f8898']);
    return `<path d="M${start} C${middle1},${middle2},${end}" stroke="${grey}" stroke-width="1" fill="none"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0,0,${width},${height}">` +
    `<rect width="100%" height="100%" fill="${options.background}"/>` +
    `<path fill="${ink}" stroke="${ink}" stroke-width="0.6" stroke-linejoin="round" d="${d}"/>${lines}</svg>`
  );
}
