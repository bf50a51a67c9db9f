import { siteTypeDefs } from "../../../../src/gatsby/node/schema-site";
import { siteResolvers } from "../../../../src/gatsby/node/resolvers-site";

/** The type definitions' blocks: each type or enum with its description and its members' lines. */
function blocks(sdl: string) {
  return [...sdl.matchAll(/("""[\s\S]*?"""\s*)?(type|enum) (\w+)[^{]*\{([^}]*)\}/g)].map((m) => ({ described: Boolean(m[1]), kind: m[2], name: m[3], body: m[4] }));
}

describe("the site's GraphQL types", () => {
  it("describe every type and every field, as GraphiQL shows writers", () => {
    const found = blocks(siteTypeDefs);
    expect(found.map((b) => b.name)).toEqual(expect.arrayContaining(["SiteSiteMetadata", "PackageVersion", "NavbarItem", "I18nConfig", "Locale", "DocsVersion"]));
    // Gatsby keeps its own description of its SiteSiteMetadata type; the fields added to it have theirs.
    expect(found.filter((b) => !b.described).map((b) => b.name)).toEqual(["SiteSiteMetadata"]);
    for (const block of found.filter((b) => b.kind === "type")) {
      const lines = block.body.split("\n").map((l) => l.trim()).filter(Boolean);
      const undocumented = lines.filter((line, i) => /^\w+:/.test(line) && !/^".*"$/.test(lines[i - 1] ?? "")).map((line) => `${block.name}.${line.split(":")[0]}`);
      expect(undocumented).toEqual([]);
    }
  });

  it("resolve the computed fields of the site's metadata", () => {
    expect(Object.keys(siteResolvers.SiteSiteMetadata).sort()).toEqual(["buildTime", "buildVersion", "framework", "i18n", "navbar", "plugins"]);
  });
});
