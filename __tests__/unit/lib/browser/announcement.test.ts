import { isAnnouncementDismissed } from "../../../../src/lib/browser/announcement";

describe("isAnnouncementDismissed", () => {
  it("keeps the announcement hidden only for the dismissed id", () => {
    expect(isAnnouncementDismissed("true", "a", "a")).toBe(true);
    expect(isAnnouncementDismissed("true", "a", "b")).toBe(false);
    expect(isAnnouncementDismissed(null, "a", "a")).toBe(false);
  });
});
