const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

let threshold: number = LEVELS.info;

export function setLogLevel(level: LogLevel) {
  threshold = LEVELS[level];
}

function write(level: Exclude<LogLevel, 'silent'>, message: string, data?: unknown) {
  if (LEVELS[level] < threshold) return;
  const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}`;
  const out = level === 'error' || level === 'warn' ? console.error : console.log;
  if (data === undefined) out(line);
  else out(line, data instanceof Error ? (data.stack ?? data.message) : data);
}

export const logger = {
  debug: (m: string, d?: unknown) => write('debug', m, d),
  info: (m: string, d?: unknown) => write('info', m, d),
  warn: (m: string, d?: unknown) => write('warn', m, d),
  error: (m: string, d?: unknown) => write('error', m, d),
};
