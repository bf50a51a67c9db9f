import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeRobots } from "../../../../../src/gatsby/node/outputs/robots";
import { siteConfig } from "../../../../../src/site-config";

describe("robots.txt", () => {
  it("lets every crawler crawl everything but the search results page, and names the sitemap at the site's URL", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-robots-"));
    try {
      writeRobots(publicDir);
      const lines = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8").split("\n");
      expect(lines.slice(0, 3)).toEqual(["User-agent: *", "Allow: /", "Disallow: /search/"]);
      expect(lines).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
    } finally {
      fs.rmSync(publicDir, { recursive: true });
    }
  });
});
