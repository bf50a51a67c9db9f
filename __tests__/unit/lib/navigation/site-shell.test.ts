import { siteShellFromQuery, type SiteShellQuery } from "../../../../src/lib/navigation/site-shell";

const query: SiteShellQuery = {
  site: {
    siteMetadata: {
      navbar: [
        { type: "doc", label: "Intro", docId: "intro/overview/intro-to-cairn", to: "/intro/overview/intro-to-cairn/", href: null, position: "left" },
        { type: "link", label: "Sign In", docId: null, to: null, href: "https://app.cairn.example/", position: "right" },
      ],
      i18n: { defaultLocale: "en", locales: [{ code: "en", label: "English", direction: "ltr", path: "/" }] },
    },
  },
  allDocsVersion: { nodes: [{ name: "current", label: "Next", isLast: true, path: "/", mainDoc: { path: "/intro/overview/intro-to-cairn/" } }] },
};

describe("siteShellFromQuery", () => {
  it("gives the navbar items with only the fields they have, the default language and the versions", () => {
    expect(siteShellFromQuery(query)).toEqual({
      navbar: [
        { type: "doc", label: "Intro", docId: "intro/overview/intro-to-cairn", to: "/intro/overview/intro-to-cairn/", position: "left" },
        { type: "link", label: "Sign In", href: "https://app.cairn.example/", position: "right" },
      ],
      locales: [{ code: "en", label: "English", direction: "ltr", path: "/" }],
      locale: { code: "en", label: "English", direction: "ltr", path: "/" },
      versions: [{ name: "current", label: "Next", isLast: true, mainDocPath: "/intro/overview/intro-to-cairn/" }],
    });
  });

  it("lists the last version first", () => {
    const versions = [
      { name: "current", label: "Next", isLast: false, path: "/next/", mainDoc: null },
      { name: "2.x", label: "2.x", isLast: true, path: "/", mainDoc: null },
    ];
    expect(siteShellFromQuery({ ...query, allDocsVersion: { nodes: versions } }).versions.map((v) => v.name)).toEqual(["2.x", "current"]);
  });

  it("fails naming the query when the site's metadata is missing", () => {
    expect(() => siteShellFromQuery({ ...query, site: null })).toThrow(/SiteShell query returned no site\.siteMetadata/);
  });
});
