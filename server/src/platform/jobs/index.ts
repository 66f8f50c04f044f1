import type { FastifyInstance } from 'fastify';
import { createQueueScheduler } from './queue';
import { createInProcessScheduler, type JobScheduler, type SchedulerOptions } from './scheduler';

export { createInProcessScheduler, type JobDefinition, type JobScheduler } from './scheduler';
export { createQueueScheduler, JOB_QUEUE_NAME } from './queue';

/**
 * Where jobs run: on the shared queue in Redis when REDIS_URL is set (several instances, each run taken by one),
 * otherwise in this process (the embedded default, one instance).
 */
export function defaultScheduler(
  app: FastifyInstance,
  extra: SchedulerOptions & { onRun?: (name: string) => void } = {},
): JobScheduler {
  const { config } = app.deps;
  const options: SchedulerOptions = {
    onError: (name, error) => {
      app.log.error({ err: error, job: name }, '定时任务失败');
      app.deps.metrics?.jobRuns.inc({ job: name, outcome: 'failed' });
      extra.onError?.(name, error);
    },
    onDone: (name, result) => {
      if (typeof result === 'number' && result > 0) app.log.info({ job: name, count: result }, '定时任务完成');
      app.deps.metrics?.jobRuns.inc({ job: name, outcome: 'done' });
      extra.onDone?.(name, result);
    },
  };
  return config.redisUrl
    ? createQueueScheduler({ ...options, redisUrl: config.redisUrl, prefix: config.redisPrefix, onRun: extra.onRun })
    : createInProcessScheduler(options);
}
