/**
 * `get_module` and `list_modules`: the service catalog as data, from the JSON the build publishes
 * beside each module's reference page (`/reference/services/<category>/<service>.json`,
 * src/gatsby/node/outputs/module-json.ts), with the copy-ready usage blocks the page shows, made
 * by the same functions (src/lib/content/usage.ts).
 */
import { z } from "zod";
import { boundedEditDistance } from "../../src/lib/search/edit-distance";
import { terraformUsage, terragruntUsage } from "../../src/lib/content/usage";
import { InputError, NotFoundError, SiteUnavailableError } from "./errors";
import { moduleSlugOf, type PageEntry } from "./page-list";
import { readJson } from "./reader";
import type { DocsSite } from "./site";
import { toSitePath } from "./site-paths";

const moduleInputSchema = z.object({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  required: z.boolean(),
  default: z.unknown().optional(),
  sensitive: z.boolean().default(false),
});

/** The module JSON as the build writes it. */
export const moduleFileSchema = z.object({
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  description: z.string(),
  version: z.string(),
  lastChanged: z.string(),
  source: z.string(),
  tags: z.array(z.string()),
  inputs: z.array(moduleInputSchema),
  outputs: z.array(z.object({ name: z.string(), description: z.string() })),
});

export type ModuleFile = z.infer<typeof moduleFileSchema>;

export interface ModuleData extends Omit<ModuleFile, "path"> {
  category: string;
  /** The module's reference page, for read_doc. */
  path: string;
  url: string;
  usage: { terraform: string; terragrunt: string };
}

export interface ModuleSummary {
  name: string;
  slug: string;
  category: string;
  version: string;
  description: string;
  url: string;
  inputs: number;
  outputs: number;
}

const moduleFile = (slug: string) => `/reference/services/${slug}.json`;

/** The module JSON of `slug`, validated, or undefined when the site has none. */
async function readModule(site: DocsSite, slug: string): Promise<ModuleFile | undefined> {
  const value = await readJson(site.reader, moduleFile(slug));
  if (value === undefined) return undefined;
  const parsed = moduleFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SiteUnavailableError(`${moduleFile(slug)} on ${site.reader.location} is not a module file this server can read (${issue.path.join(".") || "the file"}: ${issue.message}); rebuild the site with this checkout's code.`);
  }
  return parsed.data;
}

export function moduleData(site: DocsSite, module: ModuleFile): ModuleData {
  return {
    ...module,
    category: module.slug.split("/")[0],
    url: site.url(module.path),
    usage: { terraform: terraformUsage(module), terragrunt: terragruntUsage(module) },
  };
}

/** Which reference pages have module JSON, per site, found again when its page list changes. */
const knownSlugs = new WeakMap<DocsSite, { pages: readonly PageEntry[]; slugs: Promise<string[]> }>();

/** Every module of the site, in its llms.txt order: the reference pages that have module JSON. */
export async function allModules(site: DocsSite): Promise<ModuleFile[]> {
  await site.ready();
  const pages = await site.pages();
  let known = knownSlugs.get(site);
  if (known?.pages !== pages) {
    const candidates = pages.map((page) => moduleSlugOf(page.path)).filter((slug): slug is string => slug !== undefined);
    const found = Promise.all(candidates.map(async (slug) => ((await readModule(site, slug)) ? slug : undefined)));
    known = { pages, slugs: found.then((slugs) => slugs.filter((slug): slug is string => slug !== undefined)) };
    knownSlugs.set(site, known);
  }
  const slugs = await known.slugs.catch((error: unknown) => {
    knownSlugs.delete(site);
    throw error;
  });
  const modules = await Promise.all(slugs.map((slug) => readModule(site, slug)));
  return modules.filter((module): module is ModuleFile => module !== undefined);
}

export async function listModules(site: DocsSite, category?: string): Promise<{ categories: string[]; modules: ModuleSummary[] }> {
  const modules = await allModules(site);
  const categories = [...new Set(modules.map((module) => module.slug.split("/")[0]))].sort();
  const wanted = category?.trim().toLowerCase();
  if (wanted && !categories.includes(wanted)) throw new InputError(`No module category ${JSON.stringify(category!.slice(0, 100))}. Categories: ${categories.join(", ")}.`);
  return {
    categories,
    modules: modules
      .filter((module) => !wanted || module.slug.startsWith(`${wanted}/`))
      .map(({ name, slug, version, description, path, inputs, outputs }) => ({ name, slug, category: slug.split("/")[0], version, description, url: site.url(path), inputs: inputs.length, outputs: outputs.length })),
  };
}

/** The slug a path, URL or `category/service` names, if it names one at all. */
function slugIn(site: DocsSite, name: string): string | undefined {
  if (/^[a-z0-9-]+\/[a-z0-9-]+$/.test(name)) return name;
  if (!name.includes("/")) return undefined;
  try {
    return moduleSlugOf(toSitePath(name.replace(/\.json$/, "/"), site.origins).path);
  } catch {
    return undefined;
  }
}

export async function getModule(site: DocsSite, rawName: string): Promise<ModuleData> {
  const name = rawName.trim().toLowerCase();
  if (!name) throw new InputError("The module name is empty: pass a name such as vpc, networking/vpc or eks-cluster (list_modules lists them)");
  await site.ready();
  const slug = slugIn(site, name);
  const direct = slug ? await readModule(site, slug) : undefined;
  if (direct) return moduleData(site, direct);
  const modules = await allModules(site);
  const key = name.replace(/_/g, "-");
  const matches = modules.filter((m) => [m.slug.split("/")[1], m.name.toLowerCase(), m.source.toLowerCase(), m.source.split("/").pop()].some((candidate) => candidate === name || candidate === key));
  if (matches.length === 1) return moduleData(site, matches[0]);
  if (matches.length > 1) throw new InputError(`${JSON.stringify(rawName)} names ${matches.length} modules: ${matches.map((m) => m.slug).join(", ")}. Pass one of these.`);
  const distance = (m: ModuleFile) => Math.min(...[m.slug.split("/")[1], m.name.toLowerCase(), m.slug].map((c) => boundedEditDistance(key, c, Math.max(key.length, c.length))));
  // Names within half their length in edits, else the three closest, so a typo finds its module.
  const ranked = modules.map((m) => ({ m, d: distance(m) })).sort((a, b) => a.d - b.d);
  const close = ranked.filter(({ d }) => d <= Math.max(1, key.length / 2));
  const nearest = (close.length > 0 ? close : ranked.slice(0, 3)).slice(0, 5).map(({ m }) => `${m.name} (${m.slug})`);
  throw new NotFoundError(`No service module named ${JSON.stringify(rawName.slice(0, 100))} on ${site.publicUrl}.`, nearest);
}
