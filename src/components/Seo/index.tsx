import React from "react";
import { Helmet } from "react-helmet";
import { siteConfig } from "../../site-config";

interface SeoProps {
  /** Page title without the site name; omitted on the home page. */
  title?: string;
  description: string;
  /** The page's path, for the canonical URL. */
  path: string;
  /** Pages that must not be indexed (not found, search results). */
  noIndex?: boolean;
  /** Which template rendered the page, as `<body data-template>`: budgets and tests check they weigh the page they meant. */
  template: PageTemplate;
}

export type PageTemplate = "doc" | "reference" | "home" | "tags" | "tag" | "search" | "not-found";

/** `language:en` → `["language", "en"]`: the contextual-search facets, stated once in site-config. */
const DOCSEARCH_METAS = siteConfig.search.facetFilters.flat().map((filter) => {
  const at = filter.indexOf(":");
  return [filter.slice(0, at), filter.slice(at + 1)] as const;
});

/** `<title>` as `Page | Cairn Docs`, the description, the canonical URL and the document language. */
export default function Seo({ title, description, path, noIndex = false, template }: SeoProps) {
  const fullTitle = title
    ? `${title} ${siteConfig.titleDelimiter} ${siteConfig.title}`
    : `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}`;
  const canonical = `${siteConfig.url}${path}`;
  return (
    <Helmet htmlAttributes={{ lang: siteConfig.locale.code, dir: siteConfig.locale.direction }} bodyAttributes={{ "data-template": template }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {/* A doc's Markdown, which the build writes beside it, for agents and tools (README, "Ask the docs from a coding agent"). */}
      {(template === "doc" || template === "reference") && !noIndex ? <link rel="alternate" type="text/markdown" href={`${path.replace(/\/?$/, "/")}index.md`} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:type" content={title ? "article" : "website"} />
      <meta property="og:image" content={`${siteConfig.url}${siteConfig.socialImage}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${siteConfig.url}${siteConfig.socialImage}`} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {/* The hosted index's crawler files each record under these, and search filters on them. */}
      {DOCSEARCH_METAS.map(([name, content]) => (
        <meta key={name} name={`docsearch:${name}`} content={content} />
      ))}
    </Helmet>
  );
}
