import { describe, expect, it } from 'vitest';
import { createDoubleTapDetector, seekDirection } from '@/features/learning/LessonPlayer/doubleTap';

describe('double tap on the lesson picture', () => {
  it('counts a second tap close in time and place as a double tap', () => {
    const detector = createDoubleTapDetector();
    expect(detector.tap({ x: 300, y: 100, time: 1000 })).toBe(false);
    expect(detector.tap({ x: 305, y: 104, time: 1200 })).toBe(true);
  });

  it('does not count a second tap that comes too late or lands far away', () => {
    const detector = createDoubleTapDetector();
    detector.tap({ x: 300, y: 100, time: 1000 });
    expect(detector.tap({ x: 300, y: 100, time: 1500 })).toBe(false);
    expect(detector.tap({ x: 100, y: 100, time: 1600 })).toBe(false);
  });

  it('starts over after a double tap, so a third tap alone does nothing', () => {
    const detector = createDoubleTapDetector();
    detector.tap({ x: 300, y: 100, time: 1000 });
    detector.tap({ x: 300, y: 100, time: 1100 });
    expect(detector.tap({ x: 300, y: 100, time: 1200 })).toBe(false);
  });

  it('seeks back on the left third, ahead on the right third, and not at all in the middle', () => {
    expect(seekDirection(10, 300)).toBe(-1);
    expect(seekDirection(99, 300)).toBe(-1);
    expect(seekDirection(150, 300)).toBe(0);
    expect(seekDirection(201, 300)).toBe(1);
    expect(seekDirection(290, 300)).toBe(1);
  });
});
