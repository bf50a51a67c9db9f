/**
 * Which docs are service reference pages: the one rule pairing a doc with the catalog module it
 * documents. content/docs/reference/services/<category>/<service>.mdx documents
 * content/catalog/<category>/<service>.yaml; the intro pages beside them document none.
 */
const SERVICE_DOC = /^reference\/services\/(?!intro\/)([a-z0-9-]+)\/([a-z0-9-]+)\.mdx$/;

/** The slug (`<category>/<service>`) of the module a doc documents, from its file path under content/docs/; null for other docs. */
export function serviceModuleSlugOf(docFile: string): string | null {
  const match = SERVICE_DOC.exec(docFile.replace(/\\/g, "/"));
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The path under content/ of a module's data file. */
export function moduleDataFile(slug: string): string {
  return `catalog/${slug}.yaml`;
}

/** The path under content/ of a module's reference page. */
export function servicePageFile(slug: string): string {
  return `docs/reference/services/${slug}.mdx`;
}

/** The URL path of a module's reference page, before the trailing-slash policy. */
export function servicePagePath(slug: string): string {
  return `/reference/services/${slug}`;
}
