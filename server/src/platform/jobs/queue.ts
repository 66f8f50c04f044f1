import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { JobDefinition, JobScheduler, SchedulerOptions } from './scheduler';

/*
 * Periodic jobs on a BullMQ queue in Redis, for several instances. Every instance declares the same job
 * schedulers (upsert by name, so N declarations are one schedule) and runs a worker; each due run is one job in
 * the queue, taken by exactly one worker. The job bodies stay idempotent all the same: a worker killed mid-run
 * has its job retried by another once the lock expires.
 */

export const JOB_QUEUE_NAME = 'jobs';
const REDECLARE_INTERVAL_MS = 5 * 60 * 1000;

export interface QueueSchedulerOptions extends SchedulerOptions {
  redisUrl: string;
  /** Key prefix shared by the instances of one deployment (REDIS_PREFIX). */
  prefix: string;
  /** Called once per job run this instance's worker took (metrics, tests). */
  onRun?: (name: string) => void;
}

export function createQueueScheduler(options: QueueSchedulerOptions): JobScheduler {
  const jobs = new Map<string, JobDefinition>();
  // BullMQ keeps blocking connections for its worker and events: they must never give up on a request.
  const connect = () => {
    const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
    // Reconnects on its own; the worker's error event (below) reports the outage once per failure.
    connection.on('error', () => undefined);
    return connection;
  };
  const prefix = `${options.prefix}bull`;
  const queueConnection = connect();
  const queue = new Queue(JOB_QUEUE_NAME, { connection: queueConnection, prefix });
  let worker: Worker | undefined;
  let events: QueueEvents | undefined;
  let eventsConnection: Redis | undefined;
  let workerConnection: Redis | undefined;

  let redeclare: NodeJS.Timeout | undefined;

  function declareSchedules(): void {
    for (const job of jobs.values()) {
      void queue
        .upsertJobScheduler(
          job.name,
          { every: job.intervalMs },
          { name: job.name, opts: { removeOnComplete: 100, removeOnFail: 100 } },
        )
        .catch((error: unknown) => options.onError?.(job.name, error));
    }
  }

  function queueEvents(): QueueEvents {
    if (!events) {
      eventsConnection = connect();
      events = new QueueEvents(JOB_QUEUE_NAME, { connection: eventsConnection, prefix });
    }
    return events;
  }

  return {
    add(job) {
      jobs.set(job.name, job);
    },
    async runNow(name) {
      if (!jobs.has(name)) throw new Error(`没有名为 ${name} 的任务`);
      const listening = queueEvents();
      await listening.waitUntilReady();
      const job = await queue.add(name, {}, { removeOnComplete: 100, removeOnFail: 100 });
      await job.waitUntilFinished(listening).catch(() => undefined);
    },
    start() {
      workerConnection = connect();
      worker = new Worker(
        JOB_QUEUE_NAME,
        async (job) => {
          const definition = jobs.get(job.name);
          if (!definition) return 0;
          options.onRun?.(job.name);
          try {
            const result = await definition.run();
            options.onDone?.(job.name, result);
            return result ?? 0;
          } catch (error) {
            options.onError?.(job.name, error);
            throw error;
          }
        },
        // One job at a time per instance: the jobs are database sweeps, and the queue spreads them anyway.
        // A run whose instance died (SIGKILL) is taken over by another within seconds, not the default half minute.
        { connection: workerConnection, prefix, concurrency: 1, lockDuration: 10_000, stalledInterval: 5_000 },
      );
      worker.on('error', (error) => options.onError?.('worker', error));
      declareSchedules();
      // Schedules live in Redis: a Redis that restarted empty has none until an instance declares them again, so
      // each instance does on every reconnection and, as a safety net, every few minutes.
      queueConnection.on('ready', declareSchedules);
      redeclare = setInterval(declareSchedules, REDECLARE_INTERVAL_MS);
      redeclare.unref();
    },
    async stop() {
      if (redeclare) clearInterval(redeclare);
      queueConnection.off('ready', declareSchedules);
      // Closing the worker waits for the job it is running to finish.
      await worker?.close();
      await events?.close();
      await queue.close();
      for (const connection of [workerConnection, eventsConnection, queueConnection]) connection?.disconnect();
    },
  };
}
