import { modulesOfPage, rootFileProblems, statedDefaultProblems, vagueVersionProblems, walkthroughTime } from "../../../../scripts/content-checks/consistency";

describe("the root configuration convention", () => {
  it("finds an include without the root file's name, a layout with terragrunt.hcl at the top and a root terragrunt.hcl in prose", () => {
    const text = [
      "The root `terragrunt.hcl` sets the backend.",
      "```hcl",
      'include "root" {',
      "  path = find_in_parent_folders()",
      "}",
      "```",
      "```text",
      "infrastructure-live/",
      "├── terragrunt.hcl",
      "└── dev/networking/vpc/terragrunt.hcl",
      "```",
    ].join("\n");
    expect(rootFileProblems(text).map((p) => p.line)).toEqual([1, 4, 9]);
  });

  it("accepts root.hcl, units named terragrunt.hcl and a line that names root.hcl beside the old form", () => {
    const text = [
      'path = find_in_parent_folders("root.hcl")',
      "└── dev/networking/vpc/terragrunt.hcl",
      "If your repository still keeps a root `terragrunt.hcl`, rename it to `root.hcl`.",
      "sed -i 's/find_in_parent_folders()/find_in_parent_folders(\"root.hcl\")/'",
    ].join("\n");
    expect(rootFileProblems(text)).toEqual([]);
  });

  it("leaves code blocks whose title names a Terragrunt release the page marks as history", () => {
    const text = ['```hcl title="terragrunt.hcl (Terragrunt 0.19)"', "include {", "  path = find_in_parent_folders()", "}", "```", "path = find_in_parent_folders()"].join("\n");
    expect(rootFileProblems(text, ["terragrunt 0.19"]).map((p) => p.line)).toEqual([6]);
    expect(rootFileProblems(text, []).map((p) => p.line)).toEqual([3, 6]);
  });
});

describe("vague versions of pinned tools", () => {
  it("finds a recent or latest tool in prose, not in code", () => {
    const text = ["You need a recent Terragrunt and the latest version of Terraform.", "```bash", "brew install latest Packer", "```", "Use `the latest Terraform` here."].join("\n");
    expect(vagueVersionProblems(text, ["Terraform", "Terragrunt", "Packer"]).map((p) => `${p.line} ${p.message.split(":")[0]}`)).toEqual(['1 "recent Terragrunt"', '1 "latest version of Terraform"']);
  });

  it("leaves tools the registry does not pin, and versions stated", () => {
    expect(vagueVersionProblems("Install a recent Docker and Terragrunt 0.68.14.", ["Terragrunt"])).toEqual([]);
  });
});

describe("a walkthrough's time", () => {
  it("is read from the overview's sentence and from the walkthrough's introduction", () => {
    expect(walkthroughTime("Intro.\n\nThe walkthrough takes about two and a half hours, most of it waiting.", "overview")).toEqual({ line: 3, time: "about two and a half hours" });
    expect(walkthroughTime("Intro.\n\nAllow about two and a half hours. Most of it is waiting.\n\n## Step 1", "walkthrough")).toEqual({ line: 3, time: "about two and a half hours" });
  });

  it("is not read from a walkthrough's steps, and is undefined when not stated", () => {
    expect(walkthroughTime("Intro.\n\n## Step 1\n\nAllow about ten minutes for the node group.", "walkthrough")).toBeUndefined();
    expect(walkthroughTime("No time here.", "overview")).toBeUndefined();
  });
});

describe("defaults stated in prose", () => {
  const known = [
    { module: "networking/vpc", input: "num_nat_gateways", value: "1" },
    { module: "data-storage/rds", input: "storage_encrypted", value: "true" },
    { module: "app-orchestration/ecs-service", input: "command", value: "null" },
  ];
  const pageModules = new Set(["networking/vpc", "data-storage/rds"]);

  it("finds a default that disagrees with the catalog, in the forms writers use", () => {
    const text = ["`num_nat_gateways` defaults to `3` in this module.", "`storage_encrypted` is `false` by default.", "Set `num_nat_gateways` (default `2`) per zone."].join("\n");
    expect(statedDefaultProblems(text, known, pageModules).map((p) => p.line)).toEqual([1, 2, 3]);
  });

  it("accepts defaults as the catalog has them, and inputs of modules the page is not about", () => {
    const text = ["`num_nat_gateways` defaults to `1`.", '`storage_encrypted` defaults to `"true"`.', "The third has no `command`, so it defaults to `apply`."].join("\n");
    expect(statedDefaultProblems(text, known, pageModules)).toEqual([]);
  });

  it("are checked against the modules a page is about: its own, those it links and those it names", () => {
    const text = "See [VPC](/reference/services/networking/vpc/) and `rds`.";
    expect([...modulesOfPage(text, "app-orchestration/eks-cluster", ["networking/vpc", "data-storage/rds", "data-storage/aurora"])]).toEqual(["app-orchestration/eks-cluster", "networking/vpc", "data-storage/rds"]);
  });
});
