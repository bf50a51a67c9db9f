/**
 * Links into the provider's GitHub organization lead to private repositories that only
 * subscribers can see (others get a 404), except a few public ones. The organization's own page
 * (`https://github.com/cairn-io`) is public, so it is not one of them
 * (docs/decisions/private-repo-links.md).
 *
 * The inline script that hears clicks before the app starts (./early-input) uses the same
 * pattern and `followsLink`, so the two cannot disagree.
 */
export function isPrivateRepoLink(href: string, orgUrl: string, publicRepos: readonly string[]): boolean {
  return privateRepoPattern(orgUrl, publicRepos).test(href);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pattern of an absolute link into one of the organization's repositories other than the
 * public ones, in any letter case (GitHub's own paths are case-insensitive), a `.git` suffix
 * included. The head's inline listener tests links with the same pattern (./early-input).
 */
export function privateRepoPattern(orgUrl: string, publicRepos: readonly string[]): RegExp {
  const org = new URL(orgUrl);
  const name = org.pathname.split("/").find(Boolean);
  if (!name) throw new Error(`githubOrgUrl "${orgUrl}" in src/site-config.ts names no organization (expected https://github.com/<organization>/)`);
  const exceptPublic = publicRepos.length > 0 ? `(?!(?:${publicRepos.map(escapeRegExp).join("|")})(?:\\.git)?(?:[/?#]|$))` : "";
  return new RegExp(`^https?://${escapeRegExp(org.host)}/${escapeRegExp(name)}/${exceptPublic}[^/?#]+`, "i");
}

/**
 * Whether a click follows a link, and so needs the warning first (also run by the inline script,
 * as its own source text, so it references nothing outside itself): the main button, with or
 * without Ctrl, Cmd, Shift or Alt (a new tab or window is still the private repository), or the
 * middle button (`auxclick`, a new tab). The right button opens the context menu, which a page
 * cannot intercept.
 */
export function followsLink(type: string, button: number): boolean {
  return (type === "click" && button === 0) || (type === "auxclick" && button === 1);
}

/** The warning as a question, for the browser's own dialog when the app could not start. */
export function privateRepoNotice(providerName: string): string {
  return `This repository is private: only ${providerName} subscribers can see it, everyone else gets a 404 page. Open it anyway?`;
}
