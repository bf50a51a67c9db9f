import { findHeading, markdownHeadings, plainHeadingText, referenceItem, sectionMarkdown } from "../../../mcp/src/markdown-sections";

const page = [
  "# Deploy a VPC",
  "",
  "> One sentence.",
  "",
  "## Step 1: Create the `vpc` unit",
  "",
  "Text.",
  "",
  "```bash",
  "# not a heading",
  "## nor this",
  "```",
  "",
  "### Choose a CIDR block",
  "",
  "More text.",
  "",
  "## Step 2: Apply",
  "",
  "Run it.",
  "",
  "## Usage",
  "",
  "```hcl title=\"terragrunt.hcl\"",
  "inputs = {}",
  "```",
  "",
  "## Inputs",
  "",
  "### Required",
  "",
  "- `vpc_name` (`string`, required): The name.",
  "",
  "## Outputs",
  "",
  "- `vpc_id`: The ID of the VPC.",
  "",
  "## Usage",
  "",
].join("\n");

describe("markdownHeadings", () => {
  it("finds the headings outside code blocks, with the ids the page gives them", () => {
    expect(markdownHeadings(page).map((h) => [h.level, h.id, h.text])).toEqual([
      [1, "deploy-a-vpc", "Deploy a VPC"],
      [2, "step-1-create-the-vpc-unit", "Step 1: Create the vpc unit"],
      [3, "choose-a-cidr-block", "Choose a CIDR block"],
      [2, "step-2-apply", "Step 2: Apply"],
      [2, "usage", "Usage"],
      [2, "inputs", "Inputs"],
      [3, "required", "Required"],
      [2, "outputs", "Outputs"],
      [2, "usage-1", "Usage"],
    ]);
  });

  it("ignores headings in a fence closed by a longer fence of the same character", () => {
    expect(markdownHeadings("````md\n```\n# inside\n````\n## After\n").map((h) => h.text)).toEqual(["After"]);
  });
});

describe("plainHeadingText", () => {
  it("keeps the words of code, emphasis, links and keys", () => {
    expect(plainHeadingText("Use **`terragrunt`** with [the *root* file](https://x.example/) and <kbd>Ctrl</kbd>")).toBe("Use terragrunt with the root file and Ctrl");
  });
});

describe("findHeading", () => {
  const headings = markdownHeadings(page);
  it("finds a heading by its id, a #id, its text in any case, or text that slugs to its id", () => {
    expect(findHeading(headings, "choose-a-cidr-block")?.line).toBe(13);
    expect(findHeading(headings, "#step-2-apply")?.text).toBe("Step 2: Apply");
    expect(findHeading(headings, "choose a cidr BLOCK")?.id).toBe("choose-a-cidr-block");
    expect(findHeading(headings, "Step 1: Create the `vpc` unit")?.id).toBe("step-1-create-the-vpc-unit");
    expect(findHeading(headings, "nothing like it")).toBeUndefined();
    expect(findHeading(headings, "  ")).toBeUndefined();
  });
});

describe("sectionMarkdown", () => {
  const headings = markdownHeadings(page);
  it("returns a heading's section down to the next heading of its level or above, subsections included", () => {
    expect(sectionMarkdown(page, findHeading(headings, "step-1-create-the-vpc-unit")!, headings)).toBe(
      "## Step 1: Create the `vpc` unit\n\nText.\n\n```bash\n# not a heading\n## nor this\n```\n\n### Choose a CIDR block\n\nMore text.\n",
    );
    expect(sectionMarkdown(page, findHeading(headings, "usage-1")!, headings)).toBe("## Usage\n");
  });
});

describe("referenceItem", () => {
  it("finds a module input by its anchor and an output by its output- anchor", () => {
    expect(referenceItem(page, "vpc_name")).toBe("- `vpc_name` (`string`, required): The name.\n");
    expect(referenceItem(page, "output-vpc_id")).toBe("- `vpc_id`: The ID of the VPC.\n");
    expect(referenceItem(page, "vpc_id")).toBeUndefined();
    expect(referenceItem(page, "a b")).toBeUndefined();
  });
});
