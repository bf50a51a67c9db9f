/**
 * The hosted index is filled by DocSearch's crawler, which records every hit with the absolute URL
 * it crawled: the production site's. A reader on a preview or on a local build who follows such a
 * hit must stay on the site being read, so hits on the site's own origins are made site-relative
 * (path, query and anchor) before the modal or the results page sees them. Hits elsewhere are kept.
 */

/** The fields of a hit that carry its address. */
export interface HitAddress {
  url: string;
  url_without_anchor?: string;
}

/** `url` relative to the site when it is on one of `origins` (e.g. the production URL); else as it is. */
export function siteRelativeUrl(url: string, origins: readonly string[]): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const own = origins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin;
    } catch {
      return false;
    }
  });
  return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}

/** The hit with its addresses made site-relative (see `siteRelativeUrl`); other fields untouched. */
export function siteRelativeHit<H extends HitAddress>(hit: H, origins: readonly string[]): H {
  const url = siteRelativeUrl(hit.url, origins);
  const withoutAnchor = hit.url_without_anchor === undefined ? undefined : siteRelativeUrl(hit.url_without_anchor, origins);
  if (url === hit.url && withoutAnchor === hit.url_without_anchor) return hit;
  return { ...hit, url, ...(withoutAnchor === undefined ? {} : { url_without_anchor: withoutAnchor }) };
}
