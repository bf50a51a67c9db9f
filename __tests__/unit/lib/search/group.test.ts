import { createLocalIndex } from "../../../../scripts/search-quality/memory-index";
import { groupHitsByPage } from "../../../../src/lib/search/group";
import { records } from "./sample-records";

describe("groupHitsByPage", () => {
  it("groups hits by page for the results page", async () => {
    const index = createLocalIndex(await records());
    const groups = groupHitsByPage((await index.search("nat subnets")).hits);
    expect(groups[0].url).toBe("/guides/vpc/");
    expect(new Set(groups.map((g) => g.url)).size).toBe(groups.length);
  });
});
