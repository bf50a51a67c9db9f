/**
 * The Content-Security-Policy every built page carries (ARCHITECTURE.md, "Security"): the site's
 * own origin, plus the hosted search and analytics hosts only when they are configured. Inline
 * scripts (the no-flash theme script, Gatsby's page bootstrap, gtag's config) are allowed by their
 * SHA-256 hashes, page by page, never by 'unsafe-inline'.
 */
import { createHash } from "node:crypto";

export interface CspHosts {
  /** The Algolia application id when the hosted search backend is configured. */
  searchAppId?: string;
  /** True when Google Analytics (gtag) is configured. */
  analytics?: boolean;
}

/**
 * How a page's string holds its file: as text ("utf8"), or one character per byte ("latin1", a
 * byte string: ./byte-string.ts). A script is hashed as the bytes the browser reads.
 */
export type PageEncoding = "utf8" | "latin1";

/** The hash source of an inline script, as CSP expects it. */
export function scriptHash(source: string, encoding: PageEncoding = "utf8"): string {
  return `'sha256-${createHash("sha256").update(source, encoding).digest("base64")}'`;
}

/** The text of every inline `<script>` of a page (scripts with `src` are not inline). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1])) scripts.push(match[2]);
  }
  return scripts;
}

/** The policy for one page, given the hashes of its inline scripts. */
export function buildPolicy(hashes: readonly string[], hosts: CspHosts = {}): string {
  const search = hosts.searchAppId
    ? [`https://${hosts.searchAppId}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${hosts.searchAppId}-${n}.algolianet.com`)]
    : [];
  const analyticsScripts = hosts.analytics ? ["https://www.googletagmanager.com"] : [];
  const analyticsBeacons = hosts.analytics
    ? ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...[...new Set(hashes)].sort(), ...analyticsScripts],
    // React renders style attributes (e.g. a dropdown's position) and Gatsby inlines each page's
    // CSS; styles cannot run code, and hashing every style attribute is not possible in CSP.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...analyticsBeacons],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...search, ...analyticsBeacons],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-src", "'none'"],
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * Puts the page's policy first in its `<head>` (a CSP meta governs only what follows it), with
 * hashes of the page's own inline scripts. A policy already there is replaced. The policy is
 * ASCII, so it goes into a byte string as it is.
 */
export function withCspMeta(html: string, hosts: CspHosts = {}, encoding: PageEncoding = "utf8"): string {
  const cleaned = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
  const policy = buildPolicy(inlineScripts(cleaned).map((script) => scriptHash(script, encoding)), hosts);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const head = /<head\b[^>]*>/i.exec(cleaned);
  if (!head) throw new Error("The page has no <head> to put its Content-Security-Policy in");
  const at = head.index + head[0].length;
  // The charset declaration stays first, as HTML requires it within the first 1024 bytes.
  const charset = /^\s*<meta charSet="utf-8"\/>/i.exec(cleaned.slice(at));
  const insertAt = charset ? at + charset[0].length : at;
  return cleaned.slice(0, insertAt) + meta + cleaned.slice(insertAt);
}
