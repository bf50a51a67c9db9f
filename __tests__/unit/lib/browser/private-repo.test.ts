import { isPrivateRepoLink } from "../../../../src/lib/browser/private-repo";

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
