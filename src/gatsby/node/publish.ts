/**
 * After the build: what machines read. sitemap.xml and robots.txt, llms.txt and llms-full.txt,
 * and every doc as Markdown at its path plus index.md.
 */
import fs from "node:fs";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import { docToMarkdown, llmsIndex, moduleReferenceMarkdown } from "../../lib/build/markdown";
import { sectionOf } from "../../lib/search/records";
import type { TreeRoot } from "../../lib/content/hast";
import { siteConfig } from "../../site-config";

interface PublishQuery {
  allDoc: { nodes: { path: string; title: string; description: string; body: TreeRoot; serviceModule: Parameters<typeof moduleReferenceMarkdown>[0] | null }[] };
}

/** Pages that are not content: they stay out of the sitemap. */
const NOT_INDEXED = [/^\/404/, /^\/dev-404-page/, /^\/search\/?$/];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function publishMachineReadable({ graphql, getNodesByType, reporter }: BuildArgs, publicDir: string): Promise<void> {
  const pages = getNodesByType("SitePage")
    .map((page) => String(page.path))
    .filter((p) => !NOT_INDEXED.some((re) => re.test(p)))
    .sort();
  fs.writeFileSync(
    path.join(publicDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages.map((p) => `  <url><loc>${escapeXml(`${siteConfig.url}${p}`)}</loc></url>`).join("\n")}\n</urlset>\n`,
  );
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /search/\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);

  const result = await graphql<PublishQuery>(`
    query PublishDocs {
      allDoc(sort: { path: ASC }) {
        nodes {
          path title description body
          serviceModule {
            version lastChanged inputs { name type description required default } outputs { name description } usage { terragrunt { code } }
            manage { replacement { input effect } beforeDestroy }
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs to publish them as Markdown", result.errors);
    return;
  }
  const full: string[] = [];
  for (const doc of result.data.allDoc.nodes) {
    const markdown = docToMarkdown(doc, siteConfig.url) + (doc.serviceModule ? `\n${moduleReferenceMarkdown(doc.serviceModule)}\n` : "");
    const dir = path.join(publicDir, doc.path);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.md"), markdown);
    full.push(`<!-- ${siteConfig.url}${doc.path} -->\n${markdown}`);
  }
  const sections = [...siteConfig.search.sections.map((s) => s.label), "Docs"].map((title) => ({
    title,
    pages: result.data!.allDoc.nodes.filter((d) => sectionOf(d.path, siteConfig.search.sections) === title),
  }));
  fs.writeFileSync(path.join(publicDir, "llms.txt"), llmsIndex({ title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url }, sections));
  fs.writeFileSync(path.join(publicDir, "llms-full.txt"), full.join("\n\n"));
  reporter.info(`Published sitemap.xml (${pages.length} pages), robots.txt, llms.txt, llms-full.txt and ${full.length} Markdown pages`);
}
