// `npm start`: serves the API (PGlite unless DATABASE_URL is set), importing any missing dataset first.
import "reflect-metadata";
import { startService } from "./boot.js";
import { loadConfig } from "./config.js";
import { createLogger } from "./logger.js";

const config = loadConfig();
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
