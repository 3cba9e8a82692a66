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
      /** PGlite on the server's thread: its WebAssembly's calls and their CPU time, µs (0 elsewhere). */
      wasmCalls: number;
      wasmMicros: number;
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
  wasm: () => { calls: number; micros: number } = () => ({ calls: 0, micros: 0 }),
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
          wasmCalls: wasm().calls,
          wasmMicros: wasm().micros,
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

/**
 * Times every call into PGlite's WebAssembly in this process (`execProtocolRawSync`, which runs
 * PostgreSQL on the calling thread): how much of the server's CPU a press is the database's, on
 * PGlite. Wraps the class's method, before the server opens its database.
 */
export function timePgliteWasm(prototype: object): () => { calls: number; micros: number } {
  const target = prototype as { execProtocolRawSync?: (...args: unknown[]) => unknown };
  const original = target.execProtocolRawSync;
  const totals = { calls: 0, micros: 0 };
  if (!original) throw new Error('PGlite has no execProtocolRawSync to time');
  target.execProtocolRawSync = function (this: unknown, ...args: unknown[]) {
    const before = process.cpuUsage();
    try {
      return original.apply(this, args);
    } finally {
      const used = process.cpuUsage(before);
      totals.calls += 1;
      totals.micros += used.user + used.system;
    }
  };
  return () => ({ ...totals });
}
