import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adviserAnswers, startAdviser } from './harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const bottom = { placement: 'bottom', durationMs: 2500 };

async function showAndWait(started: ReturnType<typeof startAdviser>) {
  started.actor.send({ type: 'adviser.show' });
  await vi.advanceTimersByTimeAsync(250);
}

describe('adviser machine: showing', () => {
  it('starts hidden', () => {
    const { actor } = startAdviser();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
  });

  it('shows the modal at once and looks the adviser up for the user 250 ms later', async () => {
    const { actor, desk } = startAdviser();
    actor.send({ type: 'adviser.show' });
    expect(actor.getSnapshot().hasTag('shown') && actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(249);
    expect(desk.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(desk.calls).toEqual([{ name: 'findAdviser', input: { appUUId: 'RS4001' } }]);
  });

  it('makes one lookup for shows repeated within 250 ms, counted from the last one', async () => {
    const { actor, desk } = startAdviser();
    actor.send({ type: 'adviser.show' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'adviser.show' });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'adviser.show', appUUId: 'RS4002' });
    await vi.advanceTimersByTimeAsync(249);
    expect(desk.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(desk.calls).toEqual([{ name: 'findAdviser', input: { appUUId: 'RS4002' } }]);
  });

  it('shows the QR code and the account cut to 6 characters once found, without a toast', async () => {
    const started = startAdviser();
    await showAndWait(started);
    await started.desk.answer('findAdviser', adviserAnswers.found);
    const snapshot = started.actor.getSnapshot();
    expect(snapshot.hasTag('ready')).toBe(true);
    expect(snapshot.context).toMatchObject({
      wechatAccount: 'xueban_teacher_li',
      displayAccount: 'xueban…',
      wechatUrl: '/assets/advisers/li.png',
    });
    expect(started.effects.toast).not.toHaveBeenCalled();
  });

  it('shows the missing-account message quietly when the first lookup finds nobody or fails', async () => {
    for (const settle of [
      (s: ReturnType<typeof startAdviser>) => s.desk.answer('findAdviser', adviserAnswers.none),
      (s: ReturnType<typeof startAdviser>) => s.desk.answer('findAdviser', adviserAnswers.refused),
      (s: ReturnType<typeof startAdviser>) => s.desk.fail('findAdviser', new Error('网络连接失败')),
    ]) {
      const started = startAdviser();
      await showAndWait(started);
      await settle(started);
      expect(started.actor.getSnapshot().hasTag('missing')).toBe(true);
      expect(started.effects.toast).not.toHaveBeenCalled();
    }
  });

  it('hides from any state and drops a lookup still in flight', async () => {
    const started = startAdviser();
    await showAndWait(started);
    started.actor.send({ type: 'adviser.hide' });
    expect(started.actor.getSnapshot().value).toBe('hidden');
    started.actor.send({ type: 'adviser.show' });
    started.actor.send({ type: 'adviser.hide' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(started.desk.calls).toHaveLength(1);
    expect(started.actor.getSnapshot().value).toBe('hidden');
  });

  it('looks the adviser up again each time the modal is shown', async () => {
    const started = startAdviser();
    await showAndWait(started);
    await started.desk.answer('findAdviser', adviserAnswers.found);
    started.actor.send({ type: 'adviser.hide' });
    await showAndWait(started);
    expect(started.desk.calls).toHaveLength(2);
  });
});

describe('adviser machine: retrying', () => {
  async function missing() {
    const started = startAdviser();
    await showAndWait(started);
    await started.desk.answer('findAdviser', adviserAnswers.none);
    started.actor.send({ type: 'user.retry' });
    return started;
  }

  it('puts the retry button in a loading state while the lookup runs again', async () => {
    const { actor, desk } = await missing();
    expect(actor.getSnapshot().hasTag('retrying') && actor.getSnapshot().hasTag('missing')).toBe(true);
    expect(desk.inputOf('findAdviser')).toEqual({ appUUId: 'RS4001' });
  });

  it('toasts loaded successfully at the bottom for 2500 ms when the retry finds the adviser', async () => {
    const { actor, desk, effects } = await missing();
    await desk.answer('findAdviser', adviserAnswers.foundShort);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.displayAccount).toBe('xb2024');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith({ key: 'account.adviser.loaded', ...bottom });
  });

  it('toasts the server message when the retry is refused', async () => {
    const { actor, desk, effects } = await missing();
    await desk.answer('findAdviser', adviserAnswers.refused);
    expect(actor.getSnapshot().value).toBe('missing');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith({ message: '暂无在岗顾问，请稍后再试', ...bottom });
  });

  it('toasts fetch failed when the retry gets no answer', async () => {
    const { actor, desk, effects } = await missing();
    await desk.fail('findAdviser', new Error('网络连接失败'));
    expect(actor.getSnapshot().value).toBe('missing');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith({ key: 'account.adviser.fetchFailed', ...bottom });
  });

  it('toasts that the account could not be had when the retry answers without one', async () => {
    const { actor, desk, effects } = await missing();
    await desk.answer('findAdviser', adviserAnswers.none);
    expect(actor.getSnapshot().value).toBe('missing');
    expect(effects.toast).toHaveBeenCalledExactlyOnceWith({ key: 'account.adviser.missing', ...bottom });
  });
});

describe('adviser machine: copying the account', () => {
  it('toasts copied successfully or copy failed, please copy manually', async () => {
    const started = startAdviser();
    await showAndWait(started);
    await started.desk.answer('findAdviser', adviserAnswers.found);
    started.actor.send({ type: 'copy.succeeded' });
    started.actor.send({ type: 'copy.failed' });
    expect(started.effects.toast.mock.calls).toEqual([
      [{ key: 'account.adviser.copied', ...bottom }],
      [{ key: 'account.adviser.copyFailed', ...bottom }],
    ]);
  });
});
