// Structured JSON logs on stdout, one object a line.

export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
  debug(fields: Record<string, unknown>, message: string): void;
}

export function createLogger(level: "silent" | "info" | "debug"): Logger {
  const write = (lvl: string, fields: Record<string, unknown>, msg: string) =>
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
  return {
    info: (fields, msg) => (level === "info" || level === "debug") && write("info", fields, msg),
    debug: (fields, msg) => level === "debug" && write("debug", fields, msg),
    error: (fields, msg) => level !== "silent" && write("error", fields, msg),
  };
}
