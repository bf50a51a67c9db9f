import { initialColorMode, noFlashScript } from "../../src/lib/browser/color-mode";
import { isPrivateRepoLink } from "../../src/lib/browser/private-repo";
import { isDesktopWidth, isNavItemActive, localizedPath, navbarVisibleAfterScroll } from "../../src/lib/navigation/navbar";
import { isAnnouncementDismissed } from "../../src/lib/browser/announcement";
import { validPreferredVersion } from "../../src/lib/navigation/versions";
import { clampProgress, trickle } from "../../src/lib/browser/progress";
import { collapsibleDuration } from "../../src/lib/browser/collapsible";
import { isConstrainedConnection } from "../../src/lib/browser/connection";
import { suggestedBaseUrl } from "../../src/lib/browser/base-url";
import { STORAGE_KEYS } from "../../src/lib/browser/storage";

describe("colour mode", () => {
  it("starts light unless dark was stored, whatever the system prefers", () => {
    expect(initialColorMode(null)).toBe("light");
    expect(initialColorMode("dark")).toBe("dark");
    expect(initialColorMode("sepia")).toBe("light");
  });

  it("builds a head script that applies the stored theme and announcement dismissal", () => {
    const script = noFlashScript(STORAGE_KEYS, "news-1");
    const attributes: Record<string, string> = {};
    const store: Record<string, string> = { theme: "dark", "announcement.dismiss": "true", "announcement.id": "news-1" };
    new Function("document", "localStorage", script)(
      { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      { getItem: (k: string) => store[k] ?? null },
    );
    expect(attributes).toEqual({ "data-theme": "dark", "data-announcement-dismissed": "true" });
  });

  it("falls back to light when storage throws in the head script", () => {
    const attributes: Record<string, string> = {};
    new Function("document", "localStorage", noFlashScript(STORAGE_KEYS, null))(
      { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      {
        getItem: () => {
          throw new Error("denied");
        },
      },
    );
    expect(attributes).toEqual({ "data-theme": "light" });
  });
});

describe("isPrivateRepoLink", () => {
  const org = "https://github.com/cairn-io/";
  const publicRepos = ["docs", "knowledge-base", "terratest-helpers"];
  it("is true for repositories of the organisation, false for its public ones and other sites", () => {
    expect(isPrivateRepoLink("https://github.com/cairn-io/terraform-aws-service-catalog/tree/main/modules", org, publicRepos)).toBe(true);
    expect(isPrivateRepoLink("https://github.com/Cairn-IO/terraform-aws-service-catalog.git", org, publicRepos)).toBe(true);
    expect(isPrivateRepoLink("https://github.com/cairn-io/knowledge-base/discussions", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("https://github.com/cairn-io/", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("https://github.com/hashicorp/terraform", org, publicRepos)).toBe(false);
    expect(isPrivateRepoLink("/intro/", org, publicRepos)).toBe(false);
  });
});

describe("navbar decisions", () => {
  it("hides on scroll down past the navbar and shows on scroll up or near the top", () => {
    expect(navbarVisibleAfterScroll(100, 400, 60)).toBe(false);
    expect(navbarVisibleAfterScroll(400, 380, 60)).toBe(true);
    expect(navbarVisibleAfterScroll(10, 40, 60)).toBe(true);
  });
  it("is desktop above 996 px only", () => {
    expect(isDesktopWidth(996, 996)).toBe(false);
    expect(isDesktopWidth(997, 996)).toBe(true);
  });
  it("marks the item of the current section", () => {
    expect(isNavItemActive("/intro/overview/intro-to-cairn/", "/intro/tool-fundamentals/docker/")).toBe(true);
    expect(isNavItemActive("/guides/", "/intro/")).toBe(false);
    expect(isNavItemActive("https://app.cairn.example/", "/")).toBe(false);
  });
  it("puts the page under a locale's base path", () => {
    expect(localizedPath("/intro/", "/")).toBe("/intro/");
    expect(localizedPath("/intro/", "/fr/")).toBe("/fr/intro/");
  });
});

describe("announcement, versions, progress, panels, connection, base URL", () => {
  it("keeps the announcement hidden only for the dismissed id", () => {
    expect(isAnnouncementDismissed("true", "a", "a")).toBe(true);
    expect(isAnnouncementDismissed("true", "a", "b")).toBe(false);
    expect(isAnnouncementDismissed(null, "a", "a")).toBe(false);
  });

  it("keeps a stored docs version only if it exists", () => {
    const versions = [{ name: "current", label: "Next" }];
    expect(validPreferredVersion("current", versions)).toBe("current");
    expect(validPreferredVersion("2.x", versions)).toBeUndefined();
    expect(validPreferredVersion(null, versions)).toBeUndefined();
  });

  it("trickles the progress bar towards, but never to, the end", () => {
    let value = 0.08;
    for (let i = 0; i < 200; i += 1) value = trickle(value, 0.02, () => 1);
    expect(value).toBeGreaterThan(0.9);
    expect(value).toBeLessThan(1);
    expect(clampProgress(0.01, 0.08)).toBe(0.08);
    expect(trickle(1, 0.02)).toBe(1);
  });

  it("gives taller panels a longer, but not proportionally longer, animation", () => {
    expect(collapsibleDuration(0)).toBe(0);
    const short = collapsibleDuration(100);
    const tall = collapsibleDuration(1000);
    expect(short).toBeGreaterThan(100);
    expect(tall).toBeGreaterThan(short);
    expect(tall).toBeLessThan(short * 3);
  });

  it("skips prefetching on 2g and with data saver", () => {
    expect(isConstrainedConnection({ effectiveType: "slow-2g" })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g" })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });

  it("suggests the path the site is served from as its base URL", () => {
    expect(suggestedBaseUrl("/docs")).toBe("/docs/");
    expect(suggestedBaseUrl("/docs/")).toBe("/docs/");
  });
});
