import { setLocale } from "@i18n/runtime";
import { afterEach, describe, expect, it } from "vitest";
import { bellLabel } from "./notification-bell";

describe("bellLabel in French", () => {
  afterEach(() => setLocale("en", { reload: false }));

  it("counts unread notifications the French way (1 non lue, 3 non lues)", () => {
    setLocale("fr", { reload: false });
    expect(bellLabel(1)).toMatch(/, 1 non lue$/);
    expect(bellLabel(3)).toMatch(/, 3 non lues$/);
    expect(bellLabel(150)).toMatch(/, 99\+ non lues$/);
    setLocale("en", { reload: false });
    expect(bellLabel(3)).toBe("Notifications, 3 unread");
  });
});
