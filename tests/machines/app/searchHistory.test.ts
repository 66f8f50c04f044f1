import { describe, expect, it } from 'vitest';
import { addToSearchHistory, removeFromSearchHistory, restoreSearchHistory, SEARCH_HISTORY_LIMIT } from '@machines/app';

describe('search history', () => {
  it('does not save a blank keyword', () => {
    expect(addToSearchHistory(['数学'], '   ')).toEqual(['数学']);
    expect(addToSearchHistory([], '')).toEqual([]);
  });

  it('puts a new keyword first, trimmed', () => {
    expect(addToSearchHistory(['数学'], '  英语 ')).toEqual(['英语', '数学']);
  });

  it('moves a repeated keyword to the front instead of saving it twice', () => {
    expect(addToSearchHistory(['物理', '化学', '数学'], '数学')).toEqual(['数学', '物理', '化学']);
  });

  it(`keeps at most ${SEARCH_HISTORY_LIMIT} entries, dropping the oldest`, () => {
    const full = ['6', '5', '4', '3', '2', '1'];
    expect(addToSearchHistory(full, '7')).toEqual(['7', '6', '5', '4', '3', '2']);
  });

  it('restores only well-formed history from storage', () => {
    expect(restoreSearchHistory('not a list')).toEqual([]);
    expect(restoreSearchHistory(['a', 3, ' ', 'b', 'a', '1', '2', '3', '4', '5'])).toEqual(['a', 'b', '1', '2', '3', '4']);
  });
});

describe('removing a keyword from the search history', () => {
  it('drops that keyword only, keeping the order of the rest', () => {
    expect(removeFromSearchHistory(['物理', '数学', '英语'], ' 数学 ')).toEqual(['物理', '英语']);
    expect(removeFromSearchHistory(['物理'], '化学')).toEqual(['物理']);
  });
});
