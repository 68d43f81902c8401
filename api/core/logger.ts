// The one logger of the server: JSON lines in production (one object per line, for a log
// collector), readable lines in a terminal otherwise. Errors carry their stack; `fields` add
// context such as a request id or an order number.

export type LogLevel = 'silent' | 'error' | 'info';
type Fields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: Fields): void;
  /** Something the operator should fix (e.g. payments in test mode); shown at every level but silent. */
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields & { error?: unknown }): void;
}

export interface LoggerOptions {
  level: LogLevel;
  format: 'json' | 'pretty';
  /** Where a finished line goes; stdout for info, stderr for errors by default. */
  write?: (line: string, level: EntryLevel) => void;
}

type EntryLevel = 'info' | 'warn' | 'error';
const RANK: Record<LogLevel, number> = { silent: 0, error: 1, info: 2 };
const ENTRY_RANK: Record<EntryLevel, number> = { error: 1, warn: 1, info: 2 };
const PRETTY_LABEL: Record<EntryLevel, string> = { error: 'HATA', warn: 'UYARI', info: 'bilgi' };

export function createLogger(options: LoggerOptions): Logger {
  const write =
    options.write ?? ((line, level) => (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`));
  const emit = (level: EntryLevel, message: string, fields: Fields = {}) => {
    if (RANK[options.level] < ENTRY_RANK[level]) return;
    const { error, ...rest } = fields;
    const line =
      options.format === 'json'
        ? JSON.stringify({
            time: new Date().toISOString(),
            level,
            message,
            ...rest,
            ...(error === undefined ? {} : { error: describe(error) }),
          })
        : pretty(level, message, rest, error);
    write(line, level);
  };
  return {
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

/** JSON lines when NODE_ENV=production, readable lines otherwise; LOG_LEVEL picks what is written. */
export function loggerFor(config: { NODE_ENV: string; LOG_LEVEL: LogLevel }): Logger {
  return createLogger({ level: config.LOG_LEVEL, format: config.NODE_ENV === 'production' ? 'json' : 'pretty' });
}

/** A logger that writes nothing, for tests and tools that do not care. */
export const silentLogger: Logger = createLogger({ level: 'silent', format: 'pretty' });

function describe(error: unknown): Fields {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause === undefined ? {} : { cause: describe(error.cause) };
  return { name: error.name, message: error.message, stack: error.stack, ...cause };
}

function pretty(level: EntryLevel, message: string, fields: Fields, error: unknown): string {
  const time = new Date().toISOString().slice(11, 19);
  const context = Object.entries(fields).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  const head = [time, PRETTY_LABEL[level], message, ...context].join(' ');
  if (error === undefined) return head;
  return `${head}\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}
