import { mergeSuggestions, nearestByPath } from "../../../mcp/src/suggest";

const page = (path: string) => ({ title: path, path, description: "", section: "Intro" });
const pages = ["/intro/tool-fundamentals/terraform/", "/intro/tool-fundamentals/terragrunt/", "/intro/tool-fundamentals/docker/", "/guides/style/terraform/", "/reference/services/networking/vpc/"].map(page);

describe("nearestByPath", () => {
  it("puts the page a typo was aiming at first", () => {
    expect(nearestByPath("/intro/tool-fundamentals/terrafrom/", pages)[0].path).toBe("/intro/tool-fundamentals/terraform/");
  });

  it("finds a page moved to another folder by its last segment", () => {
    expect(nearestByPath("/guides/networking/vpc/", pages).map((p) => p.path)).toContain("/reference/services/networking/vpc/");
  });

  it("suggests nothing for a path like no page", () => {
    expect(nearestByPath("/zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz/", pages)).toEqual([]);
  });
});

describe("mergeSuggestions", () => {
  it("takes the lists in turns, without repeats, up to the count", () => {
    expect(mergeSuggestions([["a", "b", "c"], ["b", "d"]], 4)).toEqual(["a", "b", "d", "c"]);
    expect(mergeSuggestions([[], []])).toEqual([]);
  });
});
