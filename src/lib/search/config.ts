/** How search is configured: the hosted DocSearch index when its keys are set, else embedded. */
import { siteConfig } from "../../site-config";

export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  facetFilters: (string | string[])[];
}

export function isHostedSearch(config: SearchConfig): boolean {
  return config.appId !== "" && config.apiKey !== "";
}

/** The indices DocSearch queries, with contextual search's facet filters (language and version). */
export function docSearchIndices(config: SearchConfig) {
  return [{ name: config.indexName, searchParameters: { facetFilters: config.facetFilters } }];
}

/** The search host the page preconnects to when the hosted backend is configured. */
export function searchHost(config: SearchConfig): string | undefined {
  return isHostedSearch(config) ? `https://${config.appId}-dsn.algolia.net` : undefined;
}

/** The full results page for a query; `searchPath` is the search page's path in the site's trailing-slash form. */
export function searchPageUrl(query: string, searchPath: string = siteConfig.paths.search): string {
  return `${searchPath}?q=${encodeURIComponent(query)}`;
}
