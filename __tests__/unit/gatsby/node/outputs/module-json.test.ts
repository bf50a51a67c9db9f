import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputModule } from "../../../../../src/gatsby/node/outputs/data";
import { writeModuleJson } from "../../../../../src/gatsby/node/outputs/module-json";
import { siteConfig } from "../../../../../src/site-config";

/** A module as the outputs' query returns it: every input has a default field, null for required ones. */
const vpc: OutputModule = {
  slug: "networking/vpc",
  path: "/reference/services/networking/vpc/",
  name: "VPC",
  description: "A VPC with public and private subnets.",
  version: "v0.110.2",
  lastChanged: "v0.104.0",
  source: "modules/networking/vpc",
  tagSlugs: ["vpc", "networking"],
  inputs: [
    { name: "cidr_block", type: "string", description: "The VPC's IPv4 CIDR block.", required: true, default: null, sensitive: false },
    { name: "num_nat_gateways", type: "number", description: "How many NAT gateways.", required: false, default: 1, sensitive: false },
    { name: "flow_log_bucket", type: "string", description: "Where flow logs go.", required: false, default: null, sensitive: false },
  ],
  outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
};

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-module-json-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));
const read = (slug: string): unknown => JSON.parse(fs.readFileSync(path.join(publicDir, "reference", "services", `${slug}.json`), "utf8"));

describe("each module's data as JSON", () => {
  it("is published beside its page, at /reference/services/<category>/<service>.json", () => {
    writeModuleJson(publicDir, [vpc, { ...vpc, slug: "data-storage/rds", path: "/reference/services/data-storage/rds/", name: "RDS" }]);
    expect(fs.readdirSync(path.join(publicDir, "reference", "services")).sort()).toEqual(["data-storage", "networking"]);
    expect(read("data-storage/rds")).toMatchObject({ slug: "data-storage/rds", name: "RDS" });
  });

  it("holds the module's fields, its tags and its page's absolute URL", () => {
    writeModuleJson(publicDir, [vpc]);
    expect(read("networking/vpc")).toMatchObject({
      slug: "networking/vpc",
      path: "/reference/services/networking/vpc/",
      url: `${siteConfig.url}/reference/services/networking/vpc/`,
      name: "VPC",
      description: "A VPC with public and private subnets.",
      version: "v0.110.2",
      lastChanged: "v0.104.0",
      source: "modules/networking/vpc",
      tags: ["vpc", "networking"],
      outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
    });
    expect(read("networking/vpc")).not.toHaveProperty("tagSlugs");
  });

  it("gives a default to optional inputs only, null kept as an optional input's default", () => {
    writeModuleJson(publicDir, [vpc]);
    expect((read("networking/vpc") as { inputs: unknown }).inputs).toEqual([
      { name: "cidr_block", type: "string", description: "The VPC's IPv4 CIDR block.", required: true, sensitive: false },
      { name: "num_nat_gateways", type: "number", description: "How many NAT gateways.", required: false, default: 1, sensitive: false },
      { name: "flow_log_bucket", type: "string", description: "Where flow logs go.", required: false, default: null, sensitive: false },
    ]);
  });

  it("is indented for people reading it", () => {
    writeModuleJson(publicDir, [vpc]);
    expect(fs.readFileSync(path.join(publicDir, "reference", "services", "networking", "vpc.json"), "utf8")).toMatch(/^\{\n {2}"slug": "networking\/vpc",\n/);
  });
});
