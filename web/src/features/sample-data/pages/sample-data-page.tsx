import { fillCounts, SAMPLE_DATA_MESSAGES as M } from "@domain/constants/sample-data";
import type { TPopulationJob, TSampleDataResult } from "@domain/schemas/sample-data";
import { m } from "@i18n/messages";
import { useQueryClient } from "@tanstack/react-query";
import { InlineError } from "@web/components/inline-error";
import { PageHeader } from "@web/components/page-header";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePopulationJob } from "@web/features/sample-data/api/get-population-job";
import {
  useCreateDemoUsers,
  usePopulateProfiles,
  usePopulateSampleData,
  useStartComprehensive,
} from "@web/features/sample-data/api/run-sample-data";
import { PopulationProgress } from "@web/features/sample-data/components/population-progress";
import { ResultList } from "@web/features/sample-data/components/result-list";
import { SAMPLE_DATA_TEXTS as T } from "@web/features/sample-data/texts";
import { errorMessageOf } from "@web/lib/server-field-errors";
import { toast } from "@web/lib/toast";
import { useEffect, useRef, useState } from "react";

const failure = (title: string, error: unknown) =>
  toast.error(title, { description: errorMessageOf(error, M.unknownError) });

/** The demo users' toast text, and how many of them were already there when some were. */
const withExisting = (text: string, existing: number) =>
  existing > 0 ? m.sampleData_alreadyExisted({ text, count: existing }) : text;

/** Toasts once when a population this page watched running has ended, and refreshes every list. */
function useJobOutcome(job: TPopulationJob | null | undefined) {
  const queryClient = useQueryClient();
  const seenRunning = useRef<string | null>(null);
  useEffect(() => {
    if (!job) return;
    if (job.state === "running") {
      seenRunning.current = job.id;
      return;
    }
    if (seenRunning.current !== job.id) return;
    seenRunning.current = null;
    if (job.state === "completed")
      toast.success(M.populationCompleted, {
        description: fillCounts(M.populationCompletedDescription, { n: job.stats?.successful ?? 0 }),
      });
    else toast.error(M.errorPopulatingData, { description: job.error ?? M.unknownError });
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== "sample-data" });
  }, [job, queryClient]);
}

/** /admin/sample-data: the spec's two tabs and two extra buttons, with per-item results and progress. */
export function SampleDataPage() {
  const demoUsers = useCreateDemoUsers();
  const populate = usePopulateSampleData();
  const profiles = usePopulateProfiles();
  const start = useStartComprehensive();
  const job = usePopulationJob();
  const [profileResults, setProfileResults] = useState<TSampleDataResult[] | null>(null);
  useJobOutcome(job.data);
  const running = job.data?.state === "running" || start.isPending;

  const createDemoUsers = () =>
    demoUsers.mutate(undefined, {
      onSuccess: (r) =>
        toast.success(M.demoUsersCreated, {
          description: withExisting(
            fillCounts(M.demoUsersCreatedDescription, { n: r.created, m: r.total }),
            r.results.filter((x) => x.existing).length,
          ),
        }),
      onError: (error) => failure(M.errorCreatingDemoUsers, error),
    });
  const populateData = () =>
    populate.mutate(undefined, {
      onSuccess: (r) =>
        toast.success(M.sampleDataCreated, {
          description: fillCounts(M.sampleDataCreatedDescription, { n: r.successful, m: r.total }),
        }),
      onError: (error) => failure(M.errorPopulatingUserData, error),
    });
  const populateProfiles = () =>
    profiles.mutate(undefined, {
      onSuccess: (r) => {
        setProfileResults(r.results);
        toast.success(M.profilesPopulated, { description: fillCounts(M.profilesPopulatedDescription, { n: r.count }) });
      },
      onError: (error) => failure(M.errorPopulatingProfiles, error),
    });
  const runComprehensive = () => start.mutate(undefined, { onError: (error) => failure(M.errorPopulatingData, error) });

  return (
    <section>
      <PageHeader title={M.title} description={T.description} />
      <Tabs defaultValue="demo-users">
        <TabsList>
          <TabsTrigger value="demo-users">{M.tabDemoUsers}</TabsTrigger>
          <TabsTrigger value="populate">{M.tabPopulate}</TabsTrigger>
        </TabsList>
        <TabsContent value="demo-users">
          <Card>
            <CardHeader>
              <CardTitle>{M.tabDemoUsers}</CardTitle>
              <CardDescription>{T.demoUsersIntro}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <Button onClick={createDemoUsers} disabled={demoUsers.isPending} className="w-full sm:w-auto">
                {demoUsers.isPending ? T.working : M.createDemoUsers}
              </Button>
              {demoUsers.data && (
                <>
                  <p className="text-sm">
                    {T.sharedPassword} <code className="rounded bg-muted px-1.5 py-0.5">{demoUsers.data.password}</code>
                  </p>
                  <ResultList
                    results={demoUsers.data.results}
                    label={m.sampleData_resultsLabel({ list: M.tabDemoUsers })}
                  />
                </>
              )}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="populate">
          <Card>
            <CardHeader>
              <CardTitle>{M.tabPopulate}</CardTitle>
              <CardDescription>{T.populateIntro}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <Button onClick={populateData} disabled={populate.isPending} className="w-full sm:w-auto">
                {populate.isPending ? T.working : M.populateSampleData}
              </Button>
              {populate.data && (
                <ResultList
                  results={populate.data.results}
                  label={m.sampleData_resultsLabel({ list: M.tabPopulate })}
                />
              )}
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{T.moreTitle}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">{T.profilesIntro}</p>
            <Button
              variant="outline"
              onClick={populateProfiles}
              disabled={profiles.isPending}
              className="w-full sm:w-auto"
            >
              {profiles.isPending ? T.working : M.populateProfiles}
            </Button>
            {profileResults && (
              <ResultList results={profileResults} label={m.sampleData_resultsLabel({ list: M.populateProfiles })} />
            )}
          </div>
          <div className="space-y-3 border-t pt-6">
            <p className="text-sm text-muted-foreground">{T.comprehensiveIntro}</p>
            <Button onClick={runComprehensive} disabled={running} className="w-full sm:w-auto">
              {running ? T.working : M.runComprehensive}
            </Button>
            {job.isError ? (
              <InlineError message={T.loadError} onRetry={() => job.refetch()} />
            ) : (
              job.data && <PopulationProgress job={job.data} />
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
