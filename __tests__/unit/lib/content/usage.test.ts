import { parseHclType } from "../../../../src/lib/content/hcl-type";
import { placeholderFor } from "../../../../src/lib/content/usage";

describe("placeholderFor", () => {
  it("gives placeholders of the right type", () => {
    expect(placeholderFor(parseHclType("string"), "name")).toBe('"<name>"');
    expect(placeholderFor(parseHclType("object({ a = number, b = optional(string) })"), "x")).toBe("{\n  a = 0\n}");
  });
});
