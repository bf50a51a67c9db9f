/**
 * The resolvers of the site's configuration and build fields, with Gatsby's node model faked in the
 * two calls they make. The real thing: __tests__/develop/graphql.test.ts queries them on the dev server.
 */
import { siteResolvers } from "../../../../src/gatsby/node/resolvers-site";
import { siteConfig } from "../../../../src/site-config";
import { testSession } from "./session-for-tests";
import { startBuildSession } from "../../../../src/gatsby/node/session";

/** A node model over these docs: findOne by docId, findAll of every doc. */
function context(docs: { docId: string; path: string; title: string }[]) {
  const filterId = (query: unknown) => (query as { filter: { docId: { eq: string } } }).filter.docId.eq;
  return {
    nodeModel: {
      findOne: async <T>({ query }: { type: string; query: unknown }) => (docs.find((d) => d.docId === filterId(query)) ?? null) as T | null,
      findAll: async <T>() => ({ entries: docs as unknown as Iterable<T> }),
    },
  };
}

const navbarDocs = siteConfig.navbar.flatMap((item) => (item.type === "doc" ? [{ docId: item.docId, path: `/${item.docId}/`, title: `Title of ${item.docId}` }] : []));

describe("the site's metadata as writers query it", () => {
  it("gives the navbar with each doc item resolved to its doc's path, in the configured order", async () => {
    const items = (await siteResolvers.SiteSiteMetadata.navbar.resolve(undefined, undefined, context(navbarDocs))) as { label: string; to?: string; href?: string }[];
    expect(items.map((i) => i.label)).toEqual(siteConfig.navbar.map((i) => i.label));
    const intro = items.find((i) => i.label === "Intro");
    expect(intro?.to).toBe("/intro/overview/intro-to-cairn/");
  });

  it("gives the languages, the default first, and the build's stamps from the build session", () => {
    const i18n = siteResolvers.SiteSiteMetadata.i18n.resolve();
    expect(i18n.defaultLocale).toBe("en");
    expect(i18n.locales[0].code).toBe("en");
    const session = testSession(process.cwd());
    startBuildSession({ siteDir: process.cwd(), env: { BUILD_VERSION: "v-test" }, now: new Date("2026-11-27T10:00:00.000Z"), log: { info: () => undefined, warn: () => undefined }, gatsby: session.gatsby });
    expect(siteResolvers.SiteSiteMetadata.buildVersion.resolve()).toBe("v-test");
    expect(siteResolvers.SiteSiteMetadata.buildTime.resolve()).toBe("2026-11-27T10:00:00.000Z");
  });

  it("gives the framework's and plugins' installed versions", () => {
    expect(siteResolvers.SiteSiteMetadata.framework.resolve().version).toMatch(/^5\.16\.\d+$/);
    expect(siteResolvers.SiteSiteMetadata.plugins.resolve().map((p) => p.name)).toContain("gatsby-plugin-mdx");
  });

  it("lists the docs version's docs by path", async () => {
    const docs = await siteResolvers.DocsVersion.docs.resolve(undefined, undefined, context([{ docId: "b", path: "/b/", title: "B" }, { docId: "a", path: "/a/", title: "A" }]));
    expect(docs.map((d) => d.docId)).toEqual(["a", "b"]);
  });
});
