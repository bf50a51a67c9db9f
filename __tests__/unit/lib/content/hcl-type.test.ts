import { parseHclType, typeMismatch } from "../../../../src/lib/content/hcl-type";

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
