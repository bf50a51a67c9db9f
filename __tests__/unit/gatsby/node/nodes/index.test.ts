import type { Node } from "gatsby";
import { shouldOnCreateNode } from "../../../../../src/gatsby/node/nodes";

const node = (type: string, extra: Record<string, unknown> = {}): Node =>
  ({ id: type, parent: null, children: [], internal: { type, contentDigest: "x", owner: "test" }, ...extra });

describe("which nodes sourcing reads", () => {
  it("takes the content folder's files and every Mdx node", () => {
    expect(shouldOnCreateNode({ node: node("File", { sourceInstanceName: "content" }) })).toBe(true);
    expect(shouldOnCreateNode({ node: node("Mdx") })).toBe(true);
  });

  it("leaves pages, the site's own nodes and files of other sources to Gatsby", () => {
    for (const type of ["SitePage", "Doc", "Sidebar", "Tag", "ServiceModule", "Directory", "SitePlugin"]) {
      expect(shouldOnCreateNode({ node: node(type) })).toBe(false);
    }
    expect(shouldOnCreateNode({ node: node("File", { sourceInstanceName: "images" }) })).toBe(false);
  });
});
