// `npm run dev`: the API under `tsx watch` on port 3001 and the Vite dev server on port 3000.
// Open http://localhost:3000: Vite serves the SPA with hot reload and proxies /api to the API
// (the proxy lives in vite.config.ts). APP_URL is the Vite address, so cookies, the origin check
// and links in e-mails all point at the page the browser has open.
// Both children share this terminal; Ctrl-C, SIGTERM or either child exiting stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB_PORT = 3000;
const API_PORT = 3001;
const KILL_AFTER_MS = 10_000;

const bin = (name) => path.join(root, "node_modules", ".bin", process.platform === "win32" ? `${name}.cmd` : name);

const children = [
  {
    name: "api",
    command: bin("tsx"),
    args: ["watch", "--clear-screen=false", "server/src/main.ts"],
    env: { ...process.env, PORT: String(API_PORT), APP_URL: `http://localhost:${WEB_PORT}` },
  },
  {
    name: "web",
    command: bin("vite"),
    args: ["--port", String(WEB_PORT), "--strictPort"],
    env: process.env,
  },
].map((spec) => {
  const child = spawn(spec.command, spec.args, {
    cwd: root,
    env: spec.env,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  return { ...spec, child, exited: false };
});

let stopping = false;
let exitCode = 0;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  process.exitCode = code;
  for (const { child, exited } of children) if (!exited) child.kill("SIGTERM");
  // Whatever ignores SIGTERM is killed outright; unref so a clean stop exits at once.
  setTimeout(() => {
    for (const { child, exited } of children) if (!exited) child.kill("SIGKILL");
  }, KILL_AFTER_MS).unref();
}

for (const entry of children) {
  entry.child.on("error", (error) => {
    console.error(`[dev] could not start ${entry.name}: ${error.message}`);
    entry.exited = true;
    stopAll(1);
  });
  entry.child.on("exit", (code, signal) => {
    entry.exited = true;
    if (!stopping) {
      console.error(`[dev] ${entry.name} exited (${signal ?? `code ${code}`}); stopping the other one`);
      stopAll(code ?? 1);
    }
    if (children.every((c) => c.exited)) process.exit(exitCode);
  });
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(0));

console.log(
  `[dev] web http://localhost:${WEB_PORT} (Vite, proxies /api) · api http://localhost:${API_PORT} (tsx watch)`,
);
