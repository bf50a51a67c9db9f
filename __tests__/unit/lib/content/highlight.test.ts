import { highlightCode, prismLanguage } from "../../../../src/lib/content/highlight";

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

  it("writes each token class once, even where grammars nest (a string inside a command substitution)", () => {
    const lines = highlightCode('status="$(aws ecs describe-tasks --tasks "$task_arn" --query \'tasks[0]\')"', "bash");
    const classLists = lines.flat().map(([types]) => types.split(" ").filter(Boolean));
    expect(classLists.some((classes) => classes.includes("variable") && classes.includes("string"))).toBe(true);
    for (const classes of classLists) expect(new Set(classes).size).toBe(classes.length);
  });

  it("keeps text of unknown languages as plain lines, empty lines included", () => {
    expect(highlightCode("a\n\nb", "text")).toEqual([[["", "a"]], [], [["", "b"]]]);
  });
});
