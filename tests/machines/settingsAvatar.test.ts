import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarAnswers, files, noAnswer, photo, startAvatar } from './settingsHarness';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('avatar upload machine: checking the picture', () => {
  it('refuses other types than JPEG, PNG and WEBP without sending anything', () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.gif });
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.problem).toBe('badType');
    expect(desk.calls).toEqual([]);
  });

  it('refuses pictures over 2 MB and empty files', () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.huge });
    expect(actor.getSnapshot().context.problem).toBe('tooLarge');
    actor.send({ type: 'user.pick', file: files.empty });
    expect(actor.getSnapshot().context.problem).toBe('empty');
    expect(desk.calls).toEqual([]);
  });

  it('reads the first bytes and refuses a file that only claims to be a picture', async () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.png });
    expect(actor.getSnapshot().hasTag('validating')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(desk.inputOf('inspectImage')).toEqual({ file: files.png });
    await desk.answer('inspectImage', avatarAnswers.notImage);
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(actor.getSnapshot().context.problem).toBe('notImage');
  });

  it('refuses a file that cannot be read', async () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.png });
    await desk.fail('inspectImage', new Error('NotReadableError'));
    expect(actor.getSnapshot().context.problem).toBe('notImage');
  });
});

describe('avatar upload machine: uploading and saving', () => {
  async function upToSaving() {
    const started = startAvatar();
    started.actor.send({ type: 'user.pick', file: files.png });
    await started.desk.answer('inspectImage', avatarAnswers.png);
    await started.desk.answer('upload', avatarAnswers.uploaded);
    return started;
  }

  it('uploads a checked picture, saves its address to the profile and reports it to the app', async () => {
    const { actor, desk, effects } = startAvatar();
    actor.send({ type: 'user.pick', file: files.png });
    await desk.answer('inspectImage', avatarAnswers.png);
    expect(actor.getSnapshot().hasTag('uploading')).toBe(true);
    expect(desk.inputOf('upload')).toEqual({ file: files.png });
    await desk.answer('upload', avatarAnswers.uploaded);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(desk.inputOf('saveAvatar')).toEqual(photo);
    await desk.answer('saveAvatar', avatarAnswers.saved);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.saved).toEqual(photo);
    expect(effects.userUpdated).toHaveBeenCalledExactlyOnceWith({ changes: photo });
  });

  it('ignores another pick while the picture is on its way', async () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.png });
    actor.send({ type: 'user.pick', file: files.gif });
    await desk.answer('inspectImage', avatarAnswers.png);
    actor.send({ type: 'user.pick', file: files.gif });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.file).toBe(files.png);
  });

  it('shows why the upload failed and uploads again on retry', async () => {
    const { actor, desk } = startAvatar();
    actor.send({ type: 'user.pick', file: files.png });
    await desk.answer('inspectImage', avatarAnswers.png);
    await desk.answer('upload', avatarAnswers.uploadRefused);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('上传凭证无效或已过期，请重新获取');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('repeats only the save when the upload had worked', async () => {
    const { actor, desk, effects } = await upToSaving();
    await desk.answer('saveAvatar', avatarAnswers.saveRefused);
    expect(actor.getSnapshot().context.error).toBe('服务器繁忙，请稍后再试');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(desk.calls.filter((call) => call.name === 'upload')).toHaveLength(1);
    await desk.answer('saveAvatar', avatarAnswers.saved);
    expect(effects.userUpdated).toHaveBeenCalledOnce();
  });

  it('keeps the text of a call that got no answer', async () => {
    const { actor, desk } = await upToSaving();
    await desk.fail('saveAvatar', noAnswer);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('请求超时');
  });

  it('takes a new picture after a success or a failure', async () => {
    const { actor, desk } = await upToSaving();
    await desk.answer('saveAvatar', avatarAnswers.saved);
    actor.send({ type: 'user.pick', file: files.png });
    expect(actor.getSnapshot().value).toBe('validating');
    expect(actor.getSnapshot().context).toMatchObject({ problem: null, error: null, uploaded: null, saved: photo });
  });
});
