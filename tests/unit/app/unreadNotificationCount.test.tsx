import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findByUserInfoId } from '@contract/api/calls/user/notification';
import { unreadCountKey, useUnreadNotificationCount } from '@/app/layouts/useUnreadNotificationCount';
import { createAppQueryClient } from '@/app/providers/queryClient';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/app/api', () => ({ api: { call } }));

function setup(initial: { rsNo: string | null; pathname?: string }) {
  const client = createAppQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ rsNo, pathname }) => useUnreadNotificationCount(rsNo, pathname), { wrapper, initialProps: initial });
  return { client, ...hook };
}

describe('useUnreadNotificationCount', () => {
  beforeEach(() => {
    call.mockReset();
  });

  it('asks the message list for the logged-in user and answers its unread total', async () => {
    call.mockResolvedValue({ list: [], total: 7, page: 1, size: 1, unread: 4 });
    const { result } = setup({ rsNo: 'rs-1', pathname: '/m/home' });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(4));
    expect(call).toHaveBeenCalledWith(findByUserInfoId, { page: 1, size: 1 }, expect.objectContaining({ silent: true }));
  });

  it('answers null and asks nothing for a visitor', async () => {
    const { result } = setup({ rsNo: null, pathname: '/m/home' });
    await act(() => Promise.resolve());
    expect(result.current).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps the count in the cache entry the message center invalidates when a message is read', async () => {
    call.mockResolvedValueOnce({ list: [], total: 7, page: 1, size: 1, unread: 4 });
    const { result, client } = setup({ rsNo: 'rs-1', pathname: '/personal/notification' });
    await waitFor(() => expect(result.current).toBe(4));
    expect(client.getQueryData(unreadCountKey('rs-1'))).toMatchObject({ unread: 4 });

    call.mockResolvedValueOnce({ list: [], total: 7, page: 1, size: 1, unread: 3 });
    // What NotificationPage does after marking a message read.
    await act(() => client.invalidateQueries({ queryKey: [findByUserInfoId.path] }));
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('asks again when the user moves to another page', async () => {
    call.mockResolvedValueOnce({ list: [], total: 7, page: 1, size: 1, unread: 4 });
    const { result, rerender } = setup({ rsNo: 'rs-1', pathname: '/m/home' });
    await waitFor(() => expect(result.current).toBe(4));
    call.mockResolvedValueOnce({ list: [], total: 7, page: 1, size: 1, unread: 2 });
    rerender({ rsNo: 'rs-1', pathname: '/m/course' });
    await waitFor(() => expect(result.current).toBe(2));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('forgets the count when the user logs out', async () => {
    call.mockResolvedValue({ list: [], total: 7, page: 1, size: 1, unread: 4 });
    const { result, rerender } = setup({ rsNo: 'rs-1', pathname: '/m/home' });
    await waitFor(() => expect(result.current).toBe(4));
    rerender({ rsNo: null, pathname: '/m/home' });
    expect(result.current).toBeNull();
  });
});
