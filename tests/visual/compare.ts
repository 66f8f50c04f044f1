import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Comparison {
  equal: boolean;
  differentPixels: number;
  reason?: string;
  diff?: Buffer;
}

/** Share of pixels allowed to differ before a screenshot counts as changed (anti-aliasing noise). */
export const MAX_DIFF_RATIO = 0.0005;

export function comparePngs(baseline: Buffer, actual: Buffer): Comparison {
  // Chromium encodes the same pixels to the same bytes: most shots match their baseline byte for byte, and
  // need neither decoding nor a diff picture (decoding, comparing and encoding took most of the runner's time).
  if (baseline.equals(actual)) return { equal: true, differentPixels: 0 };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return {
      equal: false,
      differentPixels: Math.max(a.width * a.height, b.width * b.height),
      reason: `size ${a.width}x${a.height} became ${b.width}x${b.height}`,
    };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const differentPixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  // VISUAL_STRICT=1 allows no pixel to differ, e.g. to show that a refactoring changed nothing at all.
  const allowed = process.env.VISUAL_STRICT === '1' ? 0 : Math.max(10, a.width * a.height * MAX_DIFF_RATIO);
  const equal = differentPixels <= allowed;
  // The diff picture is only looked at for a failure.
  return equal
    ? { equal, differentPixels }
    : { equal, differentPixels, diff: PNG.sync.write(diff), reason: `${differentPixels} pixels differ` };
}
