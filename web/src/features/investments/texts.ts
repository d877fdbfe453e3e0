import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// Screen-only texts of the investments area (the server's are in domain/constants/investments.ts),
// read in the reader's language when used; texts with values are the messages themselves
// (m.investments_...).

export const INVESTMENT_TEXTS = localized({
  dashboardTitle: m.investments_dashboardTitle,
  dashboardDescription: m.investments_dashboardDescription,
  yourNumbers: m.investments_yourNumbers,
  totalInvestments: m.investments_totalInvestments,
  totalAmountInvested: m.investments_totalAmountInvested,
  businessMatches: m.investments_businessMatches,
  seeMatches: m.investments_seeMatches,
  loadingFigures: m.investments_loadingFigures,
  recentInvestments: m.investments_recentInvestments,
  viewAll: m.investments_viewAll,
  exploreBusinesses: m.investments_exploreBusinesses,
  myInvestments: m.investments_myInvestments,
  myInvestmentsDescription: m.investments_myInvestmentsDescription,
  signIn: m.investments_signIn,
  loadingYours: m.investments_loadingYours,
  pendingAndCompleted: m.investments_pendingAndCompleted,
  pending: m.investments_pending,
  history: m.investments_history,
  columnBusiness: m.investments_columnBusiness,
  columnCampaign: m.investments_columnCampaign,
  columnAmount: m.investments_columnAmount,
  columnStatus: m.investments_columnStatus,
  columnDate: m.investments_columnDate,
  fullyFunded: m.investments_fullyFunded,
  investNow: m.investments_investNow,
  amountLabel: m.investments_amountLabel,
  tryAgain: m.investments_tryAgain,
  cancel: m.investments_cancel,
  submitting: m.investments_submitting,
  confirmInvestment: m.investments_confirmInvestment,
  campaignInvestments: m.investments_campaignInvestments,
  campaignIntro: m.investments_campaignIntro,
  loading: m.investments_loading,
  none: m.investments_none,
  saving: m.investments_saving,
});
