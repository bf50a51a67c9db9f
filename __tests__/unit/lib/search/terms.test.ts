import { MIN_PREFIX_LENGTH, normaliseTerm, splitWords, STOP_WORDS } from "../../../../src/lib/search/terms";

describe("search terms", () => {
  it("split on anything but letters, digits and underscores, so vpc_id stays one word", () => {
    expect(splitWords("Deploy the vpc_id (v1.2) — naïve café")).toEqual(["Deploy", "the", "vpc_id", "v1", "2", "naïve", "café"]);
  });

  it("are lowercased, and stop words are dropped", () => {
    expect(normaliseTerm("Terraform")).toBe("terraform");
    expect(normaliseTerm("The")).toBeNull();
    expect(STOP_WORDS.has("and")).toBe(true);
    expect(STOP_WORDS.has("vpc")).toBe(false);
  });

  it("match longer words as a prefix from two letters", () => {
    expect(MIN_PREFIX_LENGTH).toBe(2);
  });
});
