import { request as apiRequest } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { expect, PASSWORD, test, uniqueEmail } from "./fixtures";

// Decision 025 in the browser: a message whose commit landed but whose answer was lost (the page
// gets a 503) is sent again by the user with the same Idempotency-Key, and is stored and shown once.

const headers = { origin: E2E_BASE_URL };

test("a message whose answer was lost is sent again with its key and stored once", async ({
  page,
  investor,
  consoleErrors,
}) => {
  // The lost answer is a 503 the browser logs; it is the point of the journey.
  consoleErrors.allow(/status of 503/);
  const api = await apiRequest.newContext({ baseURL: E2E_BASE_URL });
  const founder = { email: uniqueEmail("keyed-founder"), password: PASSWORD, fullName: "Wanjiru Founder" };
  const registered = await api.post("/api/accounts/register", { headers, data: { ...founder, role: "founder" } });
  expect(registered.status()).toBe(201);
  const founderId = ((await registered.json()) as { profile: { id: string } }).profile.id;
  await api.dispose();

  const signedIn = await page.request.post("/api/auth/sign-in/email", { headers, data: investor });
  expect(signedIn.ok()).toBe(true);
  const started = await page.request.post("/api/conversations", { headers, data: { participantId: founderId } });
  expect(started.status()).toBe(201);
  const conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;

  // The first send reaches the server and is committed; its answer is replaced by a 503.
  const keys: Array<string | undefined> = [];
  let answerLost = false;
  await page.route(`**/api/conversations/${conversationId}/messages`, async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    keys.push(
      await route
        .request()
        .headerValue("idempotency-key")
        .then((v) => v ?? undefined),
    );
    const response = await route.fetch();
    if (answerLost) return route.fulfill({ response });
    answerLost = true;
    expect(response.status()).toBe(201);
    await route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "Try again shortly" } } });
  });

  await page.goto(`/messages?contact=${founderId}`);
  const composer = page.getByRole("textbox", { name: "Message to Wanjiru Founder" });
  await composer.fill("Our term sheet is attached");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  // The text stays in the composer; the user sends it again (with Enter: the error toast may
  // cover the Send button on a narrow window).
  await expect(composer).toHaveValue("Our term sheet is attached");
  await composer.press("Enter");
  const thread = page.getByRole("log", { name: /^Messages with/ });
  await expect(thread.getByText("Our term sheet is attached")).toHaveCount(1);
  await expect(composer).toHaveValue("");

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const stored = await page.request.get(`/api/conversations/${conversationId}/messages`);
  const { messages } = (await stored.json()) as { messages: Array<{ content: string }> };
  expect(messages.filter((m) => m.content === "Our term sheet is attached")).toHaveLength(1);

  // The next message is a new action with a new key.
  await composer.fill("And the cap table");
  await composer.press("Enter");
  await expect(thread.getByText("And the cap table")).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
});
