import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordGate, type RecordGateInput } from '@/features/console/RecordGate';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';

afterEach(cleanup);

function load(state: Partial<{ isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null }> = {}) {
  return {
    isPending: false,
    isError: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(() => Promise.resolve()),
    ...state,
  };
}

const base: RecordGateInput = { unreachable: false, notFound: '导师不存在', backTo: '/admin/tutors', backLabel: '返回导师列表' };

function show(input: Partial<RecordGateInput>) {
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  const gate = recordGate({ ...base, ...input });
  render(<I18nProvider i18n={i18n}>{gate}</I18nProvider>);
  return gate;
}

describe('a console record page before its form', () => {
  it('says there is no such record, with the way back to the list', () => {
    show({ unreachable: true, record: load() });
    expect(screen.getByText('导师不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回导师列表' }).getAttribute('href')).toBe('/admin/tutors');
  });

  it('waits while the record or what its form needs is loading', () => {
    show({ record: load(), needs: [load({ isPending: true })] });
    expect(screen.getByText('加载中…')).toBeTruthy();
  });

  it('does not wait for the record of a new one, which is never loaded', () => {
    expect(recordGate({ ...base, needs: [load()] })).toBeNull();
  });

  it('shows a failed load and retries only what failed', async () => {
    const record = load();
    const options = load({ isError: true, error: new Error('网络不给力') });
    show({ record, needs: [options] });
    expect(screen.getByText('网络不给力')).toBeTruthy();
    await userEvent.click(screen.getByRole('button'));
    expect(options.refetch).toHaveBeenCalledTimes(1);
    expect(record.refetch).not.toHaveBeenCalled();
  });

  it('lets the form draw once everything has loaded', () => {
    expect(recordGate({ ...base, record: load(), needs: [load()] })).toBeNull();
  });
});
