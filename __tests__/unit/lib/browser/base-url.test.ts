import { suggestedBaseUrl } from "../../../../src/lib/browser/base-url";

describe("the base URL check", () => {
  it("suggests the path the site is served from as its base URL", () => {
    expect(suggestedBaseUrl("/docs")).toBe("/docs/");
    expect(suggestedBaseUrl("/docs/")).toBe("/docs/");
  });
});
