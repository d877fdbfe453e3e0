import { localized } from "@domain/i18n/localized";
import { m } from "@i18n/messages";

// The texts of /resources, /help and /support (screen-only; the support form's shared texts are
// in domain/constants/admin.ts, since the admins receive what it sends), read in the reader's
// language (messages/): titles, questions and answers are message functions, called when shown.

type Text = () => string;

/** The four topics: a card on /resources, a section of /help (the cards link to #their-id). */
const TOPICS = {
  "getting-started": { title: m.help_topicGettingStarted, description: m.help_topicGettingStartedDescription },
  fundraising: { title: m.help_topicFundraising, description: m.help_topicFundraisingDescription },
  "due-diligence": { title: m.help_topicDueDiligence, description: m.help_topicDueDiligenceDescription },
  matching: { title: m.help_topicMatching, description: m.help_topicMatchingDescription },
} as const;
type TopicId = keyof typeof TOPICS;

export const RESOURCE_CATEGORIES: ReadonlyArray<{ id: TopicId; title: Text; description: Text; action: Text }> = (
  Object.keys(TOPICS) as TopicId[]
).map((id) => ({ id, ...TOPICS[id], action: m.help_readGuide }));

export const HELP_SECTIONS: ReadonlyArray<{ id: TopicId; title: Text; items: ReadonlyArray<readonly [Text, Text]> }> = [
  {
    id: "getting-started",
    title: TOPICS["getting-started"].title,
    items: [
      [m.help_qFirstProfile, m.help_aFirstProfile],
      [m.help_qVerified, m.help_aVerified],
      [m.help_qPassword, m.help_aPassword],
    ],
  },
  {
    id: "fundraising",
    title: TOPICS.fundraising.title,
    items: [
      [m.help_qPublish, m.help_aPublish],
      [m.help_qLiveCampaigns, m.help_aLiveCampaigns],
      [m.help_qInvestments, m.help_aInvestments],
    ],
  },
  {
    id: "due-diligence",
    title: TOPICS["due-diligence"].title,
    items: [
      [m.help_qProcessStart, m.help_aProcessStart],
      [m.help_qDocuments, m.help_aDocuments],
      [m.help_qNextStep, m.help_aNextStep],
    ],
  },
  {
    id: "matching",
    title: TOPICS.matching.title,
    items: [
      [m.help_qMatchScore, m.help_aMatchScore],
      [m.help_qContact, m.help_aContact],
    ],
  },
];

export const HELP_TEXTS = localized({
  resourcesTitle: m.help_resourcesTitle,
  resourcesDescription: m.help_resourcesDescription,
  categoriesTitle: m.help_categoriesTitle,
  quickActionsTitle: m.help_quickActionsTitle,
  checklistTitle: m.help_checklistTitle,
  checklistDescription: m.help_checklistDescription,
  checklistJurisdiction: m.help_checklistJurisdiction,
  checklistDownload: m.help_checklistDownload,
  error: m.help_error,
  checklistError: m.help_checklistError,
  explore: m.help_explore,
  browseDeals: m.help_browseDeals,
  investorDirectory: m.help_investorDirectory,
  ctaTitle: m.help_ctaTitle,
  ctaText: m.help_ctaText,
  helpCentre: m.help_helpCentre,
  contactSupport: m.help_contactSupport,
  helpTitle: m.help_helpTitle,
  helpDescription: m.help_helpDescription,
  topicsLabel: m.help_topicsLabel,
  supportTitle: m.help_supportTitle,
  supportDescription: m.help_supportDescription,
  supportReplyTo: m.help_supportReplyTo,
  subject: m.help_subject,
  message: m.help_message,
  readHelpFirst: m.help_readHelpFirst,
  sending: m.help_sending,
  sendMessage: m.help_sendMessage,
});

/** "Read the guide: Due Diligence", the name of a category's link. */
export const readGuideLabel = (action: string, topic: string) => m.help_readGuideLabel({ action, topic });

/** The words of the downloadable checklist file (web/src/features/help/checklist.ts writes it). */
export const CHECKLIST_FILE_TEXTS = {
  fileName: (jurisdiction: string) => `kuza-due-diligence-checklist-${jurisdiction.toLowerCase()}.md`,
  heading: () => m.help_fileHeading(),
  jurisdiction: (label: string) => m.help_fileJurisdiction({ label }),
  intro: () => m.help_fileIntro(),
  item: (name: string, issuer: string | undefined, stage: string) =>
    issuer ? m.help_fileItemIssued({ name, issuer, stage }) : m.help_fileItem({ name, stage }),
} as const;
