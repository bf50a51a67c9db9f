/**
 * GraphQL cannot recurse, so the doc page's fragments read the table of contents and the sidebar
 * to a fixed depth: these must reach as deep as the content may go.
 */
import fs from "node:fs";
import path from "node:path";
import { SIDEBAR_MAX_DEPTH } from "../../../../src/lib/navigation/sidebar-source";

const source = fs.readFileSync(path.join(__dirname, "../../../../src/components/DocPage/fragments.ts"), "utf8");

/** How many levels a fragment selects: one, plus one per nested selection of `field`. */
function depth(fragment: string, field: string): number {
  const body = new RegExp(`fragment ${fragment} on \\w+ \\{([\\s\\S]*?)\\n  \\}\\n`).exec(source)?.[1] ?? "";
  return 1 + (body.match(new RegExp(`\\b${field} \\{`, "g")) ?? []).length;
}

describe("the doc page's fragments", () => {
  it("read the table of contents five levels deep, h2 to h6", () => {
    expect(depth("TocTree", "children")).toBe(6 - 2 + 1);
  });

  it("read sidebar items as deep as sidebar validation lets categories nest", () => {
    expect(depth("SidebarTree", "items")).toBe(SIDEBAR_MAX_DEPTH);
  });
});
