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

export function createLogger(
  base: LogFields = {},
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const log = (level: string, message: string, fields: LogFields = {}) => {
    const entry: LogFields = { level, time: new Date().toISOString(), message, ...base };
    for (const [key, value] of Object.entries(fields)) entry[key] = errorFields(value);
    write(JSON.stringify(entry));
  };
  return {
    info: (m, f) => log("info", m, f),
    warn: (m, f) => log("warn", m, f),
    error: (m, f) => log("error", m, f),
    child: (fields) => createLogger({ ...base, ...fields }, write),
  };
}
