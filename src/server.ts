// `npm start`: serves the API (PGlite unless DATABASE_URL is set), importing any missing dataset first.
import "reflect-metadata";
import { startService } from "./boot.js";
import { loadConfig, type Config } from "./config.js";
import { createLogger } from "./logger.js";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // a configuration mistake: one clear log line and exit 1, before anything is opened
  createLogger("info").error({ err: (error as Error).message }, "riftrules could not start: configuration error");
  process.exit(1);
}
const logger = createLogger(config.logLevel);

startService(config, logger).then(
  (running) => {
    const stop = () => {
      logger.info({}, "shutting down");
      running.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  },
  (error: unknown) => {
    logger.error({ err: (error as Error).message }, "riftrules could not start");
    process.exit(1);
  },
);
