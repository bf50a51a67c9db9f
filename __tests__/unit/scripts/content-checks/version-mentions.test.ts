import { agreesWith, contradictions, findVersionMentions } from "../../../../scripts/content-checks/version-mentions";

/** The rules the content test applies: prose counts, one version per tool, American spelling. */
const registry = {
  terraform: { label: "Terraform", version: "1.5.7", constraint: ">= 1.5.0" },
  "aws-provider": { label: "AWS provider", version: "5.100.0", constraint: "~> 5.0" },
  kubernetes: { label: "Kubernetes", version: "1.33" },
  packer: { label: "Packer", version: "1.11.2", constraint: ">= 1.11.0" },
  "service-catalog": { label: "catalog", version: "v0.110.2" },
};

describe("version mentions", () => {
  it("finds versions in prose, constraints, installers, provider blocks, Packer blocks and module refs", () => {
    const text = [
      "Install Terraform 1.9 and Kubernetes 1.31.",
      'required_version = ">= 1.5.0"',
      "tfenv install 1.5.7",
      'source  = "hashicorp/aws"',
      'version = "~> 4.0"',
      "packer {",
      '  required_version = ">= 1.9.0"',
      "}",
      'source = "git::git@github.com:cairn-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.109.0"',
    ].join("\n");
    expect(findVersionMentions(text, Object.keys(registry)).map((m) => `${m.line} ${m.tool} ${m.version}`)).toEqual([
      "1 terraform 1.9",
      "1 kubernetes 1.31",
      "2 terraform 1.5.0",
      "3 terraform 1.5.7",
      "5 aws-provider 4.0",
      "7 packer 1.9.0",
      "9 service-catalog v0.109.0",
    ]);
  });

  it("agrees with the taught release, its prefixes and its constraint", () => {
    expect(agreesWith("1.5", registry.terraform)).toBe(true);
    expect(agreesWith("1.5.0", registry.terraform)).toBe(true);
    expect(agreesWith("1.5.7", registry.terraform)).toBe(true);
    expect(agreesWith("5.0", registry["aws-provider"])).toBe(true);
    expect(agreesWith("1.6", registry.terraform)).toBe(false);
    expect(agreesWith("1.5.6", registry.terraform)).toBe(false);
  });

  it("reports contradictions unless the page marks them as history", () => {
    const text = "Terraform 0.12 brought HCL2; Terraform 0.13 brought count on modules. Use Terraform 1.5.";
    expect(contradictions(text, registry, []).map((m) => m.version)).toEqual(["0.12", "0.13"]);
    expect(contradictions(text, registry, ["terraform 0.12"]).map((m) => m.version)).toEqual(["0.13"]);
    expect(contradictions("Terraform 0.12.31 fixed it.", registry, ["terraform 0.12"])).toEqual([]);
  });
});
