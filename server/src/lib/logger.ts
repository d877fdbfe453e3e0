// A tiny levelled logger writing one line per event; enough until the app needs shipping logs.
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export type Logger = Record<Level, (message: string, extra?: Record<string, unknown>) => void>;

export function createLogger(minimum: Level | "silent" = "info"): Logger {
  const write = (level: Level) => (message: string, extra?: Record<string, unknown>) => {
    if (order[level] < order[minimum]) return;
    const line = `${new Date().toISOString()} ${level.toUpperCase()} ${message}${extra ? ` ${JSON.stringify(extra)}` : ""}`;
    (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write("debug"), info: write("info"), warn: write("warn"), error: write("error") };
}
