import { topByScore } from "../../../../src/lib/search/top-k";

describe("picking the best hits", () => {
  it("returns the top ids by score, ties by position, without sorting all", () => {
    const scores = [1, 5, 3, 5, 0, 4];
    expect(topByScore([0, 1, 2, 3, 4, 5], scores, 3)).toEqual([1, 3, 5]);
    expect(topByScore([0, 1, 2], scores, 10)).toEqual([1, 2, 0]);
    expect(topByScore([0, 1], scores, 0)).toEqual([]);
  });
});
