import { createLogger, type Log, type LogLevel } from '../../src/log.ts';

export interface CapturedLog {
  /** A real logger (the server's redaction and serializers) writing into memory. */
  log: Log;
  /** Every line written so far, parsed. */
  lines(): Array<Record<string, unknown>>;
  /** Everything written so far, as the log file would hold it. */
  text(): string;
}

/** A logger whose output a test reads back in-process (the server's log is silent under Vitest otherwise). */
export function captureLog(level: LogLevel = 'info'): CapturedLog {
  const chunks: string[] = [];
  const log = createLogger({ level, destination: { write: (chunk: string) => void chunks.push(chunk) } });
  const text = () => chunks.join('');
  return {
    log,
    text,
    lines: () =>
      text()
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
