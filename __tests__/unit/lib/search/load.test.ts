import { loadLocalIndex, resetLocalIndex } from "../../../../src/lib/search/load";
import { PACKED_INDEX_VERSION } from "../../../../src/lib/search/pack";

describe("loading the embedded index", () => {
  beforeEach(() => resetLocalIndex());
  it("fetches once per session and retries after a failure", async () => {
    const good = { ok: true, status: 200, json: async () => ({ version: PACKED_INDEX_VERSION, sections: [], pages: [], records: [] }) } as unknown as Response;
    const fetchImpl = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(good);
    await expect(loadLocalIndex("/search-index.json", fetchImpl)).rejects.toThrow("offline");
    await loadLocalIndex("/search-index.json", fetchImpl);
    await loadLocalIndex("/search-index.json", fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
