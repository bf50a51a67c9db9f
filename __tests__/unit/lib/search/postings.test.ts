import { buildPostings, decodePostings, encodePostings, MAX_POSTINGS, truncatePostings, WEIGHT_SCALE } from "../../../../src/lib/search/postings";
import { encodeNumbers } from "../../../../src/lib/search/compact-numbers";

interface Doc {
  title: string;
  body: string;
}

const fields = [
  { boost: 5, text: (d: Doc) => d.title },
  { boost: 1, text: (d: Doc) => d.body },
];

describe("posting lists", () => {
  const docs: Doc[] = [
    { title: "Terraform state", body: "Remote state lives in S3." },
    { title: "Networking", body: "A VPC and its state." },
  ];

  it("lists each term's records in id order, weighted by field, stop words left out", () => {
    const postings = buildPostings(docs, { fields });
    expect(postings.get("state")?.ids).toEqual([0, 1]);
    const [inTitle, inBody] = postings.get("state")!.weights;
    expect(inTitle).toBeGreaterThan(inBody * 4);
    expect(postings.has("in")).toBe(false);
    expect(postings.has("the")).toBe(false);
  });

  it("stores weights as whole tenths, at least 1, times the record's boost", () => {
    const plain = buildPostings(docs, { fields });
    const boosted = buildPostings(docs, { fields, recordBoost: (d) => (d.title === "Networking" ? 4 : 1) });
    for (const w of plain.get("vpc")!.weights) expect(Number.isInteger(w) && w >= 1).toBe(true);
    // Within the rounding of tenths.
    const ratio = boosted.get("vpc")!.weights[0] / plain.get("vpc")!.weights[0];
    expect(ratio).toBeGreaterThan(3.7);
    expect(ratio).toBeLessThan(4.3);
    expect(plain.get("remote")!.weights[0] / WEIGHT_SCALE).toBeGreaterThan(0.5);
  });

  it("marks a record's own name with a negative weight", () => {
    const marked = buildPostings(docs, { fields, isOwnName: (d, term) => d.title === "Networking" && term === "networking" });
    expect(marked.get("networking")!.weights[0]).toBeLessThan(0);
    expect(marked.get("vpc")!.weights[0]).toBeGreaterThan(0);
  });

  it("keeps the heaviest postings of a very common term, in id order, with its full count", () => {
    const list = { ids: [1, 2, 3, 4, 5], weights: [5, -40, 7, 30, 6] };
    expect(truncatePostings(list, 3)).toEqual({ ids: [2, 3, 4], weights: [-40, 7, 30], df: 5 });
    expect(truncatePostings(list, 5)).toBe(list);
    expect(MAX_POSTINGS).toBeGreaterThanOrEqual(1000);
    expect(decodePostings(encodePostings(truncatePostings(list, 3)), 5)).toEqual({ ids: [2, 3, 4], weights: [-40, 7, 30], df: 5 });
  });

  it("keeps the lowest ids of the postings of equal weight at the cut", () => {
    const list = { ids: [1, 2, 3, 4, 5, 6], weights: [5, -9, 5, 2, 5, 9] };
    expect(truncatePostings(list, 4)).toEqual({ ids: [1, 2, 3, 6], weights: [5, -9, 5, 9], df: 6 });
    expect(truncatePostings(list, 2)).toEqual({ ids: [2, 6], weights: [-9, 9], df: 6 });
    expect(truncatePostings(list, 1)).toEqual({ ids: [2], weights: [-9], df: 6 });
  });

  it("round-trips through its stored form, ids as differences and weights of either sign", () => {
    const list = { ids: [3, 4, 10, 200], weights: [12, -5, 0, 1] };
    // 3, 1, 6, 190; then 24, 9, 0, 2, each in base 32 (src/lib/search/compact-numbers.ts).
    expect(encodePostings(list)).toBe(`316${encodeNumbers([190])}o902`);
    expect(decodePostings(encodePostings(list))).toEqual(list);
    expect(decodePostings("")).toEqual({ ids: [], weights: [] });
    expect(() => decodePostings("123")).toThrow("expected ids and weights in equal count");
  });
});
