import { jobHandlers } from "./jobs/job-handlers";
import type { JobHandlers } from "./jobs/job-runner";
import { responsivenessJobHandlers } from "./modules/responsiveness/responsiveness-jobs";

/**
 * Every kind of job the server runs: the infrastructure's (jobs/job-handlers.ts) and the modules'.
 * The modules' are added here, where the app is composed, because jobs/ importing a module would
 * close a folder cycle the boundaries forbid (mail → jobs → module → lib → … → mail).
 */
export const allJobHandlers: JobHandlers = { ...jobHandlers, ...responsivenessJobHandlers };
