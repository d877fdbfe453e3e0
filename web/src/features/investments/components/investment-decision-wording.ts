import type { InvestmentDecision } from "@domain/constants/investments";
import { formatUsd } from "@domain/format";
import type { TCampaignInvestment } from "@domain/schemas/investments";

/** What Complete and Reject say, on the button and in their confirmation. */
export const DECISION_WORDING: Record<InvestmentDecision, { verb: string; title: string; text: string; done: string }> =
  {
    completed: {
      verb: "Complete",
      title: "Complete this investment?",
      text: "counts toward the campaign's raised amount from now on. This cannot be undone.",
      done: "completed",
    },
    rejected: {
      verb: "Reject",
      title: "Reject this investment?",
      text: "will not count toward the campaign, and the investor is told. This cannot be undone.",
      done: "rejected",
    },
  };

export const investmentLabel = (investment: TCampaignInvestment) =>
  `${formatUsd(investment.amount)} from ${investment.investorName}`;
