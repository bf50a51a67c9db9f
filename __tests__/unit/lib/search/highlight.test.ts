import { escapeHtml, highlight, markedRuns, queryTerms, snippet } from "../../../../src/lib/search/highlight";

describe("highlighting", () => {
  it("escapes everything, then marks word starts matching the terms", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)">`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(highlight("Deploy a VPC <b>now</b>", ["vpc"])).toEqual({ value: "Deploy a <mark>VPC</mark> &lt;b&gt;now&lt;/b&gt;", matchLevel: "full", matchedWords: ["vpc"] });
    expect(highlight("Terragrunt and Terraform", ["terra", "state"]).matchLevel).toBe("partial");
    expect(highlight("subvpc", ["vpc"]).matchLevel).toBe("none");
  });

  it("turns a query into lowercase terms without markup", () => {
    expect(queryTerms("<script>alert(1)</script> VPC")).toEqual(["script", "alert", "1", "vpc"]);
  });

  it("snips around the first match with ellipses", () => {
    const text = Array.from({ length: 60 }, (_, i) => (i === 40 ? "dynamodb" : `word${i}`)).join(" ");
    const result = snippet(text, ["dynamodb"], 10);
    expect(result.value.startsWith("… ")).toBe(true);
    expect(result.value.endsWith(" …")).toBe(true);
    expect(result.value).toContain("<mark>dynamodb</mark>");
  });
});

describe("reading highlight markup back as text", () => {
  it("splits marked runs and decodes entities, leaving any other tag as literal text", () => {
    expect(markedRuns(highlight("Use <vpc> & VPCs", ["vpc"]).value)).toEqual([
      { text: "Use <", marked: false },
      { text: "vpc", marked: true },
      { text: "> & ", marked: false },
      { text: "VPC", marked: true },
      { text: "s", marked: false },
    ]);
    expect(markedRuns('<img src=x onerror="alert(1)"><mark>a</mark>')).toEqual([
      { text: '<img src=x onerror="alert(1)">', marked: false },
      { text: "a", marked: true },
    ]);
  });
});
