// Types for build-summary.mjs, which stays JavaScript so plain Node runs it before any build.
export type BuildOutput = { files: number; bytes: number };
export function formatBytes(bytes: number): string;
export function outputOf(dir: string): BuildOutput;
export function startLine(label: string, reason: string): string;
export function builtLine(step: { ms: number; output: BuildOutput }): string;
export function upToDateLine(label: string): string;
