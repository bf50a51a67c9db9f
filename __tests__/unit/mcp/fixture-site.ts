/**
 * A small built site in a temporary folder, made with the build's own functions (the MDX
 * compiler, search records and split index, Markdown, llms.txt, module usage) so the server's
 * tests read files of the shapes a real build writes: three docs in sidebars, one outside any,
 * and one service module with its reference page.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compileDoc } from "../../../src/gatsby/node/compile";
import { docToMarkdown, llmsIndex, moduleReferenceMarkdown } from "../../../src/lib/build/markdown";
import type { CatalogInput } from "../../../src/lib/content/catalog";
import { terragruntUsage } from "../../../src/lib/content/usage";
import { moduleSearchRecords } from "../../../src/lib/search/module-records";
import { buildDocRecords, type SearchRecord } from "../../../src/lib/search/records";
import { buildIndexFiles } from "../../../src/lib/search/index-blobs";

export const SITE_URL = "https://docs.cairn.example";
export const BUILT_AT = "2026-11-27T12:00:00.000Z";

export const VPC_INPUTS: CatalogInput[] = [
  { name: "vpc_name", type: "string", description: "The name of the VPC, used in every resource's Name tag.", required: true, sensitive: false },
  { name: "cidr_block", type: "string", description: "The IPv4 CIDR block of the VPC, such as 10.10.0.0/16.", required: true, sensitive: false },
  { name: "num_nat_gateways", type: "number", description: "How many NAT gateways to create, one per availability zone.", required: false, default: 1, sensitive: false },
];
export const VPC_MODULE = {
  slug: "networking/vpc",
  path: "/reference/services/networking/vpc/",
  name: "VPC",
  description: "Deploy a three-tier VPC with NAT gateways and flow logs.",
  version: "v0.110.2",
  lastChanged: "v0.107.0",
  source: "modules/networking/vpc",
  tags: ["vpc", "networking"],
  inputs: VPC_INPUTS,
  outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
};

interface FixtureDoc {
  path: string;
  title: string;
  description: string;
  section: string;
  sidebar?: string;
  body: string;
}

const DOCS: FixtureDoc[] = [
  { path: "/intro/terraform/", title: "Terraform Fundamentals", description: "Terraform for Cairn users.", section: "Intro", sidebar: "intro", body: "Terraform basics.\n\n## Remote state\n\nState lives in S3 with a DynamoDB lock table.\n" },
  {
    path: "/guides/vpc/",
    title: "Build a VPC",
    description: "A production VPC, step by step.",
    section: "Guides",
    sidebar: "guides",
    body: "Build a network.\n\n## Subnets\n\nPrivate app subnets hold services.\n\n### NAT gateways\n\nOne NAT gateway per zone keeps egress up when a zone fails.\n\n## Peering\n\nPeer the application VPC with the management VPC.\n",
  },
  { path: VPC_MODULE.path, title: "VPC", description: "Reference for the vpc module.", section: "Service Catalog API", sidebar: "services", body: "## Overview\n\nThe `vpc` module deploys the network your applications run in.\n" },
  { path: "/support/", title: "Support", description: "How to get help.", section: "Docs", body: "Ask in the Knowledge Base or email support.\n" },
];

const link = (doc: FixtureDoc) => ({ type: "link", label: doc.title, href: doc.path, docId: doc.path.slice(1, -1), paginationLabel: null, collapsed: null, collapsible: null, items: [] });
const SIDEBARS: Record<string, unknown[]> = {
  intro: [link(DOCS[0])],
  guides: [{ type: "category", label: "Build it yourself", href: null, docId: null, paginationLabel: null, collapsed: false, collapsible: true, items: [link(DOCS[1])] }],
  services: [{ type: "category", label: "Networking", href: null, docId: null, paginationLabel: null, collapsed: false, collapsible: true, items: [link(DOCS[2])] }],
};

function write(root: string, file: string, text: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** Builds the site into a new temporary folder and returns the folder. */
export async function buildFixtureSite(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "mcp-site-"));
  const records: SearchRecord[] = [];
  for (const doc of DOCS) {
    const { tree } = await compileDoc(doc.body, { file: "doc.mdx", lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });
    records.push(...buildDocRecords({ path: doc.path, title: doc.title, description: doc.description, body: tree }, doc.section));
    const isModule = doc.path === VPC_MODULE.path;
    const reference = isModule ? `\n${moduleReferenceMarkdown({ ...VPC_MODULE, manage: { replacement: [], beforeDestroy: [] }, usage: { terragrunt: { code: terragruntUsage(VPC_MODULE) } } })}\n` : "";
    write(root, `${doc.path}index.md`, docToMarkdown({ ...doc, body: tree }, SITE_URL) + reference);
    const tags = isModule ? VPC_MODULE.tags.map((slug) => ({ slug, label: slug.toUpperCase(), path: `/tags/${slug}/` })) : [];
    const pageData = { path: doc.path, result: { data: { doc: { path: doc.path, title: doc.title, description: doc.description, tags }, sidebar: doc.sidebar ? { items: SIDEBARS[doc.sidebar] } : null }, pageContext: doc.sidebar ? { sidebarName: doc.sidebar } : {} } };
    write(root, `/page-data${doc.path.slice(0, -1)}/page-data.json`, JSON.stringify(pageData));
    write(root, `${doc.path}index.html`, `<!DOCTYPE html><html><head><meta name="buildVersion" content="abc123"/><meta name="buildTime" content="${BUILT_AT}"/></head><body></body></html>`);
  }
  records.push(...moduleSearchRecords(VPC_MODULE));
  write(root, "/reference/services/networking/vpc.json", JSON.stringify({ ...VPC_MODULE, url: `${SITE_URL}${VPC_MODULE.path}` }, null, 2));
  const sections = ["Intro", "Guides", "Service Catalog API", "Docs"].map((title) => ({ title, pages: DOCS.filter((d) => d.section === title) }));
  write(root, "/llms.txt", llmsIndex({ title: "Cairn Docs", tagline: "Tagline.", url: SITE_URL }, sections));
  const { manifest, files } = buildIndexFiles(records, { folder: "search-index" });
  for (const file of files) write(root, `/${file.name}`, file.bytes);
  write(root, "/search-index.json", JSON.stringify(manifest));
  return root;
}
