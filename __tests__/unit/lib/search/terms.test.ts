import { headingAnchor, indexTerms, MIN_PREFIX_LENGTH, normaliseTerm, splitWords, STOP_WORDS } from "../../../../src/lib/search/terms";

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

describe("a query's terms and where an exact heading is filed", () => {
  it("reads text as the index's terms, in order, once each", () => {
    expect(indexTerms("The VPC of a vpc team")).toEqual(["vpc", "team"]);
  });

  it("files a heading beside its first term, or under itself when it has none", () => {
    expect(headingAnchor("how do i deploy a new service")).toBe("deploy");
    expect(headingAnchor("build a vpc")).toBe("build");
    expect(headingAnchor("how it is")).toBe("how it is");
  });
});

describe("splitting text into words", () => {
  it("splits plain ASCII text as the rule for every script does, separators at either end included", () => {
    const rule = (text: string) => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
    for (const text of ["", "   ", "vpc_id", " Deploy the VPC: step 1 (of 3). ", "--a--b--", "x", "terraform.tfstate/backend?key=42"]) {
      expect(splitWords(text)).toEqual(rule(text));
    }
  });

  it("keeps letters and digits of any script in words", () => {
    expect(splitWords("Zürich café: ключ №٣ — naïve")).toEqual(["Zürich", "café", "ключ", "٣", "naïve"]);
  });
});
