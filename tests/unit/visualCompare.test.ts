import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePngs } from '../visual/compare';

/** A width × height picture, white, with the listed pixels black. */
function picture(width: number, height: number, black: [number, number][] = []): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of black) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return PNG.sync.write(png);
}

describe('comparing a screenshot with its baseline', () => {
  it('takes a byte-identical screenshot as equal without a diff picture', () => {
    const shot = picture(40, 30);
    expect(comparePngs(shot, Buffer.from(shot))).toEqual({ equal: true, differentPixels: 0 });
  });

  it('takes a few changed pixels (anti-aliasing noise) as equal, and gives no diff picture', () => {
    const result = comparePngs(picture(200, 200), picture(200, 200, [[5, 5]]));
    expect(result).toMatchObject({ equal: true, differentPixels: 1 });
    expect(result.diff).toBeUndefined();
  });

  it('reports a changed picture with the number of pixels and a diff picture to look at', () => {
    const changed = Array.from({ length: 50 }, (_, x) => [x, 10] as [number, number]);
    const result = comparePngs(picture(100, 100), picture(100, 100, changed));
    expect(result).toMatchObject({ equal: false, differentPixels: 50, reason: '50 pixels differ' });
    expect(PNG.sync.read(result.diff!).width).toBe(100);
  });

  it('reports a picture of another size', () => {
    expect(comparePngs(picture(10, 10), picture(10, 12))).toMatchObject({ equal: false, reason: 'size 10x10 became 10x12' });
  });
});
