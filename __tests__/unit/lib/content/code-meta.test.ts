import { parseCodeBlockMeta, parseLineRanges } from "../../../../src/lib/content/code-meta";

describe("parseLineRanges", () => {
  it("expands single lines and ranges, sorted and unique", () => {
    expect(parseLineRanges("1,3-5")).toEqual([1, 3, 4, 5]);
    expect(parseLineRanges("5, 2-3, 3")).toEqual([2, 3, 5]);
  });

  it("rejects what is not a line or an ascending range", () => {
    expect(() => parseLineRanges("a")).toThrow(/not a line number/);
    expect(() => parseLineRanges("5-3")).toThrow(/ascending/);
    expect(() => parseLineRanges("0")).toThrow(/ascending/);
  });
});

describe("parseCodeBlockMeta", () => {
  it("reads a quoted title and a braces range", () => {
    expect(parseCodeBlockMeta('title="main.tf" {1,3-5}')).toEqual({ title: "main.tf", highlightLines: [1, 3, 4, 5], showLineNumbers: false });
  });

  it("accepts single quotes, braces before the title and showLineNumbers", () => {
    expect(parseCodeBlockMeta("{2} title='vars.tf' showLineNumbers")).toEqual({ title: "vars.tf", highlightLines: [2], showLineNumbers: true });
  });

  it("does not read braces inside the title as a range", () => {
    expect(parseCodeBlockMeta('title="a {1} b"')).toEqual({ title: "a {1} b", highlightLines: [], showLineNumbers: false });
  });

  it("returns no title and no lines for empty meta", () => {
    expect(parseCodeBlockMeta(undefined)).toEqual({ highlightLines: [], showLineNumbers: false });
  });
});
