/*
 * Periodic jobs behind one small interface. The in-process scheduler below serves the embedded default (one
 * instance); a queue shared by several instances can implement the same interface. Job bodies must be
 * idempotent either way: a run that repeats (a retry, two instances) changes nothing the first did not.
 */

export interface JobDefinition {
  name: string;
  intervalMs: number;
  /** Answers how much it did, for the log. */
  run: () => Promise<number | void>;
}

export interface JobScheduler {
  add(job: JobDefinition): void;
  /** Runs a job now (unless it is running already); answers when it is done. */
  runNow(name: string): Promise<void>;
  start(): void;
  /** Stops the timers and waits for running jobs to finish. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  onError?: (name: string, error: unknown) => void;
  onDone?: (name: string, result: number | void) => void;
}

export function createInProcessScheduler(options: SchedulerOptions = {}): JobScheduler {
  const jobs = new Map<string, JobDefinition>();
  const running = new Map<string, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function execute(job: JobDefinition): Promise<void> {
    // Never two runs of one job at once in this process: a slow run is not overtaken by the next tick.
    const current = running.get(job.name);
    if (current) return current;
    const run = job
      .run()
      .then(
        (result) => options.onDone?.(job.name, result),
        (error: unknown) => options.onError?.(job.name, error),
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
    return run;
  }

  return {
    add(job) {
      jobs.set(job.name, job);
    },
    runNow(name) {
      const job = jobs.get(name);
      if (!job) return Promise.reject(new Error(`没有名为 ${name} 的任务`));
      return execute(job);
    },
    start() {
      for (const job of jobs.values()) {
        void execute(job);
        const timer = setInterval(() => {
          if (!stopped) void execute(job);
        }, job.intervalMs);
        timer.unref();
        timers.add(timer);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.allSettled([...running.values()]);
    },
  };
}
