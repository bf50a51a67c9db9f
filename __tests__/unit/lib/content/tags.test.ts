import { groupTagsByLetter, validateTagRegistry } from "../../../../src/lib/content/tags";

describe("groupTagsByLetter", () => {
  it("groups under the uppercased first letter, letters and tags sorted", () => {
    const groups = groupTagsByLetter([
      { slug: "vpc", label: "VPC", count: 3 },
      { slug: "aurora", label: "Aurora", count: 1 },
      { slug: "alb", label: "ALB", count: 2 },
      { slug: "docker", label: "docker", count: 1 },
    ]);
    expect(groups.map((g) => g.letter)).toEqual(["A", "D", "V"]);
    expect(groups[0].tags.map((t) => t.slug)).toEqual(["alb", "aurora"]);
    expect(groups[1].tags[0].count).toBe(1);
  });

  it("puts labels starting with a digit or symbol under #, first", () => {
    expect(groupTagsByLetter([{ slug: "b", label: "B", count: 1 }, { slug: "3", label: "3scale", count: 1 }]).map((g) => g.letter)).toEqual(["#", "B"]);
  });
});

describe("validateTagRegistry", () => {
  it("accepts slugs with a label and a description", () => {
    const { tags, problems } = validateTagRegistry({ vpc: { label: "VPC", description: "Networks." } });
    expect(problems).toEqual([]);
    expect(tags).toEqual([{ slug: "vpc", label: "VPC", description: "Networks." }]);
  });

  it("names each bad slug and field", () => {
    const { problems } = validateTagRegistry({ "Bad Slug": { label: "x", description: "y" }, vpc: { label: "" }, ssh: { label: "SSH", description: "d", colour: "red" } });
    expect(problems).toEqual([
      { where: "Bad Slug", message: expect.stringMatching(/lowercase/) },
      { where: "vpc.label", message: "expected a non-empty string" },
      { where: "vpc.description", message: "expected a non-empty string" },
      { where: "ssh.colour", message: expect.stringMatching(/unknown key/) },
    ]);
  });

  it("rejects a list where a mapping is expected", () => {
    expect(validateTagRegistry(["vpc"]).problems[0].message).toMatch(/mapping/);
  });
});
