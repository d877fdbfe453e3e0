import { REPORT_MESSAGES } from "@domain/reports/report-constants";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { REPORT_THIS, REPORT_TEXTS as T } from "@web/features/reports/texts";
import { apiError, deferred, json, meAs, mockApi, renderPage } from "@web/testing/render-page";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ReportButton } from "./report-button";

const CREATE = "POST /api/reports";
const BUSINESS_ID = "5f0c9a5e-1b7e-4f55-9c36-8d7d1d1e2f3a";

// The dialog, zod and the schema load on first use; loaded once here so no test waits on them.
beforeAll(async () => {
  await Promise.all([
    import("./report-dialog"),
    import("@domain/reports/report-schemas"),
    import("@hookform/resolvers/zod"),
  ]);
});
afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  renderPage(<ReportButton targetType="business" targetId={BUSINESS_ID} />, { path: "/b", me: meAs("investor") });
}

async function openDialog() {
  const trigger = screen.getByRole("button", { name: REPORT_THIS.business });
  expect(trigger).toHaveAttribute("aria-haspopup", "dialog");
  // A key press on a focused button clicks it: the dialog opens from the keyboard too.
  trigger.focus();
  fireEvent.click(trigger);
  return screen.findByRole("dialog", { name: REPORT_THIS.business });
}

describe("ReportButton and its dialog", () => {
  it("asks for a reason under the list before anything is sent", async () => {
    const { calls } = mockApi({ [CREATE]: () => json({ id: "r1" }, 201) });
    renderButton();
    const dialog = await openDialog();
    const reasons = within(dialog).getByRole("group", { name: T.reasonLegend });
    expect(within(reasons).getAllByRole("radio")).toHaveLength(5);
    expect(within(reasons).getByRole("radio", { name: "Scam or fee request" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: T.submit }));
    await waitFor(() => expect(within(reasons).getByRole("alert")).toHaveTextContent(REPORT_MESSAGES.reasonRequired));
    expect(reasons).toHaveAccessibleDescription(REPORT_MESSAGES.reasonRequired);
    expect(calls(CREATE)).toHaveLength(0);
  });

  it("sends the target, the reason and the details, says 'Report sent' and closes", async () => {
    const pending = deferred();
    const { calls } = mockApi({ [CREATE]: () => pending.response });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Fake or misleading" }));
    fireEvent.change(within(dialog).getByLabelText(T.detailsLabel), { target: { value: "Invented traction" } });
    fireEvent.click(within(dialog).getByRole("button", { name: T.submit }));
    expect(await within(dialog).findByRole("button", { name: T.sending })).toBeDisabled();
    pending.answer(json({ id: "r1" }, 201));
    expect(await screen.findByText(REPORT_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(CREATE)[0]?.body).toEqual({
      targetType: "business",
      targetId: BUSINESS_ID,
      reason: "fake",
      details: "Invented traction",
    });
  });

  it("shows the server's refusal in the dialog (already reported) and keeps it open", async () => {
    mockApi({ [CREATE]: () => apiError(409, "CONFLICT", REPORT_MESSAGES.duplicate) });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Spam" }));
    fireEvent.click(within(dialog).getByRole("button", { name: T.submit }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(REPORT_MESSAGES.duplicate);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("puts the server's field error under its field", async () => {
    mockApi({
      [CREATE]: () =>
        apiError(400, "VALIDATION_FAILED", REPORT_MESSAGES.detailsTooLong, {
          details: [REPORT_MESSAGES.detailsTooLong],
        }),
    });
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Other" }));
    fireEvent.change(within(dialog).getByLabelText(T.detailsLabel), { target: { value: "x" } });
    fireEvent.click(within(dialog).getByRole("button", { name: T.submit }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(T.detailsLabel)).toHaveAccessibleDescription(REPORT_MESSAGES.detailsTooLong),
    );
  });

  it("Cancel closes it and gives focus back to Report", async () => {
    mockApi({});
    renderButton();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: REPORT_THIS.business })).toHaveFocus());
  });
});
