import type { InvestmentDecision } from "@domain/constants/investments";
import { formatUsd } from "@domain/format";
import type { TCampaignInvestment } from "@domain/schemas/investments";
import { m } from "@i18n/messages";

/** "$5,000 from Kofi Mensah": how the buttons and the confirmation name an investment. */
const investmentLabel = (investment: TCampaignInvestment) =>
  m.investments_amountFrom({ amount: formatUsd(investment.amount), name: investment.investorName });

/** What Complete and Reject say about this investment: on the button, in their confirmation, and once done. */
export function decisionWording(decision: InvestmentDecision, investment: TCampaignInvestment) {
  const inputs = { investment: investmentLabel(investment) };
  return decision === "completed"
    ? {
        verb: m.investments_complete(),
        label: m.investments_completeLabel(inputs),
        title: m.investments_completeTitle(),
        text: m.investments_completeText(inputs),
        done: m.investments_completedToast(inputs),
      }
    : {
        verb: m.investments_reject(),
        label: m.investments_rejectLabel(inputs),
        title: m.investments_rejectTitle(),
        text: m.investments_rejectText(inputs),
        done: m.investments_rejectedToast(inputs),
      };
}
