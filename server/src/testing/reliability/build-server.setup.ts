import { buildServer } from "./server-process";

// Vitest global setup of `npm run test:reliability`: the server bundle is built once, before any
// file runs. The files run two at a time, and each one's own buildServer() (kept, so a file run
// alone still builds) then finds it up to date instead of two builds swapping dist/server under
// a server that is starting.
export default function setup() {
  buildServer();
}
