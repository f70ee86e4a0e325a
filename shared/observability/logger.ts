// Structured JSON logs, one line per entry; CloudWatch on AWS, the terminal locally.
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

function errorFields(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

const RANK: Record<string, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function createLogger(
  base: LogFields = {},
  options: { level?: string; write?: (line: string) => void } = {},
): Logger {
  const threshold = RANK[options.level ?? "info"] ?? RANK.info;
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const log = (level: string, message: string, fields: LogFields = {}) => {
    if (RANK[level] < threshold) return;
    const entry: LogFields = { level, time: new Date().toISOString(), message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value);
    write(JSON.stringify(entry));
  };
  return {
    info: (m, f) => log("info", m, f),
    warn: (m, f) => log("warn", m, f),
    error: (m, f) => log("error", m, f),
    child: (fields) => createLogger({ ...base, ...fields }, options),
  };
}
