import type { TPopulationJob, TSampleDataResult } from "@domain/schemas/sample-data";
import { setLocale } from "@i18n/runtime";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PopulationProgress } from "./population-progress";
import { ResultList } from "./result-list";

// /admin/sample-data's results and progress in French (the step names are domain/constants').

const job: TPopulationJob = {
  id: "j1",
  state: "completed",
  step: "matches",
  done: 12,
  total: 12,
  startedAt: "2026-11-20T10:00:00Z",
  finishedAt: "2026-11-20T10:01:00Z",
  error: null,
  stats: {
    successful: 40,
    failed: 1,
    counts: {},
    errors: ["campaigns: boom"],
    password: "Demo-1234",
    logins: [{ email: "amina@kuza.test", role: "founder", name: "Amina" }],
  },
};

const result = (o: Partial<TSampleDataResult>): TSampleDataResult => ({
  success: true,
  existing: false,
  error: null,
  email: null,
  userId: null,
  type: "business",
  entity: "Jua Solar",
  id: "b1",
  ...o,
});

beforeEach(() => setLocale("fr", { reload: false }));
afterEach(() => setLocale("en", { reload: false }));

describe("sample data in French", () => {
  it("a finished population: its status, its failures, the demo logins", () => {
    render(<PopulationProgress job={job} />);
    expect(screen.getByRole("progressbar", { name: "Progression de la génération des données" })).toBeInTheDocument();
    expect(screen.getByText("Terminé : 12 étapes sur 12").textContent).toBe("Terminé\u00a0: 12 étapes sur 12");
    expect(screen.getByText("1 opération a échoué :")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Identifiants de démonstration" })).toHaveTextContent(
      "Mot de passe de démonstration commun : Demo-1234",
    );
    expect(screen.getByText("Fondateur :")).toBeInTheDocument();
  });

  it("a running population names its step", () => {
    render(<PopulationProgress job={{ ...job, state: "running", done: 3, stats: null }} />);
    expect(screen.getByText(/^Étape 4 sur 12 : /)).toBeInTheDocument();
  });

  it("a result list: the summary, each item's kind and outcome", () => {
    render(
      <ResultList
        label="Résultats"
        results={[
          result({}),
          result({ type: "founder", entity: "Amina", existing: true, id: "u1" }),
          result({ type: "campaign", entity: "Seed", success: false, error: "boom", id: null }),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Résultats\u00a0: 2 réussites, 1 en échec" })).toBeInTheDocument();
    expect(screen.getByText("· Entreprise")).toBeInTheDocument();
    expect(screen.getByText("Créé")).toBeInTheDocument();
    expect(screen.getByText("Existe déjà")).toBeInTheDocument();
    expect(screen.getByText("Échec")).toBeInTheDocument();
    expect(screen.getByText("ID : b1")).toBeInTheDocument();
  });
});
