import { highlightCode, prismLanguage } from "../../src/lib/highlight";

describe("highlightCode", () => {
  it("tokenises HCL, which prism-react-renderer does not bundle", () => {
    const lines = highlightCode('variable "region" {\n  default = "us-east-1"\n}\n', "hcl");
    expect(lines).toHaveLength(3);
    expect(lines[0][0][0]).toBe("keyword");
    expect(lines[1].some(([types, text]) => types.includes("string") && text === '"us-east-1"')).toBe(true);
  });

  it("knows the languages writers use under their common names", () => {
    expect(prismLanguage("terraform")).toBe("hcl");
    expect(prismLanguage("shell")).toBe("bash");
    expect(prismLanguage("dockerfile")).toBe("docker");
    expect(prismLanguage("yaml")).toBe("yaml");
    expect(prismLanguage("go")).toBe("go");
    expect(prismLanguage("no-such-language")).toBeUndefined();
  });

  it("keeps text of unknown languages as plain lines, empty lines included", () => {
    expect(highlightCode("a\n\nb", "text")).toEqual([[["", "a"]], [], [["", "b"]]]);
  });
});
