import { followsLink, isPrivateRepoLink, privateRepoNotice, privateRepoPattern } from "../../../../src/lib/browser/private-repo";

describe("isPrivateRepoLink", () => {
  const org = "https://github.com/cairn-io/";
  const publicRepos = ["docs", "knowledge-base", "terratest-helpers"];
  it("is true for repositories of the organisation, false for its public ones and other sites", () => {
    expect(isPrivateRepoLink("https://github.com/cairn-io/terraform-aws-service-catalog/tree/main/modules", org, publicRepos)).toBe(true);
    expect(isPrivateRepoLink("https://github.com/Cairn-IO/terraform-aws-service-catalog.git", org, publicRepos)).toBe(true);
    expect(isPrivateRepoLink("https://github.com/cairn-io/knowledge-base/discussions", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("https://github.com/cairn-io/", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("https://github.com/hashicorp/terraform", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("/intro/", org, publicRepos)).toBe(false);
  });
});

describe("followsLink", () => {
  it("is true for a main-button click with or without modifier keys and for a middle click, false for other buttons", () => {
    expect(followsLink("click", 0)).toBe(true);
    expect(followsLink("auxclick", 1)).toBe(true);
    expect(followsLink("auxclick", 2)).toBe(false);
    expect(followsLink("click", 2)).toBe(false);
    expect(followsLink("mousedown", 0)).toBe(false);
  });
});

describe("privateRepoNotice", () => {
  it("asks about the provider's private repository and says others see a 404", () => {
    expect(privateRepoNotice("Cairn")).toMatch(/^This repository is private: only Cairn subscribers .* 404 page\. Open it anyway\?$/);
  });
});

describe("privateRepoPattern", () => {
  it("matches a repository of the organization only, any public one excepted by its exact name", () => {
    const pattern = privateRepoPattern("https://github.com/cairn-io/", ["docs"]);
    expect(pattern.test("https://github.com/cairn-io/docs-internal/blob/main/README.md")).toBe(true);
    expect(pattern.test("https://github.com/cairn-io/docs.git")).toBe(false);
    expect(pattern.test("https://github.com/cairn-io/docs?tab=readme")).toBe(false);
    expect(pattern.test("https://github.com/cairn-io")).toBe(false);
    expect(pattern.test("https://github.com/cairn-iox/repo")).toBe(false);
    expect(pattern.test("https://gist.github.com/cairn-io/repo")).toBe(false);
    expect(privateRepoPattern("https://github.com/cairn-io", []).test("https://github.com/cairn-io/docs")).toBe(true);
  });

  it("names the setting when the organization address has no organization in it", () => {
    expect(() => privateRepoPattern("https://github.com/", [])).toThrow(/githubOrgUrl "https:\/\/github.com\/" in src\/site-config.ts names no organization/);
  });
});
