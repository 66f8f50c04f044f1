import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gradeAnswers, groups, inputs, startGradeFlow } from './harness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('grade flow machine: choosing the grade', () => {
  it('opens the grade modal and loads the grade list when the grade is not set', () => {
    const { actor, desk } = startGradeFlow(inputs.gradeUnset);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ choosingGrade: 'loading' });
    expect(snapshot.hasTag('gradeModal') && snapshot.hasTag('loading')).toBe(true);
    expect(desk.isWaiting('loadGradeSelection')).toBe(true);
  });

  it('offers the grades grouped by stage once loaded', async () => {
    const { actor, desk } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'picking' });
    expect(actor.getSnapshot().context.groups).toEqual(groups);
  });

  it('saves the picked grade for the user and marks the grade as set', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    actor.send({ type: 'user.gradePicked', gradeName: '初二' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(desk.inputOf('saveGrade')).toEqual({ appUUId: 'RS3001', gradeName: '初二' });
    await desk.answer('saveGrade', gradeAnswers.saved);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user: { rsNo: 'RS3001', isSetClass: 2, isClassUpgrade: 1 } });
    expect(effects.userUpdated).toHaveBeenCalledExactlyOnceWith({ changes: { isSetClass: 2 } });
  });

  it('ignores a grade that is not in the list', async () => {
    const { actor, desk } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    actor.send({ type: 'user.gradePicked', gradeName: '大一' });
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'picking' });
    expect(desk.isWaiting('saveGrade')).toBe(false);
  });

  it('warns with the server message and lets the user pick again when saving is refused', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    actor.send({ type: 'user.gradePicked', gradeName: '初二' });
    await desk.answer('saveGrade', gradeAnswers.refused);
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'picking' });
    expect(actor.getSnapshot().context.error).toBe('年级设置失败，请稍后再试');
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '年级设置失败，请稍后再试' });
    expect(effects.userUpdated).not.toHaveBeenCalled();
  });

  it('lets the user pick again without a second warning when saving got no answer', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    actor.send({ type: 'user.gradePicked', gradeName: '初二' });
    await desk.fail('saveGrade', new Error('网络连接失败'));
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'picking' });
    expect(effects.warn).not.toHaveBeenCalled();
  });
});

describe('grade flow machine: loading failures', () => {
  it('warns with the server message and offers a retry when the list is refused', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.gradeUnset);
    await desk.answer('loadGradeSelection', gradeAnswers.listRefused);
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '年级数据加载失败' });
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'loading' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await desk.answer('loadGradeSelection', gradeAnswers.list);
    expect(actor.getSnapshot().value).toEqual({ choosingGrade: 'picking' });
  });

  it('offers a retry when the list has no grade or no answer came', async () => {
    const empty = startGradeFlow(inputs.gradeUnset);
    await empty.desk.answer('loadGradeSelection', gradeAnswers.emptyList);
    expect(empty.actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    const lost = startGradeFlow(inputs.gradeUnset);
    await lost.desk.fail('loadGradeSelection', new Error('请求超时'));
    expect(lost.actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(lost.actor.getSnapshot().context.error).toBe('请求超时');
    expect(empty.effects.warn).not.toHaveBeenCalled();
    expect(lost.effects.warn).not.toHaveBeenCalled();
  });
});

describe('grade flow machine: the upgrade notice', () => {
  it('shows the upgrade notice when the grade is set and the notice pending', () => {
    const { actor, desk } = startGradeFlow(inputs.upgradePending);
    expect(actor.getSnapshot().value).toBe('upgradeNotice');
    expect(actor.getSnapshot().hasTag('gradeModal')).toBe(false);
    expect(desk.calls).toEqual([]);
  });

  it('records the acknowledgement and marks the notice as seen', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.upgradePending);
    actor.send({ type: 'user.acknowledge' });
    expect(actor.getSnapshot().hasTag('acknowledging') && actor.getSnapshot().hasTag('upgradeNotice')).toBe(true);
    expect(desk.inputOf('acknowledgeUpgrade')).toEqual({ appUUId: 'RS3002' });
    await desk.answer('acknowledgeUpgrade', gradeAnswers.saved);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user: { rsNo: 'RS3002', isSetClass: 2, isClassUpgrade: 2 } });
    expect(effects.userUpdated).toHaveBeenCalledExactlyOnceWith({ changes: { isClassUpgrade: 2 } });
  });

  it('warns and keeps the notice open when the acknowledgement is refused', async () => {
    const { actor, desk, effects } = startGradeFlow(inputs.upgradePending);
    actor.send({ type: 'user.acknowledge' });
    await desk.answer('acknowledgeUpgrade', gradeAnswers.refused);
    expect(actor.getSnapshot().value).toBe('upgradeNotice');
    expect(effects.warn).toHaveBeenCalledExactlyOnceWith({ message: '年级设置失败，请稍后再试' });
  });
});

describe('grade flow machine: nothing to do', () => {
  it('ends at once when the grade is set and no notice is pending', () => {
    const { actor, desk, effects } = startGradeFlow(inputs.settled);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user: inputs.settled.user });
    expect(desk.calls).toEqual([]);
    expect(effects.userUpdated).not.toHaveBeenCalled();
  });
});
