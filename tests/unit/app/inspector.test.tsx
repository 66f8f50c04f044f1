import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMachine, type InspectionEvent } from 'xstate';
import type { ApiClient } from '@/api/client';
import { activeInspector, inspectorRequested, loadInspector } from '@/app/runtime/inspector';
import { inspectorFor } from '@/app/runtime/inspectorFor';
import { inspectorAsked } from '@/app/runtime/inspectorSlot';
import { useFlowActor, useFlowMachine } from '@/app/runtime/useFlowActor';

const seen = vi.hoisted(() => ({ events: [] as InspectionEvent[], opened: 0 }));
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => {
    seen.opened += 1;
    return { inspect: { next: (event: InspectionEvent) => seen.events.push(event) } };
  },
}));

const countdown = createMachine({ id: 'smsCountdown', initial: 'ready', states: { ready: {} } });
const login = createMachine({
  id: 'login',
  initial: 'form',
  invoke: { id: 'smsCode', src: countdown },
  states: { form: { on: { 'user.submit': 'sent' } }, sent: {} },
});

/** The inspected actor's name (its id), as the inspector's window lists it. */
const idOf = (event: InspectionEvent) => (event.actorRef as { id?: string }).id;

function clientAnswering(answer: () => Promise<unknown>) {
  const call = vi.fn(answer);
  return { call, client: async () => ({ call }) as unknown as ApiClient };
}

describe('which pages fetch the inspector code at all', () => {
  it('fetches it only for an address that names the inspector, or a development build that opens it everywhere', () => {
    expect(inspectorAsked('?page=2', { DEV: false })).toBe(false);
    expect(inspectorAsked('', { DEV: true })).toBe(false);
    expect(inspectorAsked('?inspect=1', { DEV: false })).toBe(true);
    expect(inspectorAsked('?a=1&inspect=token', { DEV: false })).toBe(true);
    expect(inspectorAsked('', { DEV: true, VITE_INSPECT: '1' })).toBe(true);
    expect(inspectorAsked('', { DEV: false, VITE_INSPECT: '1' })).toBe(false);
  });

  it('opens nothing for an address that does not ask', async () => {
    const opened = seen.opened;
    await expect(inspectorFor('?page=2')).resolves.toBeUndefined();
    expect(seen.opened).toBe(opened);
  });
});

describe('which pages open the inspector', () => {
  const development = { DEV: true };
  const preview = { DEV: false, VITE_INSPECTOR: 'on' };
  const production = { DEV: false };

  it('opens it for ?inspect=1 in development and in the preview build only', () => {
    expect(inspectorRequested('?inspect=1', development)).toEqual({ kind: 'open' });
    expect(inspectorRequested('?a=2&inspect=1', preview)).toEqual({ kind: 'open' });
    expect(inspectorRequested('?inspect=1', production)).toEqual({ kind: 'none' });
    expect(inspectorRequested('', { DEV: true, VITE_INSPECT: '1' })).toEqual({ kind: 'open' });
    expect(inspectorRequested('', { DEV: false, VITE_INSPECT: '1' })).toEqual({ kind: 'none' });
    expect(inspectorRequested('?page=2', development)).toEqual({ kind: 'none' });
  });

  it('takes any other value for a signed link the server has to confirm, in every build', () => {
    expect(inspectorRequested('?inspect=lz3k.abc', production)).toEqual({ kind: 'link', token: 'lz3k.abc' });
    expect(inspectorRequested('?inspect=lz3k.abc', development)).toEqual({ kind: 'link', token: 'lz3k.abc' });
  });
});

describe('the inspector of every actor', () => {
  it('starts flows under their names and without an inspector while none is open', () => {
    const { result } = renderHook(() => useFlowActor('login', login));
    expect(result.current.id).toBe('login');
    expect(activeInspector()).toBeUndefined();
  });

  it('opens nothing for a link the server refuses', async () => {
    const { call, client } = clientAnswering(() => Promise.reject(new Error('检查器链接已过期')));
    expect(await loadInspector('?inspect=lz3k.forged', client)).toBeUndefined();
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/web/v1/inspector/check' }),
      { token: 'lz3k.forged' },
      { silent: true },
    );
    expect(seen.opened).toBe(0);
    expect(activeInspector()).toBeUndefined();
  });

  it('opens it for a link the server confirms, and every flow started afterwards reports to it with its children', async () => {
    const { client } = clientAnswering(() => Promise.resolve({ expiresAt: '2026-12-01T00:15:00.000Z' }));
    const inspect = await loadInspector('?inspect=lz3k.good', client);
    expect(seen.opened).toBe(1);
    expect(activeInspector()).toBe(inspect);

    const { result } = renderHook(() => useFlowActor('login', login));
    result.current.send({ type: 'user.submit' });
    const actors = seen.events.filter((event) => event.type === '@xstate.actor').map((event) => idOf(event));
    expect(actors).toEqual(expect.arrayContaining(['login', 'smsCode']));
    const events = seen.events.filter((event) => event.type === '@xstate.event' && idOf(event) === 'login');
    expect(events.map((event) => (event as { event: { type: string } }).event.type)).toContain('user.submit');

    renderHook(() => useFlowMachine('console.signIn', countdown));
    expect(seen.events.some((event) => event.type === '@xstate.actor' && idOf(event) === 'console.signIn')).toBe(true);
  });
});
