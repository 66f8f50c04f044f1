import { afterEach, describe, expect, it } from 'vitest';
import { WorkerLink } from '../../../../server/src/platform/db/workerLink';
import type { EchoRequest } from './linkEchoWorker';

const ECHO_WORKER = new URL('./linkEchoWorker.ts', import.meta.url);

interface Echo {
  value: unknown;
  messages: number;
}

let link: WorkerLink<EchoRequest> | undefined;
const notices: unknown[] = [];
async function open(together: boolean) {
  link = await WorkerLink.start<EchoRequest>(ECHO_WORKER, {}, { onNotice: (notice) => notices.push(notice), together });
  return link;
}
afterEach(async () => {
  await link?.close({ op: 'echo' });
  link = undefined;
  notices.length = 0;
});

describe('calls to a database thread', () => {
  it('sends the calls made in one round of events in one message, each answered on its own', async () => {
    const thread = await open(true);
    const answers = (await Promise.all([1, 2, 3, 4].map((value) => thread.call({ op: 'echo', value })))) as Echo[];
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3, 4]);
    expect(new Set(answers.map((answer) => answer.messages)).size).toBe(1);

    const later = (await thread.call({ op: 'echo', value: 5 })) as Echo;
    expect(later.messages).toBe(answers[0]!.messages + 1);
  });

  it('sends each call at once when not asked to send them together', async () => {
    const thread = await open(false);
    const answers = (await Promise.all([1, 2, 3].map((value) => thread.call({ op: 'echo', value })))) as Echo[];
    const counts = answers.map((answer) => answer.messages);
    expect(counts).toEqual([counts[0], counts[0]! + 1, counts[0]! + 2]);
  });

  it('fails only the call whose value cannot cross, not the others sent with it', async () => {
    const thread = await open(true);
    const [first, broken, last] = await Promise.allSettled([
      thread.call({ op: 'echo', value: '前' }),
      thread.call({ op: 'echo', value: () => '函数不能跨线程' }),
      thread.call({ op: 'echo', value: '后' }),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { value: '前' } });
    expect(broken).toMatchObject({ status: 'rejected', reason: { name: 'DataCloneError' } });
    expect(last).toMatchObject({ status: 'fulfilled', value: { value: '后' } });
  });

  it("rebuilds a thread's error with its code and detail, leaving its parameters and objects behind", async () => {
    const thread = await open(true);
    const error = (await thread.call({ op: 'fail' }).catch((thrown: unknown) => thrown)) as Record<string, unknown>;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: '查询失败', code: '22P02', detail: '细节' });
    expect(error).not.toHaveProperty('params');
    expect(error).not.toHaveProperty('socket');
  });

  it("hands on the thread's own notices before the answer of the call that raised them", async () => {
    const thread = await open(true);
    const answer = await thread.call({ op: 'notice', value: '连接断开' });
    expect(answer).toBe('noticed');
    expect(notices).toEqual(['连接断开']);
  });

  it('refuses calls once closed', async () => {
    const thread = await open(true);
    await thread.close({ op: 'echo' });
    link = undefined;
    await expect(thread.call({ op: 'echo', value: 1 })).rejects.toThrow('数据库已关闭');
  });
});
