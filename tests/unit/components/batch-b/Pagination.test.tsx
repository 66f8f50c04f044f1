import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { Pagination, pageCount, pageItems } from '@/components/Pagination';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('returns nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('hides the far end behind an ellipsis near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts an ellipsis on both sides of the current page in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('hides the near end behind an ellipsis near the last page', () => {
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always draws seven slots once pages overflow, wherever the current page is', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });

  it('clamps a page number outside the range', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(-3, 10)).toEqual(pageItems(1, 10));
  });

  it('counts a partial last page as a page', () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe('Pagination', () => {
  it('marks the current page and asks for the page that was clicked', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={3} pageSize={10} total={200} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: '第 3 页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={10} total={30} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    rerender(<Pagination page={3} pageSize={10} total={30} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('draws nothing when one page holds everything', () => {
    const { container } = render(<Pagination page={1} pageSize={10} total={8} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
