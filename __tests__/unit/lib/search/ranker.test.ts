import { buildPostings, truncatePostings } from "../../../../src/lib/search/postings";
import { prefixEnd, Ranker, typoRange } from "../../../../src/lib/search/ranker";

interface Doc {
  title: string;
  body: string;
  kind?: "param";
}

const DOCS: Doc[] = [
  { title: "Terraform state", body: "Remote state lives in S3 with a DynamoDB lock table." },
  { title: "Terragrunt", body: "Keep your Terraform configuration DRY with terragrunt.hcl files." },
  { title: "Networking", body: "A VPC with public and private subnets, NAT gateways per zone." },
  { title: "vpc_id", body: "The network the cluster runs in.", kind: "param" },
  { title: "Teams", body: "Invite your team to the portal." },
];

/** A ranker with every term loaded, as the browser has once a query's shards are in. */
function ranker(docs: Doc[] = DOCS) {
  const postings = buildPostings(docs, {
    fields: [
      { boost: 5, text: (d) => d.title },
      { boost: 1, text: (d) => d.body },
    ],
    recordBoost: (d) => (d.kind === "param" ? 0.25 : 1),
    isOwnName: (d, term) => d.kind === "param" && d.title === term,
  });
  const r = new Ranker(docs.length);
  r.add(postings);
  return r;
}

const search = (query: string, limit = 10, r = ranker()) => r.rank(query.toLowerCase().split(" ").filter((w) => w && w !== "the"), limit);

describe("the ranker", () => {
  it("ranks a title match above a body match", () => {
    const { ids } = search("terraform");
    expect(ids[0]).toBe(0);
    expect(ids).toContain(1);
  });

  it("needs every word, and falls back to any word only when no record has them all", () => {
    expect(search("remote dynamodb")).toEqual({ ids: [0], total: 1 });
    const loose = search("dynamodb subnets");
    expect(loose.total).toBe(2);
    expect(loose.ids.sort()).toEqual([0, 2]);
  });

  it("matches prefixes from two letters, and one letter as a whole word", () => {
    expect(search("terra").ids.sort()).toEqual([0, 1]);
    expect(search("te").ids).toEqual(expect.arrayContaining([0, 1, 4]));
    expect(search("t").total).toBe(0);
    // The build ranks a single character as a prefix too, for the first keystroke (lib/search/starter).
    expect(ranker().rank(["t"], 10, 1).ids).toEqual(expect.arrayContaining([0, 1, 4]));
  });

  it("tolerates typos after the first two letters, only when a word matches nothing as typed", () => {
    expect(search("terrafrom").ids).toEqual(expect.arrayContaining([0, 1]));
    expect(search("dynamdb").ids).toEqual([0]);
    // "team" is a prefix of "teams": no typo matches are added for it.
    expect(search("team").ids).toEqual([4]);
    expect(search("xyzzy")).toEqual({ ids: [], total: 0 });
    // A typo in the first three letters is not looked for (those shards are not fetched).
    expect(search("etrraform").total).toBe(0);
    expect(search("tarraform").total).toBe(0);
  });

  it("says which terms must be loaded for a word and for its typos", () => {
    expect(Ranker.neededRange("vpc", true)).toEqual(["vpc", prefixEnd("vpc")]);
    expect(Ranker.neededRange("v", true)).toEqual(["v", "v"]);
    expect(typoRange("terrafrom")).toEqual(["ter", prefixEnd("ter")]);
    expect(ranker().matchesAsTyped("terra", true)).toBe(true);
    expect(ranker().matchesAsTyped("terrafrom", true)).toBe(false);
  });

  it("ranks a parameter low unless the query names it exactly", () => {
    expect(search("vpc").ids[0]).toBe(2);
    expect(search("vpc_id").ids[0]).toBe(3);
    // Begun but not named: the parameter weighs like any other.
    expect(search("vpc_i").ids).toEqual([3]);
    expect(search("vpc").ids).toEqual([2, 3]);
  });

  it("forgets one query before the next", () => {
    const r = ranker();
    const first = r.rank(["vpc"], 10);
    expect(r.rank([], 10)).toEqual({ ids: [], total: 0 });
    expect(r.rank(["vpc"], 10)).toEqual(first);
  });

  it("ranks only what is loaded: an unloaded term matches nothing", () => {
    const r = new Ranker(DOCS.length);
    expect(r.rank(["vpc"], 10).total).toBe(0);
  });

  it("ranks with a common word's kept postings but does not require it, unless every word is common", () => {
    const docs: Doc[] = [
      { title: "Deploy", body: "module rollout" },
      { title: "Upgrade", body: "module" },
      { title: "Upgrade guide", body: "nothing common here" },
      { title: "Other", body: "module" },
    ];
    const full = buildPostings(docs, { fields: [{ boost: 5, text: (d) => d.title }, { boost: 1, text: (d) => d.body }] });
    const r = new Ranker(docs.length);
    // "module" is in 3 records; keep 1 of them, as the index does for a term past MAX_POSTINGS.
    r.add([...full].map(([term, list]) => [term, term === "module" ? truncatePostings(list, 1) : list]));
    // "upgrade" is required, "module" only ranks: the upgrade guide without "module" is found too.
    expect(r.rank(["upgrade", "module"], 10).ids.sort()).toEqual([1, 2]);
    // Every word common: the kept postings, as AND over them.
    expect(r.rank(["module"], 10)).toEqual({ ids: [expect.any(Number)], total: 1 });
  });

  it("caps the hits at the limit but counts every match", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ title: `Module ${i}`, body: "terraform module" }));
    const { ids, total } = search("module", 5, ranker(many));
    expect(ids).toHaveLength(5);
    expect(total).toBe(50);
  });
});
