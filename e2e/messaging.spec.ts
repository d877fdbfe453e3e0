import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { expect, expectAccessible, PASSWORD, test, uniqueEmail } from "./fixtures";

// Messaging, delivered live: a founder and an investor in two browser contexts chat, and each
// message, read receipt and notification reaches the other open page without a reload. The
// conversation list and the bell would take 30 s to poll, far past the expect timeout, so a
// pass here means the live stream carried them.

const ORIGIN = E2E_BASE_URL;
const headers = { origin: ORIGIN };

function tagFor(label: string) {
  return `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The founder signs in through the API (the page's cookies) and lists a business. */
async function listBusiness(page: Page, founder: { email: string; password: string }, name: string) {
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);
  const saved = await page.request.put("/api/founder/business", {
    headers,
    data: {
      businessName: name,
      businessType: "fintech",
      stage: "seed",
      incorporationCountry: "Kenya",
      description: `Mobile savings for market traders (${name}).`,
    },
  });
  expect(saved.ok()).toBe(true);
  const { business } = (await saved.json()) as { business: { id: string; userId: string } };
  return business;
}

/** Fails the journey on a console error in a page the fixtures do not watch. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return () => expect(errors, "console errors in the second browser").toEqual([]);
}

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const thread = (page: Page) => page.getByRole("log", { name: /^Messages with/ });
const conversations = (page: Page) => page.getByRole("list", { name: "Conversations" });

test("a founder and an investor chat live: messages, read receipts, the bell and Mark all as read", async ({
  page,
  founder,
  browser,
}) => {
  // Two browsers and an axe check at each step: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const tag = tagFor("chat");
  const business = await listBusiness(page, founder, `Chat ${tag}`);

  // The founder waits in an empty inbox.
  await page.goto("/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await expect(page.getByText("No conversations yet")).toBeVisible();
  await expect(page.getByText("Select a conversation to start messaging.")).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expectAccessible(page);

  // A second browser: an investor registers (which signs them in) and opens the business.
  const investorContext = await browser.newContext({ baseURL: ORIGIN });
  const other = await investorContext.newPage();
  const checkInvestorConsole = watchConsole(other);
  const investor = { email: uniqueEmail("chat-investor"), password: PASSWORD, fullName: `Kofi ${tag}` };
  const registered = await other.request.post("/api/accounts/register", {
    headers,
    data: { ...investor, role: "investor", investorType: "angel" },
  });
  expect(registered.status()).toBe(201);

  await other.goto(`/businesses/${business.id}`);
  await expect(other.getByRole("heading", { level: 1, name: `Chat ${tag}` })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole("button", { name: "Contact Founder" }).click();
  await expect(other.getByText("Conversation started! You can now send messages.")).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/messages\\?contact=${business.userId}$`));
  await expect(other.getByRole("heading", { level: 2, name: founder.fullName })).toBeVisible();

  // Whitespace is never sent; Enter sends the trimmed text.
  const investorBox = other.getByLabel(`Message to ${founder.fullName}`);
  await investorBox.fill("   ");
  await expect(other.getByRole("button", { name: "Send message" })).toBeDisabled();
  await investorBox.fill("  Hello Amina, I would like to learn more.  ");
  await investorBox.press("Enter");
  await expect(thread(other).getByText("Hello Amina, I would like to learn more.")).toBeVisible();
  await expect(investorBox).toHaveValue("");

  // The founder's open inbox hears of the new conversation, its unread count, and the bell.
  const fromInvestor = conversations(page).getByRole("link", { name: new RegExp(`Kofi ${tag}`) });
  await expect(fromInvestor).toBeVisible();
  await expect(fromInvestor).toContainText("Hello Amina, I would like to learn more.");
  await expect(fromInvestor).toContainText("Investor");
  await expect(fromInvestor).toContainText("1 unread");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");

  // The founder's bell: the new-message notification, then Mark all as read clears the badge.
  await bell(page).click();
  const menu = page.getByRole("menu");
  const note = menu.getByRole("menuitem", { name: /^Unread: New message/ });
  await expect(note).toBeVisible();
  await expect(note).toContainText(`Kofi ${tag} sent you a message`);
  await expectAccessible(page);
  await menu.getByRole("menuitem", { name: "Mark all as read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("notification-badge")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  // Opening the conversation marks the message read: the investor's bubble says so at once.
  await fromInvestor.click();
  await expect(page).toHaveURL(/\/messages\?contact=/);
  await expect(thread(page).getByText("Hello Amina, I would like to learn more.")).toBeVisible();
  await expect(fromInvestor).not.toContainText("unread");
  await expect(thread(other).getByText("Read", { exact: true })).toHaveCount(1);

  // The founder replies over two lines (Shift+Enter); the investor's open thread shows it without a reload.
  const founderBox = page.getByLabel(`Message to Kofi ${tag}`);
  await founderBox.fill("Thanks Kofi!");
  await founderBox.press("Shift+Enter");
  await founderBox.pressSequentially("Shall we talk on Friday?");
  await expect(founderBox).toHaveValue("Thanks Kofi!\nShall we talk on Friday?");
  await founderBox.press("Enter");
  await expect(thread(page).getByText(/Shall we talk on Friday\?/)).toBeVisible();
  await expect(thread(other).getByText(/Thanks Kofi!\s+Shall we talk on Friday\?/)).toBeVisible();
  // The investor had it open, so it is read straight away, and the founder's ticks say so.
  await expect(thread(page).getByText("Read", { exact: true })).toHaveCount(1);
  await expectAccessible(page);

  // The investor moves on; the next reply reaches their bell, and a click opens the conversation.
  await other.goto(`/businesses/${business.id}`);
  await expect(bell(other)).toHaveAccessibleName("Notifications");
  await founderBox.fill("Here is our deck.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(bell(other)).toHaveAccessibleName("Notifications, 1 unread");
  await bell(other).click();
  await other
    .getByRole("menu")
    .getByRole("menuitem", { name: /^Unread: New message/ })
    .click();
  await expect(other).toHaveURL(new RegExp(`/messages\\?contact=${business.userId}$`));
  await expect(thread(other).getByText("Here is our deck.")).toBeVisible();
  await expect(bell(other)).toHaveAccessibleName("Notifications");

  // Searching by participant name.
  const search = page.getByLabel("Search conversations by name");
  await search.fill("no such person");
  await expect(page.getByText("No conversations match “no such person”.")).toBeVisible();
  await search.fill(`kofi ${tag}`);
  await expect(fromInvestor).toBeVisible();

  // On a 375 px phone: the list, or the thread with a way back.
  await other.setViewportSize({ width: 375, height: 812 });
  await other.goto("/messages");
  const withFounder = conversations(other).getByRole("link", { name: new RegExp(founder.fullName) });
  await expect(withFounder).toBeVisible();
  await expect(withFounder).toContainText("Here is our deck.");
  await withFounder.click();
  await expect(thread(other).getByText("Here is our deck.")).toBeVisible();
  await expect(conversations(other)).toBeHidden();
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(other);
  await other.getByRole("link", { name: "Back to conversations" }).click();
  await expect(withFounder).toBeVisible();

  checkInvestorConsole();
  await investorContext.close();
});

test("/messages?contact= opens a first conversation, and a founder cannot message a founder", async ({
  page,
  founder,
  consoleErrors,
}) => {
  // A second founder to try: the server refuses founder-to-founder with its reason.
  consoleErrors.allow(/status of 403/);
  const other = { email: uniqueEmail("chat-founder"), password: PASSWORD, fullName: "Second Founder" };
  const registered = await page.request.post("/api/accounts/register", {
    headers,
    data: { ...other, role: "founder" },
  });
  expect(registered.status()).toBe(201);
  const business = await listBusiness(page, other, `Peer ${tagFor("peer")}`);
  await page.context().clearCookies();
  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: founder });
  expect(signedIn.ok()).toBe(true);

  await page.goto(`/messages?contact=${business.userId}`);
  await expect(
    page.getByText("Founders message investors and investors message founders; admins may message anyone."),
  ).toBeVisible();
  // Contact Founder is an investor's button.
  await page.goto(`/businesses/${business.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Contact Founder" })).toHaveCount(0);
});
