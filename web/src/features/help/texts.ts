// The texts of /resources, /help and /support (screen-only; the support form's shared texts are
// in domain/constants/admin.ts, since the admins receive what it sends).

export const RESOURCE_CATEGORIES = [
  {
    id: "getting-started",
    title: "Getting Started",
    description: "Set up your profile, your business or your investment preferences, and find your way around.",
    action: "Read the guide",
  },
  {
    id: "fundraising",
    title: "Fundraising & Campaigns",
    description: "Create a campaign, choose its status, send it for review and follow the investments it receives.",
    action: "Read the guide",
  },
  {
    id: "due-diligence",
    title: "Due Diligence",
    description: "The stages from Initial Contact to Closing, document requests and meetings.",
    action: "Read the guide",
  },
  {
    id: "matching",
    title: "Matching & Messaging",
    description:
      "How match scores are computed, how to tune them in Algorithm Settings, and how to reach a counterpart.",
    action: "Read the guide",
  },
] as const;

export const HELP_SECTIONS = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      [
        "Which profile should I complete first?",
        "Founders: My Business first (a campaign needs a business), then your Founder Profile. Investors: your Investor Profile and Investment Preferences; matches use your sectors and ticket size.",
      ],
      [
        "What does Verified mean on an investor?",
        "The Kuza team has checked the investor's identity (KYC). Until then the profile shows Pending.",
      ],
      [
        "How do I change my password?",
        "Use Forgot password on the sign-in page; the link in the e-mail works once, for an hour.",
      ],
    ],
  },
  {
    id: "fundraising",
    title: "Fundraising & Campaigns",
    items: [
      [
        "Should I publish or send my campaign for review?",
        "You may publish a campaign directly (Active). Choose Pending Review to have the Kuza team check it first: an admin approves it, which makes it live, or rejects it with a reason you are notified of. A rejected campaign goes live only after another review.",
      ],
      [
        "How many campaigns can be live?",
        "One active campaign per business. Mark it Completed before activating another.",
      ],
      [
        "How are investments recorded?",
        "An investor's Invest Now creates a pending investment; you complete or reject it from the campaign. Only completed investments count as raised.",
      ],
    ],
  },
  {
    id: "due-diligence",
    title: "Due Diligence",
    items: [
      [
        "How does a process start?",
        "An investor presses Express Interest on a business or campaign. Both sides then follow it on the Due Diligence page.",
      ],
      [
        "Which documents will be requested?",
        "It depends on the stage and on the business's country: download the checklist for your jurisdiction from Resources and prepare it ahead in your document library.",
      ],
      [
        "Why is Move to Next Step disabled?",
        "Complete Current Step First: the Q&A meeting must be completed, and at the document stage every requested document must be shared and viewed.",
      ],
    ],
  },
  {
    id: "matching",
    title: "Matching & Messaging",
    items: [
      [
        "How is a match score computed?",
        "From sector fit, ticket size against the funding goal, stage and traction, weighted as set in Algorithm Settings.",
      ],
      [
        "How do I contact a founder or an investor?",
        "Use Contact Founder or Message on their profile; the conversation opens in Messages.",
      ],
    ],
  },
] as const;

export const HELP_TEXTS = {
  resourcesTitle: "Resources",
  resourcesDescription: "Guides, templates and help for founders and investors on Kuza.",
  categoriesTitle: "Resource categories",
  quickActionsTitle: "Quick actions",
  checklistTitle: "Due diligence checklist",
  checklistDescription:
    "Every document investors may request, per jurisdiction, with the stage from which it can be requested.",
  checklistJurisdiction: "Jurisdiction",
  checklistDownload: "Download Checklist",
  checklistError: "Could not prepare the checklist. Please try again.",
  ctaTitle: "Need more help?",
  ctaText: "Read the help centre, or write to the Kuza team: we answer by e-mail.",
  helpTitle: "Help",
  helpDescription: "Answers to the questions founders and investors ask most.",
  supportTitle: "Support",
  supportDescription: "Write to the Kuza team. We reply to the e-mail address of your account.",
  supportReplyTo: "Replies go to",
} as const;

/** The words of the downloadable checklist file (web/src/features/help/checklist.ts writes it). */
export const CHECKLIST_FILE_TEXTS = {
  fileName: (jurisdiction: string) => `kuza-due-diligence-checklist-${jurisdiction.toLowerCase()}.md`,
  heading: "# Kuza due diligence checklist",
  jurisdiction: (label: string) => `Jurisdiction: ${label}`,
  intro:
    "Investors on Kuza request these documents as the process moves on; each can be requested from the stage named beside it. Prepare them ahead in your document library to answer requests at once.",
  item: (name: string, issuer: string | undefined, stage: string) =>
    `- [ ] ${name}${issuer ? `, issued by ${issuer}` : ""} (requested from ${stage})`,
} as const;
