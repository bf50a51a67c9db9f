import { maskCodeAndComments, scanFactReferences } from "../../../../src/lib/content/fact-scan";

describe("reading a doc's facts from its source", () => {
  it("finds each fact component with its attributes, line and column", () => {
    const body = 'Intro.\n\nUse Terragrunt <ToolVersion tool="terragrunt" /> or <ToolVersion tool="terraform" constraint/>.\n\nThe trail is <ModuleDefault\n  module="account-baseline-root"\n  input=\'cloudtrail_trail_name\'\n/>.\n';
    expect(scanFactReferences(body)).toEqual([
      { component: "ToolVersion", props: { tool: "terragrunt" }, line: 3, column: 16 },
      { component: "ToolVersion", props: { tool: "terraform", constraint: true }, line: 3, column: 53 },
      { component: "ModuleDefault", props: { module: "account-baseline-root", input: "cloudtrail_trail_name" }, line: 5, column: 14 },
    ]);
  });

  it("gives lines in the file, after the frontmatter", () => {
    expect(scanFactReferences('<ModuleVersion module="vpc" />\n', 6)).toEqual([{ component: "ModuleVersion", props: { module: "vpc" }, line: 7, column: 1 }]);
  });

  it("skips code blocks, inline code, MDX comments and escaped tags", () => {
    const body = [
      "```mdx",
      '<ToolVersion tool="in-a-fence" />',
      "```",
      '`<ToolVersion tool="inline" />` and ``<ModuleVersion module="double" />``',
      '{/* <ToolVersion tool="commented" /> */}',
      '\\<ToolVersion tool="escaped" />',
      "~~~",
      '<ModuleVersion module="tilde-fence" />',
      "~~~",
      '<ToolVersion tool="real" />',
    ].join("\n");
    expect(scanFactReferences(body).map((ref) => ref.props)).toEqual([{ tool: "real" }]);
  });

  it("does not take a longer component name or another component for a fact", () => {
    expect(scanFactReferences('<ToolVersionTable tool="x" /> <Admonition type="note">x</Admonition>')).toEqual([]);
  });

  it("keeps an expression attribute as written, which no fact accepts", () => {
    expect(scanFactReferences("<ToolVersion tool={name} />")[0].props).toEqual({ tool: "{name}" });
  });
});

describe("masking code and comments", () => {
  it("blanks them and keeps every other character where it was", () => {
    const source = "a `b` c\n```\ncode\n```\n{/* x */} d";
    const masked = maskCodeAndComments(source);
    expect(masked).toHaveLength(source.length);
    expect(masked.split("\n").map((line) => line.trim())).toEqual(["a     c", "", "", "", "d"]);
  });

  it("closes a fence only on a line of the same marker, at least as long", () => {
    const masked = maskCodeAndComments("````\n```\nstill code\n````\nprose");
    expect(masked.split("\n").map((line) => line.trim())).toEqual(["", "", "", "", "prose"]);
  });
});
