import { proseStats } from "../../../../scripts/content-checks/prose-stats";
import type { TreeRoot } from "../../../../src/lib/content/hast";

describe("proseStats", () => {
  it("counts words outside code blocks once, even when markup splits them, and code lines apart", () => {
    const tree: TreeRoot = {
      type: "root",
      children: [
        { type: "element", tagName: "h2", properties: {}, children: [{ type: "text", value: "Deploy the VPC" }] },
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Run " }, { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: "terragrunt" }] }, { type: "text", value: "-apply now." }] },
        { type: "element", tagName: "CodeBlock", properties: { lines: [[["", "a = 1"]], [["", "b = 2"]]] }, children: [] },
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: " — " }] },
      ],
    };
    expect(proseStats(tree)).toEqual({ proseWords: 6, codeLines: 2 });
  });
});
