import { sourceVersions } from "../../../../../src/gatsby/node/nodes/versions";
import { TOOL_VERSION_NODE_TYPE, nodeKey } from "../../../../../src/gatsby/node/schema";
import { contentFile } from "./source-for-tests";

const VERSIONS = `
terragrunt:
  label: Terragrunt
  version: 0.68.14
  constraint: ">= 0.68.0"
kubernetes:
  label: Kubernetes (Amazon EKS)
  version: "1.33"
`;

describe("sourcing versions.yaml", () => {
  it("makes one ToolVersion node per tool, keyed by the file and the tool", async () => {
    const { context, created, errors } = contentFile("versions.yaml", VERSIONS);
    await sourceVersions(context);
    expect(errors).toEqual([]);
    expect(created).toEqual([
      { type: "ToolVersion", key: nodeKey(TOOL_VERSION_NODE_TYPE, "versions.yaml", "terragrunt"), fields: { tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" } },
      { type: "ToolVersion", key: nodeKey(TOOL_VERSION_NODE_TYPE, "versions.yaml", "kubernetes"), fields: { tool: "kubernetes", label: "Kubernetes (Amazon EKS)", version: "1.33", constraint: null } },
    ]);
  });

  it("reports every problem with the file and the field, and makes no node at all", async () => {
    const { context, created, errors } = contentFile("versions.yaml", `${VERSIONS}packer:\n  label: Packer\n  version: 1.11\n  constraint: "at least 1.11"\n`);
    await sourceVersions(context);
    expect(created).toEqual([]);
    expect(errors[0].split("\n")).toEqual([
      'content/versions.yaml: packer.version: expected a release such as "1.5.7" or "v0.110.2", as a quoted string; got 1.11',
      'content/versions.yaml: packer.constraint: expected a version constraint such as ">= 1.5.0" or "~> 5.0"; got "at least 1.11"',
    ]);
  });

  it("reports YAML that does not parse with its line and column", async () => {
    const { context, created, errors } = contentFile("versions.yaml", "terraform:\n  label: Terraform\n  version: [1.5.7\n");
    await sourceVersions(context);
    expect(created).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^content\/versions\.yaml:\d+:\d+: invalid YAML: /)]);
  });
});
