import { allowedTypos, boundedEditDistance } from "../../../../src/lib/search/edit-distance";

describe("edit distance", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one edit each", () => {
    expect(boundedEditDistance("terraform", "terraform", 2)).toBe(0);
    expect(boundedEditDistance("terrafrom", "terraform", 2)).toBe(1);
    expect(boundedEditDistance("kuberntes", "kubernetes", 2)).toBe(1);
    expect(boundedEditDistance("vpc", "vpcs", 1)).toBe(1);
    expect(boundedEditDistance("abc", "xyz", 1)).toBe(2);
    expect(boundedEditDistance("a", "abcdef", 2)).toBe(3);
  });

  it("allows no typo up to four letters, then one per five letters", () => {
    expect(allowedTypos("vpc")).toBe(0);
    expect(allowedTypos("subnet")).toBe(1);
    expect(allowedTypos("kubernetes")).toBe(2);
  });
});
