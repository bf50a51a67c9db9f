import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentFacts } from "../../../../scripts/content-checks/facts-from-disk";
import { resolveFact } from "../../../../src/lib/content/facts";

function contentFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-facts-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const vpc = `name: VPC
description: A network.
version: v0.110.2
lastChanged: v0.110.0
source: modules/networking/vpc
tags: []
inputs:
  - name: vpc_name
    type: string
    required: true
    description: The name.
  - name: num_nat_gateways
    type: number
    default: 1
    description: How many NAT gateways.
outputs: []
manage:
  replacement: []
  beforeDestroy: [Delete the load balancers first.]
`;

describe("reading a content folder's facts from its files", () => {
  it("gives the modules, the tools, a table to resolve facts with and every default as pages write it", () => {
    const dir = contentFolder({ "catalog/networking/vpc.yaml": vpc, "versions.yaml": 'terragrunt: { label: Terragrunt, version: "0.68.14", constraint: ">= 0.68.0" }\n' });
    try {
      const facts = readContentFacts(dir);
      expect(facts.modules.map((m) => [m.slug, m.path, m.sourcePath])).toEqual([["networking/vpc", "/reference/services/networking/vpc/", "content/catalog/networking/vpc.yaml"]]);
      expect(facts.tools).toEqual([{ tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: ">= 0.68.0" }]);
      expect(resolveFact(facts.table, "ModuleDefault", { module: "vpc", input: "num_nat_gateways" })).toMatchObject({ value: "1" });
      expect(facts.defaults).toEqual([
        { module: "networking/vpc", input: "vpc_name", value: undefined },
        { module: "networking/vpc", input: "num_nat_gateways", value: "1" },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names the file of a module or registry that does not validate", () => {
    const dir = contentFolder({ "catalog/networking/vpc.yaml": vpc.replace("default: 1", "default: many"), "versions.yaml": "terragrunt: { label: Terragrunt, version: latest }\n" });
    try {
      expect(() => readContentFacts(dir)).toThrow(/content\/catalog\/networking\/vpc\.yaml: input "num_nat_gateways": default does not match type number/);
      fs.writeFileSync(path.join(dir, "catalog/networking/vpc.yaml"), vpc);
      expect(() => readContentFacts(dir)).toThrow(/content\/versions\.yaml: terragrunt\.version: expected a release/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
