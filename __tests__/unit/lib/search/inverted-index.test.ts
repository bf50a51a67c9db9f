import { InvertedIndex } from "../../../../src/lib/search/inverted-index";

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

function index(docs: Doc[] = DOCS) {
  return new InvertedIndex<Doc>(docs, {
    fields: [
      { boost: 5, text: (d) => d.title },
      { boost: 1, text: (d) => d.body },
    ],
    termDependent: (d) => d.kind === "param",
    recordBoost: (d, term) => (d.kind === "param" ? (d.title === term ? 4 : 0.25) : 1),
  });
}

describe("the inverted index", () => {
  it("ranks a title match above a body match", () => {
    const { ids } = index().search("terraform", 10);
    expect(ids[0]).toBe(0);
    expect(ids).toContain(1);
  });

  it("needs every word, and falls back to any word only when no record has them all", () => {
    expect(index().search("remote dynamodb", 10)).toEqual({ ids: [0], total: 1 });
    const loose = index().search("dynamodb subnets", 10);
    expect(loose.total).toBe(2);
    expect(loose.ids.sort()).toEqual([0, 2]);
  });

  it("matches prefixes from two letters, and one letter as a whole word", () => {
    expect(index().search("terra", 10).ids.sort()).toEqual([0, 1]);
    expect(index().search("te", 10).ids).toEqual(expect.arrayContaining([0, 1, 4]));
    expect(index().search("t", 10).total).toBe(0);
  });

  it("tolerates typos, including swapped letters, only when a word matches nothing as typed", () => {
    expect(index().search("terrafrom", 10).ids).toEqual(expect.arrayContaining([0, 1]));
    expect(index().search("dynamdb", 10).ids).toEqual([0]);
    // "team" is a prefix of "teams": no typo matches are added for it.
    expect(index().search("team", 10).ids).toEqual([4]);
    expect(index().search("xyzzy", 10)).toEqual({ ids: [], total: 0 });
  });

  it("ranks a parameter low unless the query names it exactly", () => {
    expect(index().search("vpc", 10).ids[0]).toBe(2);
    expect(index().search("vpc_id", 10).ids[0]).toBe(3);
  });

  it("ignores stop words, and forgets one query before the next", () => {
    const idx = index();
    const first = idx.search("the vpc", 10);
    expect(first).toEqual(idx.search("vpc", 10));
    expect(idx.search("the", 10)).toEqual({ ids: [], total: 0 });
    expect(idx.search("vpc", 10)).toEqual(first);
  });

  it("caps the hits at the limit but counts every match", () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ title: `Module ${i}`, body: "terraform module" }));
    const { ids, total } = index(many).search("module", 5);
    expect(ids).toHaveLength(5);
    expect(total).toBe(50);
  });
});
