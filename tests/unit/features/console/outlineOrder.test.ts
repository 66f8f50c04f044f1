import { describe, expect, it } from 'vitest';
import { movedBefore, movedBy } from '@/features/console/CourseOutline';

describe('putting an outline in order', () => {
  it('moves an item before the one it was dropped on', () => {
    expect(movedBefore([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(movedBefore([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 1, 4]);
  });

  it('puts an item dropped at the end last, and brings in one from elsewhere', () => {
    expect(movedBefore([1, 2, 3], 1, null)).toEqual([2, 3, 1]);
    expect(movedBefore([1, 2], 9, 2)).toEqual([1, 9, 2]);
  });

  it('swaps an item with its neighbour, and leaves the ends where they are', () => {
    expect(movedBy([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedBy([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedBy([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedBy([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
