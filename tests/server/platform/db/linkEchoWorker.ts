/** A thread for workerLink.test.ts: answers each call with its value and how many messages have arrived so far. */
import { parentPort } from 'node:worker_threads';
import { serveLink } from '../../../../server/src/platform/db/workerLink';

export type EchoRequest = { op: 'echo'; value?: unknown } | { op: 'fail' } | { op: 'notice'; value: string };

let messages = 0;
parentPort!.on('message', () => {
  messages += 1;
});

const notify = serveLink<EchoRequest>(async (request) => {
  if (request.op === 'fail') {
    throw Object.assign(new Error('查询失败'), { code: '22P02', detail: '细节', params: ['13800000000'], socket: {} });
  }
  if (request.op === 'notice') {
    notify(request.value);
    return 'noticed';
  }
  return { value: request.value, messages };
});
