import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { validateVersions } from "../../../../src/lib/content/versions";

describe("the versions registry", () => {
  it("reads each tool's label, version and constraint", () => {
    expect(validateVersions({ terragrunt: { label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" }, kubernetes: { label: "Kubernetes", version: "1.33" } })).toEqual({
      tools: [
        { tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" },
        { tool: "kubernetes", label: "Kubernetes", version: "1.33" },
      ],
      problems: [],
    });
  });

  it("accepts the project's content/versions.yaml", () => {
    const raw: unknown = parseYaml(fs.readFileSync(path.join(__dirname, "../../../../content/versions.yaml"), "utf8"));
    const { tools, problems } = validateVersions(raw);
    expect(problems).toEqual([]);
    expect(tools.map((t) => t.tool)).toEqual(expect.arrayContaining(["terraform", "terragrunt", "packer", "aws-provider", "kubernetes", "service-catalog"]));
  });

  it("names the tool and field of each problem", () => {
    expect(validateVersions({ Terraform: { label: "", version: 1.3, constraint: "about 1", extra: true } }).problems).toEqual([
      { where: "Terraform", message: "a tool name is lowercase letters, digits and single hyphens" },
      { where: "Terraform.extra", message: "unknown key (expected label, version and constraint)" },
      { where: "Terraform.label", message: "expected a non-empty string" },
      { where: "Terraform.version", message: 'expected a release such as "1.5.7" or "v0.110.2", as a quoted string; got 1.3' },
      { where: "Terraform.constraint", message: 'expected a version constraint such as ">= 1.5.0" or "~> 5.0"; got "about 1"' },
    ]);
    expect(validateVersions(["terraform"]).problems).toEqual([{ where: "(top level)", message: "expected a mapping of tool names to { label, version, constraint }" }]);
  });

  it("keeps no tool that has a problem", () => {
    expect(validateVersions({ packer: { label: "Packer", version: "latest" } }).tools).toEqual([]);
  });
});
