/**
 * The tools' output schemas: what each returns as structured content (the text content says the
 * same for the model). Input schemas are beside each tool in ./tools.
 */
import { z } from "zod";

const match = z.object({
  heading: z.string().nullable().describe("The heading the match is under; null for the page itself"),
  sectionPath: z.array(z.string()).describe("Site section, page title and headings down to the match"),
  url: z.string().describe("The match's URL, with its anchor"),
  snippet: z.string().describe("Plain text around the matched words"),
});

export const searchOutput = {
  query: z.string().describe("The query as searched (spaces collapsed, cut at 120 characters)"),
  totalMatches: z.number().int().describe("Matching sections on the whole site"),
  results: z.array(
    z.object({
      title: z.string(),
      url: z.string(),
      path: z.string().describe("The page's path, for read_doc"),
      section: z.string(),
      matches: z.array(match),
      moreMatches: z.number().int(),
    }),
  ),
};

export const docOutput = {
  path: z.string(),
  url: z.string(),
  markdownUrl: z.string(),
  title: z.string(),
  description: z.string().optional(),
  breadcrumbs: z.array(z.object({ label: z.string(), url: z.string().optional() })),
  tags: z.array(z.object({ slug: z.string(), label: z.string(), url: z.string() })),
  builtAt: z.string().optional().describe("ISO time of the build that wrote the page"),
  buildVersion: z.string().optional(),
  section: z.object({ id: z.string(), title: z.string() }).optional().describe("The section returned, when one was asked for"),
  sections: z.array(z.object({ id: z.string(), title: z.string(), level: z.number().int() })).describe("Every heading of the page"),
  markdown: z.string(),
};

const input = z.object({
  name: z.string(),
  type: z.string().describe("Terraform type constraint, e.g. list(string)"),
  description: z.string(),
  required: z.boolean(),
  default: z.unknown().optional().describe("Only for optional inputs; null means no value"),
  sensitive: z.boolean(),
});

export const moduleOutput = {
  name: z.string(),
  slug: z.string().describe("category/service"),
  category: z.string(),
  version: z.string().describe("The service catalog release documented"),
  lastChanged: z.string(),
  description: z.string(),
  source: z.string().describe("Path of the module in the catalog repository"),
  path: z.string().describe("The module's reference page, for read_doc"),
  url: z.string(),
  tags: z.array(z.string()),
  inputs: z.array(input),
  outputs: z.array(z.object({ name: z.string(), description: z.string() })),
  usage: z.object({ terraform: z.string(), terragrunt: z.string() }).describe("Copy-ready blocks with every required input"),
};

export const moduleListOutput = {
  categories: z.array(z.string()),
  modules: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      category: z.string(),
      version: z.string(),
      description: z.string(),
      url: z.string(),
      inputs: z.number().int(),
      outputs: z.number().int(),
    }),
  ),
};

/** A sidebar item: a page, a link elsewhere, or a category with items. */
interface SectionNodeShape {
  label: string;
  path?: string;
  url?: string;
  items?: SectionNodeShape[];
}

const sectionNode: z.ZodType<SectionNodeShape> = z.object({
  label: z.string(),
  path: z.string().optional(),
  url: z.string().optional(),
  get items() {
    return z.array(sectionNode).optional();
  },
});

export const sectionsOutput = {
  sidebars: z.array(z.object({ name: z.string(), section: z.string(), items: z.array(sectionNode) })),
  otherPages: z.array(z.object({ title: z.string(), path: z.string(), url: z.string() })),
};
