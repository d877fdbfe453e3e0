import { readFileSync } from "node:fs";
import { E2E_BASE_URL } from "../playwright.config";
import { headers, processBetween } from "./document-room";
import { expect, expectAccessible, test } from "./fixtures";

// Decision 030 as a founder meets it: their browser's time zone is saved at the first signed-in
// page, the profile page changes it, and a meeting's Add to calendar downloads the invitation made
// out to them alone.

test("the founder's time zone comes from the browser, changes on the profile, and a meeting's .ics downloads", async ({
  browser,
  founder,
  investor,
}) => {
  test.setTimeout(120_000);
  // The founder's browser is in Nairobi; processBetween signs both in through their contexts' requests.
  const founderContext = await browser.newContext({ baseURL: E2E_BASE_URL, timezoneId: "Africa/Nairobi" });
  const investorContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const processId = await processBetween(founderContext.request, investorContext.request, [founder, investor]);
  const tomorrow = new Date(Date.now() + 864e5).toISOString().slice(0, 10);
  const proposed = await investorContext.request.post(`/api/due-diligence/${processId}/meetings`, {
    headers,
    data: {
      title: "Due Diligence Meeting with Jua Power",
      date: tomorrow,
      time: "09:15",
      timeZone: "Africa/Lagos",
      meetingLink: "https://meet.example.com/jua",
      durationMinutes: 60,
    },
  });
  expect(proposed.status()).toBe(201);
  const savedZone = async () =>
    ((await (await founderContext.request.get("/api/session")).json()) as { viewer: { timeZone: string | null } })
      .viewer.timeZone;
  expect(await savedZone()).toBeNull();

  const page = await founderContext.newPage();
  await page.goto("/founder/profile");
  await expect.poll(savedZone).toBe("Africa/Nairobi");
  const zone = page.getByLabel("Your time zone");
  await expect(zone).toHaveValue("Africa/Nairobi");
  await zone.click(); // the list of zones is built as the select is reached
  expect(await zone.locator("option").count()).toBeGreaterThan(400);
  await zone.selectOption("Africa/Lagos");
  await page.getByRole("button", { name: "Save Time Zone" }).click();
  await expect(page.getByText("Time zone saved")).toBeVisible();
  expect(await savedZone()).toBe("Africa/Lagos");
  await expect(page.getByText("This device is set to Africa/Nairobi.")).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/due-diligence/${processId}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar (.ics)" }).click(),
  ]);
  const ics = readFileSync((await download.path()) ?? "", "utf8");
  expect(download.suggestedFilename()).toMatch(/^meeting-[0-9a-f-]{36}\.ics$/);
  expect(ics).toContain("METHOD:REQUEST\r\n");
  const unfolded = ics.replace(/\r\n /g, "");
  expect(unfolded).toContain(`PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${founder.email}`);
  expect(unfolded).not.toContain(investor.email);
  await founderContext.close();
  await investorContext.close();
});
