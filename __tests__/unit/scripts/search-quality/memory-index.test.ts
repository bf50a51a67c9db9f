import { createLocalIndex } from "../../../../scripts/search-quality/memory-index";
import { records } from "../../lib/search/sample-records";

describe("the index in memory", () => {
  it("answers as the browser's would, whatever the size of its files", async () => {
    const recs = await records();
    const small = createLocalIndex(recs, { shardBytes: 100, packBytes: 1 });
    const large = createLocalIndex(recs);
    for (const query of ["vpc", "nat gateways", "dynamdb", "te", "remote state"]) {
      expect((await small.search(query)).hits.map((h) => h.url)).toEqual((await large.search(query)).hits.map((h) => h.url));
    }
  });
});
