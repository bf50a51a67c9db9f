import { sourceCatalogModule } from "../../../../../src/gatsby/node/nodes/catalog";
import { SERVICE_MODULE_NODE_TYPE, nodeKey } from "../../../../../src/gatsby/node/schema";
import { contentFile } from "./source-for-tests";

const VPC = `
name: VPC
description: A VPC with public, private-app and private-persistence subnets in every availability zone.
version: v0.110.2
lastChanged: v0.104.0
source: modules/networking/vpc
tags: [vpc, networking]
inputs:
  - name: vpc_name
    type: string
    description: The name of the VPC, used in the names of its subnets and route tables.
    required: true
  - name: cidr_block
    type: string
    description: The IPv4 CIDR block of the VPC, such as 10.0.0.0/16.
    required: true
  - name: num_nat_gateways
    type: number
    default: 1
    description: How many NAT gateways to create; one per availability zone keeps egress up when a zone fails.
outputs:
  - name: vpc_id
    description: The ID of the VPC.
manage:
  replacement:
    - input: cidr_block
      effect: Replaces the VPC and every subnet in it, and everything deployed into them.
  beforeDestroy:
    - Destroy every module deployed into the VPC's subnets first.
`;

describe("sourcing a catalog module", () => {
  it("makes a ServiceModule node named by its category and service, with its page's path", async () => {
    const { context, created, errors } = contentFile("catalog/networking/vpc.yaml", VPC);
    await sourceCatalogModule(context);
    expect(errors).toEqual([]);
    expect(created).toHaveLength(1);
    const [{ type, key, fields }] = created;
    expect(type).toBe("ServiceModule");
    expect(key).toBe(nodeKey(SERVICE_MODULE_NODE_TYPE, "catalog/networking/vpc.yaml"));
    expect(fields).toMatchObject({
      slug: "networking/vpc",
      category: "networking",
      service: "vpc",
      path: "/reference/services/networking/vpc/",
      sourcePath: "content/catalog/networking/vpc.yaml",
      name: "VPC",
      version: "v0.110.2",
      lastChanged: "v0.104.0",
      source: "modules/networking/vpc",
      tagSlugs: ["vpc", "networking"],
      outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
      manage: { replacement: [{ input: "cidr_block", effect: "Replaces the VPC and every subnet in it, and everything deployed into them." }], beforeDestroy: ["Destroy every module deployed into the VPC's subnets first."] },
    });
    expect(fields).not.toHaveProperty("tags");
    expect(fields.inputs).toEqual([
      { name: "vpc_name", type: "string", description: "The name of the VPC, used in the names of its subnets and route tables.", required: true, sensitive: false },
      { name: "cidr_block", type: "string", description: "The IPv4 CIDR block of the VPC, such as 10.0.0.0/16.", required: true, sensitive: false },
      { name: "num_nat_gateways", type: "number", description: "How many NAT gateways to create; one per availability zone keeps egress up when a zone fails.", required: false, default: 1, sensitive: false },
    ]);
  });

  it("gives it copy-ready usage in both tools with every required input, highlighted", async () => {
    const { context, created } = contentFile("catalog/networking/vpc.yaml", VPC);
    await sourceCatalogModule(context);
    const usage = created[0].fields.usage as Record<"terraform" | "terragrunt", { code: string; lines: [string, string][][] }>;
    for (const tool of ["terraform", "terragrunt"] as const) {
      const { code, lines } = usage[tool];
      expect(code).toMatch(/vpc_name\s+= "<vpc_name>"/);
      expect(code).toMatch(/cidr_block\s+= "<cidr_block>"/);
      expect(code).not.toContain("num_nat_gateways");
      // The highlighted lines are the code, token by token, with classes on some of them.
      expect(lines.map((line) => line.map(([, text]) => text).join("")).join("\n")).toBe(code);
      expect(lines.flat().some(([classes]) => classes !== "")).toBe(true);
    }
    expect(usage.terraform.code).toContain('module "vpc"');
    expect(usage.terragrunt.code).toContain("inputs = {");
  });

  it("accepts the .yml extension", async () => {
    const { context, created, errors } = contentFile("catalog/data-storage/rds.yml", VPC.replace("name: VPC", "name: RDS"));
    await sourceCatalogModule(context);
    expect(errors).toEqual([]);
    expect(created[0].fields).toMatchObject({ slug: "data-storage/rds", name: "RDS", path: "/reference/services/data-storage/rds/" });
  });

  it("refuses a file outside content/catalog/<category>/<service>.yaml, naming it", async () => {
    for (const relativePath of ["catalog/vpc.yaml", "catalog/networking/vpcs/vpc.yaml", "catalog/Networking/VPC.yaml"]) {
      const { context, created, errors } = contentFile(relativePath, VPC);
      await sourceCatalogModule(context);
      expect(created).toEqual([]);
      expect(errors).toEqual([`content/${relativePath}: catalog files live at content/catalog/<category>/<service>.yaml`]);
    }
  });

  it("reports every problem with the file and the field or input, and makes no node", async () => {
    const broken = VPC.replace("lastChanged: v0.104.0", "lastChanged: v0.111.0").replace("default: 1", 'default: "one"').replace("    description: The ID of the VPC.\n", "");
    const { context, created, errors } = contentFile("catalog/networking/vpc.yaml", broken);
    await sourceCatalogModule(context);
    expect(created).toEqual([]);
    expect(errors[0].split("\n")).toEqual([
      "content/catalog/networking/vpc.yaml: lastChanged: v0.111.0 is later than the documented version v0.110.2",
      'content/catalog/networking/vpc.yaml: input "num_nat_gateways": default does not match type number: default should be a number, got "one"',
      "content/catalog/networking/vpc.yaml: outputs[0]: expected an output with a snake_case name and a description",
    ]);
  });

  it("reports YAML that does not parse with its line and column", async () => {
    const { context, created, errors } = contentFile("catalog/networking/vpc.yaml", `${VPC}name: VPC again\n`);
    await sourceCatalogModule(context);
    expect(created).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^content\/catalog\/networking\/vpc\.yaml:\d+:1: invalid YAML: Map keys must be unique/)]);
  });
});
