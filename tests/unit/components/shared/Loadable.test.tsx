import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { dataOf, failed, LoadableContent, loading, mapLoadable, ready } from '@/components/Loadable';

const list = (value: Parameters<typeof LoadableContent<string[]>>[0]['value']) => (
  <LoadableContent value={value} skeleton={<p>骨架</p>} isEmpty={(items) => items.length === 0}>
    {(items) => (
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    )}
  </LoadableContent>
);

describe('LoadableContent', () => {
  it('draws the skeleton while loading', () => {
    render(list(loading));
    expect(screen.getByText('骨架')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a reload when loading failed, and the reload retries', async () => {
    const retry = vi.fn();
    render(list(failed(retry)));
    expect(screen.getByText('加载失败，请稍后重试')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says 'no content to query' when the answer has no data (SPEC §8, status 1)", () => {
    render(list(ready([])));
    expect(screen.getByText('暂无可查询的内容')).toBeInTheDocument();
  });

  it("says 'request error' with the server's reason when the server refused (status 0)", async () => {
    const retry = vi.fn();
    render(list({ status: 'error', retry, refusal: '该课程已下架' }));
    expect(screen.getByText('请求错误：该课程已下架')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("says 'no permission, please log in first' when the session ended (status 2 or 4), and its button signs in", async () => {
    const retry = vi.fn();
    render(list({ status: 'error', retry, signedOut: true }));
    expect(screen.getByText('没有权限，请先登录')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('draws the content once it is ready', () => {
    render(list(ready(['初二数学', '初三物理'])));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['初二数学', '初三物理']);
  });
});

describe('Loadable values', () => {
  it('maps ready data and passes loading and failure through', () => {
    expect(mapLoadable(ready(2), (n) => n * 2)).toEqual(ready(4));
    expect(mapLoadable(loading, (n: number) => n * 2)).toBe(loading);
    const failure = failed();
    expect(mapLoadable(failure, (n: number) => n)).toBe(failure);
  });

  it('reads the data of a ready value only', () => {
    expect(dataOf(ready('课程'))).toBe('课程');
    expect(dataOf(loading)).toBeUndefined();
  });
});
