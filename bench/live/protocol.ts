/** Messages between the benchmark driver and the server child it forks (IPC). */
export type ChildMessage =
  | { type: 'ready'; port: number }
  | {
      type: 'memory';
      heapUsed: number;
      rss: number;
      peakHeapUsed: number;
      peakRss: number;
      /** CPU time the process has used since it started (user + system), µs. */
      cpuMicros: number;
      /** Live writes that conflicted (stale cache, another process wrote) and were retried. */
      writeConflicts: number;
    };
export type ParentMessage = { type: 'memory'; gc: boolean } | { type: 'resetPeaks' } | { type: 'stop' };

export function isParentMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && 'type' in value;
}

/** Samples the process's memory and keeps the peaks between resets. */
export class MemoryMeter {
  peakHeapUsed = 0;
  peakRss = 0;
  readonly #timer: NodeJS.Timeout;
  constructor() {
    this.#timer = setInterval(() => this.sample(), 250);
    this.#timer.unref();
  }
  sample(): NodeJS.MemoryUsage {
    const usage = process.memoryUsage();
    this.peakHeapUsed = Math.max(this.peakHeapUsed, usage.heapUsed);
    this.peakRss = Math.max(this.peakRss, usage.rss);
    return usage;
  }
  reset(): void {
    this.peakHeapUsed = 0;
    this.peakRss = 0;
  }
}

/** Answers the driver's memory questions over IPC. */
export function serveMemory(
  meter: MemoryMeter,
  onStop: () => Promise<void>,
  writeConflicts: () => number = () => 0,
): void {
  // The driver went away (crash, Ctrl-C): do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: unknown) => {
    if (!isParentMessage(message)) return;
    switch (message.type) {
      case 'memory': {
        if (message.gc && typeof globalThis.gc === 'function') globalThis.gc();
        const usage = meter.sample();
        const cpu = process.cpuUsage();
        const reply: ChildMessage = {
          type: 'memory',
          heapUsed: usage.heapUsed,
          rss: usage.rss,
          peakHeapUsed: meter.peakHeapUsed,
          peakRss: meter.peakRss,
          cpuMicros: cpu.user + cpu.system,
          writeConflicts: writeConflicts(),
        };
        process.send?.(reply);
        break;
      }
      case 'resetPeaks':
        meter.reset();
        break;
      case 'stop':
        void onStop().then(() => process.exit(0));
        break;
    }
  });
}
