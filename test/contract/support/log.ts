import type { LogFields, Logger } from "../../../shared/observability/logger.js";

/** A logger that prints nothing and keeps its lines, for adapters that report failures by logging them. */
export function recordingLog(): Logger & { lines: Array<{ level: string; message: string; fields?: LogFields }> } {
  const lines: Array<{ level: string; message: string; fields?: LogFields }> = [];
  const log = {
    lines,
    debug: (message: string, fields?: LogFields) => void lines.push({ level: "debug", message, fields }),
    info: (message: string, fields?: LogFields) => void lines.push({ level: "info", message, fields }),
    warn: (message: string, fields?: LogFields) => void lines.push({ level: "warn", message, fields }),
    error: (message: string, fields?: LogFields) => void lines.push({ level: "error", message, fields }),
    child: () => log,
    appendRequestKeys: () => undefined,
  };
  return log;
}
