import { formatUsd } from "@domain/format";
import { setLocale } from "@i18n/runtime";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatEndDate } from "./founder-campaign-dates";
import { FundingProgress } from "./funding-progress";
import { LoadMore } from "./load-more";
import { ResultsBar } from "./results-bar";
import { Spinner } from "./ui/spinner";

// The shared pieces in French (issue 20): money, counts and dates as French writes them.

const plain = (text: string) => text.replace(/\s/g, " ");

describe("shared components in French", () => {
  beforeEach(() => setLocale("fr", { reload: false }));
  afterEach(() => setLocale("en", { reload: false }));

  it("FundingProgress: raised against the goal, and the share funded", () => {
    render(<FundingProgress raised={5_000} goal={100_000} percent={5} label="Financement de SolarGrid" />);
    expect(screen.getByText(`${formatUsd(5_000, "fr")}`.replace(/\s/g, " ")).parentElement).toHaveTextContent(
      plain(`${formatUsd(5_000, "fr")} levés sur ${formatUsd(100_000, "fr")}`),
    );
    expect(screen.getByText("5 % financé")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Financement de SolarGrid" })).toBeInTheDocument();
  });

  it("LoadMore, ResultsBar and the spinner's default name", () => {
    render(
      <>
        <LoadMore shown={20} total={45} hasMore loading={false} failed={false} errorMessage="" onLoad={vi.fn()} />
        <ResultsBar count="45 entreprises" updating={false} filtered onClear={vi.fn()} />
        <Spinner />
      </>,
    );
    expect(screen.getByText("20 affichés sur 45")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Voir plus" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Effacer les filtres" })).toBeInTheDocument();
    expect(screen.getAllByRole("status").at(-1)).toHaveTextContent("Chargement");
  });

  it("a campaign's end date is written the French way", () => {
    expect(formatEndDate("2027-03-04T23:59:59.999Z")).toBe("4 mars 2027");
    setLocale("en", { reload: false });
    expect(formatEndDate("2027-03-04T23:59:59.999Z")).toBe("Mar 4, 2027");
  });
});
