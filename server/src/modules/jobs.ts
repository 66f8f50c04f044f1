import type { FastifyInstance } from 'fastify';
import { defaultScheduler, type JobScheduler } from '../platform/jobs';
import { promoteGrades } from './accounts';
import {
  closeExpiredOrders,
  commerceOf,
  followUpRefunds,
  reconcileContextOf,
  reconcileDailyBills,
  reconcilePayments,
} from './commerce';
import { fanOutBroadcasts, notifyStudyProgress } from './content';
import { runWeeklyReports } from './learning';
import { deleteAbandonedUploads, transcodeFor } from './video';

/** Uploads start their transcode at once; this sweep catches what an instance that stopped left waiting. */
const TRANSCODE_SWEEP_INTERVAL_MS = 60 * 1000;

/** Abandoned uploads wait days before they go; an hourly look is plenty. */
const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** Grades move up once per school year (1 September); checking hourly catches the day on any instance. */
const GRADE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Last week's reports are due from Monday 00:00 (China time); an hourly look builds them within the hour and retries
 * a student whose report failed. Once the week is done a look is one query that finds nothing due.
 */
const WEEKLY_REPORTS_INTERVAL_MS = 60 * 60 * 1000;

export const JOB_NAMES = {
  closeOrders: 'orders.close-expired',
  reconcile: 'payments.reconcile',
  promoteGrades: 'grades.promote',
  fanOut: 'notifications.fan-out',
  transcode: 'videos.transcode',
  abandonedUploads: 'videos.abandoned-uploads',
  refunds: 'refunds.follow-up',
  bills: 'payments.daily-bills',
  weeklyReports: 'study.weekly-reports',
} as const;

/** Bills of yesterday appear in the morning; an hourly look finds them soon and retries a failed one. */
const BILL_CHECK_INTERVAL_MS = 60 * 60 * 1000;

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
    name: JOB_NAMES.refunds,
    intervalMs: every,
    run: async () => {
      await followUpRefunds({ ...context(), gateway: deps.payments }, deps.config.payment.reconcileAfterSeconds);
    },
  });
  scheduler.add({
    name: JOB_NAMES.bills,
    intervalMs: BILL_CHECK_INTERVAL_MS,
    run: async () => {
      await reconcileDailyBills(reconcileContextOf(deps, app.log));
    },
  });
  scheduler.add({
    name: JOB_NAMES.promoteGrades,
    intervalMs: GRADE_CHECK_INTERVAL_MS,
    run: async () => {
      await promoteGrades(deps.db, deps.now);
    },
  });
  scheduler.add({
    name: JOB_NAMES.weeklyReports,
    intervalMs: WEEKLY_REPORTS_INTERVAL_MS,
    run: () => runWeeklyReports(deps.db, deps.now(), notifyStudyProgress),
  });
  scheduler.add({
    name: JOB_NAMES.fanOut,
    intervalMs: deps.config.notificationFanOutSeconds * 1000,
    run: () => fanOutBroadcasts(deps.db, deps.now()),
  });
  scheduler.add({
    name: JOB_NAMES.transcode,
    intervalMs: TRANSCODE_SWEEP_INTERVAL_MS,
    run: () => transcodeFor(deps),
  });
  scheduler.add({
    name: JOB_NAMES.abandonedUploads,
    intervalMs: UPLOAD_CLEANUP_INTERVAL_MS,
    run: async () => {
      const deleted = await deleteAbandonedUploads(deps.config.video.mediaDir);
      if (deleted > 0) app.log.info({ deleted }, '已删除超过续传期限的未完成视频上传');
    },
  });
  return scheduler;
}
