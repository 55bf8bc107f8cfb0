// Structured JSON logs on stdout, one object a line (pino): {"level":"info","time":"…","msg":"…", …fields}.
import { pino, type Logger as Pino } from "pino";

export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  debug(fields: Record<string, unknown>, message: string): void;
}

export type LogLevel = "silent" | "info" | "debug";

export function createLogger(level: LogLevel, destination: NodeJS.WritableStream = process.stdout): Logger {
  const log: Pino = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  return {
    info: (fields, msg) => log.info(fields, msg),
    error: (fields, msg) => log.error(fields, msg),
    debug: (fields, msg) => log.debug(fields, msg),
  };
}
