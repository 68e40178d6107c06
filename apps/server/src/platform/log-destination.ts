import sonicBoom, { type SonicBoom } from "sonic-boom";

/*
 * Where the process's JSON log lines go: standard output, written asynchronously, and never able
 * to block the process from stopping (decision 415).
 *
 * Pino's default destination is an asynchronous sonic-boom on fd 1 that pino flushes
 * synchronously on `process.exit`. With stdout a pipe that nobody reads (full), every write
 * answers EAGAIN and sonic-boom's flushSync retries forever, sleeping in `Atomics.wait`
 * (atomic-sleep) between attempts: the process closed its listener, called process.exit and
 * hung there for good, and the force-exit timer could never fire because the main thread was
 * blocked. Here the retries stop at a deadline: none while serving (a slow reader only delays
 * lines, up to `maxBufferedBytes`, then lines are dropped), and a bounded final flush at exit.
 */

/** Lines kept in memory while stdout is not being read; past this, new lines are dropped. */
const maxBufferedBytes = 16 * 1024 * 1024;
/** The longest a final flush may take once the process is stopping. */
export const finalFlushMs = 500;

let destination: SonicBoom | undefined;
/** EAGAIN retries are allowed until this time; `Infinity` while the process serves. */
let retryUntil = Number.POSITIVE_INFINITY;

/** The one log destination of this process (created on first use). */
export function processLogDestination(): SonicBoom {
  if (destination) return destination;
  // Opening process.stdout makes libuv put a pipe on fd 1 in non-blocking mode, so a write to a
  // full pipe fails with EAGAIN instead of blocking the thread that makes it.
  const fd = process.stdout.fd ?? 1;
  const stream = new sonicBoom.SonicBoom({
    fd,
    sync: false,
    maxLength: maxBufferedBytes,
    retryEAGAIN: () => Date.now() < retryUntil,
  });
  stream.on("error", (err: NodeJS.ErrnoException) => {
    // The reader is gone (EPIPE): nothing will ever read these lines, stop writing them.
    if (err.code === "EPIPE") stream.write = () => true;
    // EAGAIN past the deadline: the lines stay buffered for a later attempt, or are lost at exit.
  });
  process.on("exit", () => finalFlushSync(stream));
  destination = stream;
  return stream;
}

/** At exit: what is buffered is written if stdout takes it within `finalFlushMs`, else lost. */
function finalFlushSync(stream: SonicBoom) {
  retryUntil = Math.min(retryUntil, Date.now() + finalFlushMs);
  try {
    stream.flushSync();
  } catch {
    // stdout refused (full past the deadline, closed): the process exits anyway.
  }
}

/**
 * Flushes buffered log lines, waiting at most `timeoutMs`: the process then exits whatever
 * stdout did. From then on, writing to a full stdout is not retried.
 */
export function flushLogs(timeoutMs = finalFlushMs): Promise<void> {
  const stream = destination;
  if (!stream) return Promise.resolve();
  retryUntil = Math.min(retryUntil, Date.now() + timeoutMs);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    timer.unref();
    stream.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
