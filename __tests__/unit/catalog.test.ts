import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { parse as parseHcl } from "@cdktf/hcl2json";
import { parseHclType, typeMismatch } from "../../src/lib/content/hcl-type";
import { validateCatalogModule, type CatalogModule } from "../../src/lib/content/catalog";
import { placeholderFor, terraformUsage, terragruntUsage } from "../../src/lib/content/usage";
import { countLabel, filterItems, readView, viewForAnchor, writeView } from "../../src/lib/navigation/reference-filter";

describe("parseHclType", () => {
  it("parses primitives, collections, objects with optional attributes and tuples", () => {
    expect(parseHclType("list(string)")).toEqual({ kind: "list", element: { kind: "string" } });
    const type = parseHclType(`map(object({\n  instance_types = list(string)\n  min_size       = number\n  labels         = optional(map(string), {})\n}))`);
    expect(type).toMatchObject({ kind: "map", element: { kind: "object", attributes: { labels: { optional: true, hasDefault: true }, min_size: { optional: false } } } });
    expect(parseHclType("tuple([string, number])")).toEqual({ kind: "tuple", elements: [{ kind: "string" }, { kind: "number" }] });
  });

  it.each([["lst(string)", /unknown type "lst"/], ["list(string", /ends too early/], ["object({ a = string, a = number })", /declared twice/], ["string number", /unexpected "number"/]])(
    "rejects %j",
    (source, message) => {
      expect(() => parseHclType(source)).toThrow(message);
    },
  );
});

describe("typeMismatch", () => {
  const object = parseHclType("object({ enabled = bool, percent = number, note = optional(string) })");
  it("accepts values of the type, and null for any type", () => {
    expect(typeMismatch({ enabled: true, percent: 100 }, object)).toBeNull();
    expect(typeMismatch(null, parseHclType("number"))).toBeNull();
    expect(typeMismatch(["a"], parseHclType("set(string)"))).toBeNull();
    expect(typeMismatch({ a: "1" }, parseHclType("map(string)"))).toBeNull();
  });
  it("names what does not fit, and where", () => {
    expect(typeMismatch("3", parseHclType("number"))).toBe('default should be a number, got "3"');
    expect(typeMismatch([1, "x"], parseHclType("list(number)"))).toBe('default[1] should be a number, got "x"');
    expect(typeMismatch({ enabled: true }, object)).toMatch(/missing "percent"/);
    expect(typeMismatch({ enabled: true, percent: 1, extra: 1 }, object)).toMatch(/"extra", which the object type does not declare/);
  });
});

const manage = { replacement: [], beforeDestroy: ["Empty the bucket."] };
const base = { name: "Test", description: "A test module.", version: "v0.110.2", lastChanged: "v0.100.0", source: "modules/test/test", tags: ["vpc"], outputs: [{ name: "id", description: "The id." }], manage };

describe("validateCatalogModule", () => {
  it("accepts a well-formed module", () => {
    const { module, problems } = validateCatalogModule({ ...base, inputs: [{ name: "vpc_id", type: "string", description: "The VPC.", required: true }, { name: "size", type: "number", description: "Size.", default: 2 }] });
    expect(problems).toEqual([]);
    expect(module?.inputs[1]).toEqual({ name: "size", type: "number", description: "Size.", required: false, default: 2, sensitive: false });
  });

  it("fails an input without type or description, a duplicate name, and a default of the wrong type", () => {
    const { problems } = validateCatalogModule({
      ...base,
      inputs: [
        { name: "a", description: "A.", default: null },
        { name: "b", type: "string", default: "x" },
        { name: "c", type: "bool", description: "C.", default: "yes" },
        { name: "c", type: "bool", description: "C again.", default: false },
        { name: "d", type: "string", description: "D.", required: true, default: "x" },
        { name: "e", type: "string", description: "E." },
      ],
    });
    expect(problems).toEqual([
      { where: 'input "a"', message: "has no type" },
      { where: 'input "b"', message: "has no description" },
      { where: 'input "c"', message: 'default does not match type bool: default should be true or false, got "yes"' },
      { where: 'input "d"', message: "is required, so it cannot have a default" },
      { where: 'input "e"', message: "is optional, so it needs a default (null for no value)" },
      { where: 'input "c"', message: "is declared twice" },
    ]);
  });

  it("needs the Manage data: inputs that force replacement, which must exist, and steps before destroying", () => {
    const inputs = [{ name: "engine", type: "string", description: "Engine.", required: true }];
    const good = validateCatalogModule({ ...base, inputs, manage: { replacement: [{ input: "engine", effect: "A new database." }], beforeDestroy: ["Take a final snapshot."] } });
    expect(good.problems).toEqual([]);
    expect(good.module!.manage.replacement).toEqual([{ input: "engine", effect: "A new database." }]);
    expect(validateCatalogModule({ ...base, inputs, manage: undefined }).problems).toEqual([
      { where: "manage", message: "expected a mapping with replacement (a list of { input, effect }) and beforeDestroy (a list of steps)" },
    ]);
    expect(validateCatalogModule({ ...base, inputs, manage: { replacement: [{ input: "name", effect: "x" }, { input: "engine" }], beforeDestroy: [], extra: 1 } }).problems).toEqual([
      { where: "manage", message: 'unknown field "extra"' },
      { where: "manage.replacement[0]", message: '"name" is not an input of this module' },
      { where: "manage.replacement[1]", message: "expected an input name and the effect of changing it" },
      { where: "manage.beforeDestroy", message: "expected a list of one or more steps, each a non-empty string" },
    ]);
  });

  it("checks the release numbers", () => {
    expect(validateCatalogModule({ ...base, lastChanged: "v0.111.0", inputs: [] }).problems).toEqual([{ where: "lastChanged", message: "v0.111.0 is later than the documented version v0.110.2" }]);
  });
});

