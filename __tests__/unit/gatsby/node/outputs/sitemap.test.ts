import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSitemap } from "../../../../../src/gatsby/node/outputs/sitemap";
import { siteConfig } from "../../../../../src/site-config";

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-sitemap-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

const locations = () => [...fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemap.xml", () => {
  it("is a sitemaps.org URL set", () => {
    writeSitemap(publicDir, ["/"]);
    const xml = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists each content page once, by its absolute URL, in a stable order, and says how many", () => {
    expect(writeSitemap(publicDir, ["/intro/", "/", "/guides/vpc/", "/tags/"])).toBe(4);
    expect(locations()).toEqual(["/", "/guides/vpc/", "/intro/", "/tags/"].map((p) => `${siteConfig.url}${p}`));
  });

  it("leaves out the pages that are not content: not-found pages and the search page", () => {
    expect(writeSitemap(publicDir, ["/", "/404/", "/404.html", "/dev-404-page/", "/search/", "/search", "/searching-docs/"])).toBe(2);
    expect(locations()).toEqual([`${siteConfig.url}/`, `${siteConfig.url}/searching-docs/`]);
  });

  it("escapes what XML does not allow in text", () => {
    writeSitemap(publicDir, ["/a&b/", "/it's/"]);
    expect(locations()).toEqual([`${siteConfig.url}/a&amp;b/`, `${siteConfig.url}/it&apos;s/`]);
  });
});
