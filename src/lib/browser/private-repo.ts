/**
 * Links into the provider's GitHub organisation lead to private repositories that only
 * subscribers can see (others get a 404), except a few public ones.
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
