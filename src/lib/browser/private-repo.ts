/**
 * Links into the provider's GitHub organization lead to private repositories that only
 * subscribers can see (others get a 404), except a few public ones. The organization's own page
 * (`https://github.com/cairn-io`) is public, so it is not one of them
 * (docs/decisions/private-repo-links.md).
 *
 * Both functions here also run inside the inline script that hears clicks before the app starts
 * (./early-input), as their own source text: they reference nothing outside themselves.
 */
export function isPrivateRepoLink(href: string, orgUrl: string, publicRepos: readonly string[]): boolean {
  let url: URL;
  let org: URL;
  try {
    url = new URL(href);
    org = new URL(orgUrl);
  } catch {
    return false;
  }
  if (url.hostname !== org.hostname) return false;
  const orgName = org.pathname.split("/").filter(Boolean)[0]?.toLowerCase();
  const [owner, repo] = url.pathname.split("/").filter(Boolean).map((part) => part.toLowerCase());
  if (!orgName || owner !== orgName || !repo) return false;
  return !publicRepos.map((r) => r.toLowerCase()).includes(repo.replace(/\.git$/, ""));
}

/**
 * Whether a click follows a link, and so needs the warning first: the main button, with or
 * without Ctrl, Cmd, Shift or Alt (a new tab or window is still the private repository), or the
 * middle button (`auxclick`, a new tab). The right button opens the context menu, which a page
 * cannot intercept.
 */
export function followsLink(type: string, button: number): boolean {
  return (type === "click" && button === 0) || (type === "auxclick" && button === 1);
}

/** The warning as a question, for the browser's own dialog when the app could not start. */
export function privateRepoNotice(providerName: string): string {
  return `This repository is private: only ${providerName} subscribers whose GitHub account is linked in the developer portal can see it; everyone else sees a 404 page. Open it anyway?`;
}
