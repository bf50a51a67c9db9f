/**
 * The docs version nodes, sourced from src/site-config.ts, with Gatsby's actions faked in the one
 * call they make. The real thing: __tests__/develop/graphql.test.ts queries `allDocsVersion`.
 */
import { sourceNodes } from "../../../../../src/gatsby/node/nodes/site";
import { siteConfig } from "../../../../../src/site-config";

describe("sourcing the docs versions", () => {
  it("makes one DocsVersion node, Next, the last version, opening on the docs home", async () => {
    const created: Record<string, unknown>[] = [];
    const args = { actions: { createNode: (node: Record<string, unknown>) => created.push(node) }, createNodeId: (key: string) => `id(${key})`, createContentDigest: () => "digest" };
    // sourceNodes reads only these of Gatsby's arguments.
    await sourceNodes!(args as unknown as Parameters<NonNullable<typeof sourceNodes>>[0], { plugins: [] }, () => undefined);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: siteConfig.docsVersion.name, label: "Next", isLast: true, mainDocId: "intro/overview/intro-to-cairn", id: "id(DocsVersion >>> current)", internal: { type: "DocsVersion" } });
  });
});