const catalogDir = path.join(__dirname, "..", "..", "content", "catalog");
const files = fs.readdirSync(catalogDir).flatMap((category) => fs.readdirSync(path.join(catalogDir, category)).map((file) => path.join(category, file)));
const modules = files.map((file) => [file, validateCatalogModule(parseYaml(fs.readFileSync(path.join(catalogDir, file), "utf8")))] as const);

describe("the real catalog", () => {
  it("has all 34 services of the spec", () => {
    expect(files).toHaveLength(34);
  });

  it.each(modules.map(([file, result]) => [file, result] as const))("%s is valid and sized like a real module", (_file, result) => {
    expect(result.problems).toEqual([]);
    expect(result.module!.inputs.length).toBeGreaterThanOrEqual(12);
    expect(result.module!.outputs.length).toBeGreaterThanOrEqual(5);
  });

  /** The largest modules at the breadth of the real ones (issue 19). */
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
  it("gives placeholders of the right type", () => {
    expect(placeholderFor(parseHclType("string"), "name")).toBe('"<name>"');
    expect(placeholderFor(parseHclType("object({ a = number, b = optional(string) })"), "x")).toBe("{\n  a = 0\n}");
  });

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

describe("the reference view", () => {
  const inputs = [
    { name: "vpc_id", description: "The VPC to deploy into.", required: true },
    { name: "cluster_name", description: "Name of the cluster.", required: true },
    { name: "instance_type", description: "EC2 instance type.", required: false },
  ];
  const outputs = [{ name: "cluster_arn", description: "ARN of the cluster." }];

  it("round-trips through the URL, leaving out defaults and keeping other parameters", () => {
    const view = { tab: "outputs" as const, filter: "arn", requiredOnly: true };
    expect(readView(writeView("?x=1", view))).toEqual(view);
    expect(writeView("?x=1&tab=outputs", { tab: "inputs", filter: "", requiredOnly: false })).toBe("?x=1");
  });

  it("filters by name or description, all words, optionally required only", () => {
    expect(filterItems(inputs, "CLUSTER").map((i) => i.name)).toEqual(["cluster_name"]);
    expect(filterItems(inputs, "ec2 type").map((i) => i.name)).toEqual(["instance_type"]);
    expect(filterItems(inputs, "", true).map((i) => i.name)).toEqual(["vpc_id", "cluster_name"]);
    expect(countLabel(2, 3, "input")).toBe("2 of 3 inputs");
    expect(countLabel(1, 1, "output")).toBe("1 output");
  });

  it("reveals an anchored item that the current filter or tab hides", () => {
    expect(viewForAnchor("instance_type", inputs, outputs, { tab: "outputs", filter: "vpc", requiredOnly: true })).toEqual({ tab: "inputs", filter: "", requiredOnly: false });
    expect(viewForAnchor("output-cluster_arn", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toEqual({ tab: "outputs", filter: "", requiredOnly: false });
    expect(viewForAnchor("cluster_arn", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toBeUndefined();
    expect(viewForAnchor("nope", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toBeUndefined();
  });
});
