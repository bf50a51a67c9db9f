/**
 * The catalog itself (content/catalog/): every module valid and sized like the real one, and its
 * generated usage blocks parse as HCL. The validator, the usage generator and the HCL types have
 * their own tests beside their modules' (__tests__/unit/lib/content/).
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { parse as parseHcl } from "@cdktf/hcl2json";
import { validateCatalogModule, type CatalogModule } from "../../src/lib/content/catalog";
import { terraformUsage, terragruntUsage } from "../../src/lib/content/usage";

const catalogDir = path.join(__dirname, "..", "..", "content", "catalog");

const files = fs.readdirSync(catalogDir).flatMap((category) => fs.readdirSync(path.join(catalogDir, category)).map((file) => path.join(category, file)));

const modules = files.map((file) => [file, validateCatalogModule(parseYaml(fs.readFileSync(path.join(catalogDir, file), "utf8")))] as const);

describe("the real catalog", () => {
  it("has all 34 services of the reference", () => {
    expect(files).toHaveLength(34);
  });

  it.each(modules.map(([file, result]) => [file, result] as const))("%s is valid and sized like a real module", (_file, result) => {
    expect(result.problems).toEqual([]);
    expect(result.module!.inputs.length).toBeGreaterThanOrEqual(12);
    expect(result.module!.outputs.length).toBeGreaterThanOrEqual(5);
  });

  /** The largest modules at the breadth of the real ones. */
  const BREADTH: Record<string, { inputs: number; outputs: number }> = {
    "app-orchestration/eks-cluster.yaml": { inputs: 90, outputs: 40 },
    "landing-zone/account-baseline-app.yaml": { inputs: 100, outputs: 40 },
    "landing-zone/account-baseline-root.yaml": { inputs: 100, outputs: 40 },
    "landing-zone/account-baseline-security.yaml": { inputs: 100, outputs: 40 },
  };
  it.each(Object.entries(BREADTH))("%s has the real module's breadth", (file, minimum) => {
    const result = modules.find(([name]) => name === file)![1];
    expect({ inputs: result.module!.inputs.length >= minimum.inputs, outputs: result.module!.outputs.length >= minimum.outputs }).toEqual({ inputs: true, outputs: true });
  });
});

describe("usage blocks", () => {
  it.each(modules.map(([file, result]) => [file, result.module!] as const))("%s: the generated HCL parses and holds exactly the required inputs", async (file, module: CatalogModule) => {
    const required = module.inputs.filter((i) => i.required).map((i) => i.name).sort();
    const terraform = (await parseHcl("main.tf", terraformUsage(module))) as { module: Record<string, [Record<string, unknown>]> };
    const [block] = Object.values(terraform.module)[0];
    expect(Object.keys(block).filter((k) => k !== "source").sort()).toEqual(required);
    expect(block.source).toBe(`git::git@github.com:cairn-io/terraform-aws-service-catalog.git//${module.source}?ref=v0.110.2`);
    const terragrunt = (await parseHcl("terragrunt.hcl", terragruntUsage(module))) as { inputs: Record<string, unknown>; terraform: [{ source: string }] };
    expect(Object.keys(terragrunt.inputs).sort()).toEqual(required);
    expect(terragrunt.terraform[0].source).toContain(module.source);
  });
});
