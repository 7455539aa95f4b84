// Where the service's log goes: its stdout, which nothing guarantees anyone reads (a
// journald or a terminal that hung, a pipe whose reader stopped). Logging must never
// stop the table (issue 31): a line that cannot be written now is dropped and counted,
// never waited for; a write that fails for good (a full disk, a closed pipe) is reported
// once, for the service to stop and be restarted.
import { constants, fstatSync, openSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';

/** Lines waiting for a slow reader, at most this many bytes; past that a line is dropped. */
export const LOG_BACKLOG_BYTES = 64 * 1024;
/** How often lines waiting for a reader are tried again. */
const RETRY_MS = 100;

let droppedLines = 0;

/** Log lines this process dropped because its output was not being read. */
export function droppedLogLines(): number {
  return droppedLines;
}

type Sink = {
  /** Writes what it can of `data` now: the bytes written, 'full' (nothing now) or the error. */
  write(data: Buffer): number | 'full' | Error;
};

/**
 * A descriptor of `fd`'s file that never blocks. A FIFO, a pipe or a terminal is opened
 * again (`/proc/self/fd`) with O_NONBLOCK, its own open file, so whoever shares `fd` keeps
 * theirs as it was. A socket (journald's stdout) cannot be opened again: Node's socket over
 * it writes without blocking, its queue bounded here. A file is written as it is (a disk
 * does not stall; a full one fails).
 */
function sinkFor(fd: number): Sink {
  let stat: ReturnType<typeof fstatSync> | null = null;
  try {
    stat = fstatSync(fd);
  } catch {
    // A closed stdout: the first write says so.
  }
  if (stat?.isSocket()) {
    const socket = new Socket({ fd, readable: false, writable: true });
    socket.unref();
    let failure: Error | null = null;
    socket.on('error', (error) => {
      failure = error;
    });
    return {
      write(data) {
        if (failure) return failure;
        if (socket.writableLength > LOG_BACKLOG_BYTES) return 'full';
        socket.write(data);
        return data.length;
      },
    };
  }
  let out = fd;
  if (stat?.isFIFO() || stat?.isCharacterDevice()) {
    try {
      const flags = constants.O_WRONLY | constants.O_NONBLOCK | constants.O_NOCTTY;
      out = openSync(`/proc/self/fd/${fd}`, flags);
    } catch {
      // No /proc: the descriptor as it is.
    }
  }
  return {
    write(data) {
      try {
        return writeSync(out, data);
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EAGAIN' ? 'full' : (error as Error);
      }
    },
  };
}

/**
 * The log's output on `fd`: pino's JSON lines, each through `format` (pretty, or as they
 * are), written whole and in order; a slow reader's backlog kept up to `LOG_BACKLOG_BYTES`
 * and tried again every 100 ms, past that lines dropped and counted (a line says how many
 * once the reader is back). A write that fails calls `failed` once, and every later line
 * is dropped.
 */
export function logOutput(
  failed: (error: Error) => void,
  format: (line: string) => string = (line) => line,
  fd = 1,
): { write(line: string): void } {
  const sink = sinkFor(fd);
  const backlog: Buffer[] = [];
  let queued = 0;
  let broken = false;
  let timer: NodeJS.Timeout | null = null;
  /** Lines dropped since the reader last kept up. */
  let droppedNow = 0;

  const flush = (): void => {
    timer = null;
    while (backlog.length > 0 && !broken) {
      const head = backlog[0] as Buffer;
      const wrote = sink.write(head);
      if (wrote === 'full') break;
      if (wrote instanceof Error) {
        broken = true;
        backlog.length = 0;
        failed(wrote);
        return;
      }
      queued -= wrote;
      if (wrote < head.length) backlog[0] = head.subarray(wrote);
      else backlog.shift();
      if (backlog.length === 0 && droppedNow > 0) {
        const note = Buffer.from(
          format(
            `{"level":40,"time":${Date.now()},"msg":"${droppedNow} log lines dropped: the output was not being read"}\n`,
          ),
        );
        droppedNow = 0;
        backlog.push(note);
        queued += note.length;
      }
    }
    if (backlog.length > 0 && !broken && timer === null) {
      timer = setTimeout(flush, RETRY_MS);
      timer.unref();
    }
  };

  return {
    write(line: string) {
      if (broken) return;
      const data = Buffer.from(format(line));
      if (queued + data.length > LOG_BACKLOG_BYTES) {
        droppedLines++;
        droppedNow++;
        return;
      }
      backlog.push(data);
      queued += data.length;
      if (timer === null) flush();
    },
  };
}
