import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastApi } from '@/components/Toast';
import { renderWithI18n } from './renderWithI18n';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

function region(placement: 'top' | 'bottom') {
  return document.querySelector<HTMLElement>(`[role="status"][data-placement="${placement}"]`)!;
}

function renderProvider(maxVisible?: number) {
  renderWithI18n(
    <ToastProvider maxVisible={maxVisible}>
      <Capture />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast in a polite live region at the top and removes it after 2000 ms', () => {
    renderProvider();
    act(() => {
      api.show({ message: '收藏成功' });
    });
    const top = region('top');
    expect(top).toHaveAttribute('aria-live', 'polite');
    expect(within(top).getByText('收藏成功')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('收藏成功')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('收藏成功')).not.toBeInTheDocument();
  });

  it('keeps a login toast for 3 s', () => {
    renderProvider();
    act(() => {
      api.show({ message: '验证码已发送，请注意查收', preset: 'login' });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('验证码已发送，请注意查收')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('验证码已发送，请注意查收')).not.toBeInTheDocument();
  });

  it('puts an adviser toast at the bottom for 2500 ms', () => {
    renderProvider();
    act(() => {
      api.show({ message: '复制成功', preset: 'adviser', tone: 'success' });
    });
    expect(within(region('bottom')).getByText('复制成功')).toBeInTheDocument();
    expect(within(region('top')).queryByText('复制成功')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.queryByText('复制成功')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('复制成功')).not.toBeInTheDocument();
  });

  it('lets an explicit duration and placement win over the preset', () => {
    renderProvider();
    act(() => {
      api.show({ message: '获取成功', preset: 'adviser', duration: 500, placement: 'top' });
    });
    expect(within(region('top')).getByText('获取成功')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('获取成功')).not.toBeInTheDocument();
  });

  it('stacks several toasts in order and removes each after its own duration', () => {
    renderProvider();
    act(() => {
      api.show({ message: '第一条' });
    });
    act(() => vi.advanceTimersByTime(1000));
    act(() => {
      api.show({ message: '第二条', duration: 3000 });
    });
    expect(
      within(region('top'))
        .getAllByText(/第.条/)
        .map((node) => node.textContent),
    ).toEqual(['第一条', '第二条']);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('第一条')).not.toBeInTheDocument();
    expect(screen.queryByText('第二条')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('第二条')).not.toBeInTheDocument();
  });

  it('drops the oldest toast early when more arrive than fit', () => {
    renderProvider(2);
    act(() => {
      api.show({ message: '语文' });
      api.show({ message: '数学' });
      api.show({ message: '英语' });
    });
    expect(screen.queryByText('语文')).not.toBeInTheDocument();
    expect(screen.getByText('数学')).toBeInTheDocument();
    expect(screen.getByText('英语')).toBeInTheDocument();
  });

  it('removes a toast at once when dismissed', () => {
    renderProvider();
    let id = 0;
    act(() => {
      id = api.show({ message: '已取消收藏' });
    });
    act(() => api.dismiss(id));
    expect(screen.queryByText('已取消收藏')).not.toBeInTheDocument();
  });

  it('refuses to be used outside its provider', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/ToastProvider/);
    quiet.mockRestore();
  });
});
