import { codeBlockLines, codeBlockText, codeLinesFromQuery, codeLinesText, isTreeRoot, treeText, visitElements, type TreeElement, type TreeRoot } from "../../../../src/lib/content/hast";

const codeBlock: TreeElement = { type: "element", tagName: "CodeBlock", properties: { language: "hcl", lines: [[["keyword", "module"], ["", ' "vpc" {']], [["", "}"]]] }, children: [] };
const tree: TreeRoot = {
  type: "root",
  children: [
    { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Use " }, { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: "vpc" }] }] },
    codeBlock,
  ],
};

describe("the compiled tree", () => {
  it("reads a code block's source back from its highlighted lines", () => {
    expect(codeLinesText([[["keyword", "a"], ["", " b"]], []])).toBe("a b\n");
    expect(codeBlockText(codeBlock)).toBe('module "vpc" {\n}');
  });

  it("reads text as a reader would, code blocks included", () => {
    expect(treeText(tree)).toBe('Use vpcmodule "vpc" {\n}');
  });

  it("is recognized by its root when read back from JSON", () => {
    expect(isTreeRoot(JSON.parse(JSON.stringify(tree)))).toBe(true);
    expect(isTreeRoot({ type: "root" })).toBe(false);
    expect(isTreeRoot({ type: "element", children: [] })).toBe(false);
    expect(isTreeRoot(null)).toBe(false);
  });

  it("visits every element in document order", () => {
    const names: string[] = [];
    visitElements(tree, (element) => names.push(element.tagName));
    expect(names).toEqual(["p", "code", "CodeBlock"]);
  });
});

describe("highlighted lines", () => {
  it("are read from a code block's properties, and anything else there counts as no lines", () => {
    expect(codeBlockLines(codeBlock)).toEqual([[["keyword", "module"], ["", ' "vpc" {']], [["", "}"]]]);
    expect(codeBlockLines({ ...codeBlock, properties: { lines: "not lines" } })).toEqual([]);
  });

  it("are typed from a query's lists of [classes, text] pairs", () => {
    expect(codeLinesFromQuery([[["keyword", "module"]], []])).toEqual([[["keyword", "module"]], []]);
  });
});

