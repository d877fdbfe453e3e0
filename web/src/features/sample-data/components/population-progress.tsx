import { POPULATION_STEP_LABELS, type PopulationStep } from "@domain/constants/sample-data";
import type { TPopulationJob } from "@domain/schemas/sample-data";
import { m } from "@i18n/messages";
import { Progress } from "@web/components/ui/progress";
import { LOGIN_ROLES, SAMPLE_DATA_TEXTS as T } from "@web/features/sample-data/texts";

/** The comprehensive population's progress: steps done out of all, the one running, how it ended. */
export function PopulationProgress({ job }: { job: TPopulationJob }) {
  const percent = (job.done / job.total) * 100;
  const step = job.step ? POPULATION_STEP_LABELS[job.step] : "";
  const status =
    job.state === "running"
      ? m.sampleData_running({ step: Math.min(job.done + 1, job.total), total: job.total, name: step })
      : job.state === "completed"
        ? m.sampleData_completedStatus({ total: job.total })
        : m.sampleData_failedStatus({ error: job.error ?? "" });
  return (
    <div className="space-y-3">
      <Progress value={percent} label={T.progressLabel} />
      <p className="text-sm" aria-live="polite">
        {status}
      </p>
      {job.state === "completed" && job.stats && job.stats.failed > 0 && (
        <div className="text-sm text-destructive">
          <p>{m.sampleData_someFailed({ count: job.stats.failed })}</p>
          <ul className="list-disc pl-5">
            {job.stats.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      )}
      {job.state === "completed" && job.stats && (
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-label={T.countsTitle}>
            <h3 className="mb-2 text-sm font-semibold">{T.countsTitle}</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {Object.entries(job.stats.counts).map(([key, count]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{POPULATION_STEP_LABELS[key as PopulationStep] ?? key}</dt>
                  <dd className="text-right tabular-nums">{count}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-label={T.loginsTitle}>
            <h3 className="mb-2 text-sm font-semibold">{T.loginsTitle}</h3>
            <p className="mb-2 text-sm">
              {T.sharedPassword} <code className="rounded bg-muted px-1.5 py-0.5">{job.stats.password}</code>
            </p>
            <ul className="space-y-1 text-sm">
              {job.stats.logins.map((login) => (
                <li key={login.email} className="break-all">
                  <span className="text-muted-foreground">
                    {LOGIN_ROLES[login.role === "founder" ? "founder" : "investor"]}
                  </span>{" "}
                  {login.email}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
