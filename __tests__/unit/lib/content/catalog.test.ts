import { inputsFromQuery, outputsFromQuery, validateCatalogModule } from "../../../../src/lib/content/catalog";

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

describe("inputs and outputs from a query", () => {
  it("drop the default a required input cannot have, and keep an optional input's, null included", () => {
    const queried = [
      { name: "vpc_id", type: "string", description: "The VPC.", required: true, default: null, sensitive: false },
      { name: "tags", type: "map(string)", description: "Tags.", required: false, default: null, sensitive: false },
      { name: "size", type: "number", description: "Size.", required: false, default: 2, sensitive: true },
    ];
    expect(inputsFromQuery(queried)).toEqual([
      { name: "vpc_id", type: "string", description: "The VPC.", required: true, sensitive: false },
      { name: "tags", type: "map(string)", description: "Tags.", required: false, default: null, sensitive: false },
      { name: "size", type: "number", description: "Size.", required: false, default: 2, sensitive: true },
    ]);
    expect(Object.keys(inputsFromQuery(queried)[2])).toEqual(["name", "type", "description", "required", "default", "sensitive"]);
    expect(outputsFromQuery([{ name: "id", description: "The id." }])).toEqual([{ name: "id", description: "The id." }]);
  });
});

