import type { FastifyInstance } from 'fastify';
import { promoteGrades } from '../../modules/accounts/services';
import { fanOutBroadcasts } from '../../modules/content/broadcasts';
import { closeExpiredOrders, commerceOf, reconcilePayments } from '../../modules/commerce/services';
import { createQueueScheduler } from './queue';
import { createInProcessScheduler, type JobScheduler, type SchedulerOptions } from './scheduler';

export { createInProcessScheduler, type JobDefinition, type JobScheduler } from './scheduler';
export { createQueueScheduler, JOB_QUEUE_NAME } from './queue';

/** Grades move up once per school year (1 September); checking hourly catches the day on any instance. */
const GRADE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export const JOB_NAMES = {
  closeOrders: 'orders.close-expired',
  reconcile: 'payments.reconcile',
  promoteGrades: 'grades.promote',
  fanOut: 'notifications.fan-out',
} as const;

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

/** The app's periodic jobs on a scheduler (the default one for the configuration unless another is given). */
export function scheduleJobs(app: FastifyInstance, scheduler: JobScheduler = defaultScheduler(app)): JobScheduler {
  const { deps } = app;
  const context = () => commerceOf(deps, app.log);
  const every = deps.config.payment.jobIntervalSeconds * 1000;
  scheduler.add({ name: JOB_NAMES.closeOrders, intervalMs: every, run: () => closeExpiredOrders(context()) });
  scheduler.add({
    name: JOB_NAMES.reconcile,
    intervalMs: every,
    run: () => reconcilePayments(context(), deps.config.payment.reconcileAfterSeconds),
  });
  scheduler.add({
    name: JOB_NAMES.promoteGrades,
    intervalMs: GRADE_CHECK_INTERVAL_MS,
    run: async () => {
      await promoteGrades(deps.db, deps.now);
    },
  });
  scheduler.add({
    name: JOB_NAMES.fanOut,
    intervalMs: deps.config.notificationFanOutSeconds * 1000,
    run: () => fanOutBroadcasts(deps.db, deps.now()),
  });
  return scheduler;
}
