/** The site shell: navbar, drawer, color mode, announcement, dialogs, navigation and errors, one block per behavior. */
import type { Browser, Page } from "playwright-core";
import { baseUrl, gotoPage, shareBrowser, waitInPage } from "./support/browser";

jest.setTimeout(60_000);

let browser: Browser;
shareBrowser((launched) => (browser = launched));

const DOC = "/intro/tool-fundamentals/terraform/";
const close = (page: Page) => page.context().close();

describe("navbar", () => {
  it("has Intro and Guides on the left, the external links and More on the right, active item marked", async () => {
    const { page, errors } = await gotoPage(browser, DOC);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link", { name: "Intro" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "Guides" }).getAttribute("aria-current")).toBeNull();
    // On the bar itself at every desktop width (More repeats them).
    const kb = nav.locator('a[href*="knowledge-base"]').first();
    expect(await kb.isVisible()).toBe(true);
    expect(await nav.getByRole("link", { name: "Support", exact: true }).first().isVisible()).toBe(true);
    expect(await kb.getAttribute("href")).toBe("https://github.com/cairn-io/knowledge-base/discussions");
    expect(await kb.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await kb.getAttribute("target")).toBe("_blank");
    expect(await kb.locator("svg").count()).toBe(1);
    expect(await nav.locator('a[href="https://app.cairn.example/"]').first().textContent()).toContain("Sign In");
    expect(errors).toEqual([]);
    await close(page);
  });

  it("opens the More dropdown on hover and on Enter, closes it on an outside click and on Escape", async () => {
    const { page } = await gotoPage(browser, DOC);
    const more = page.getByRole("button", { name: "More" });
    const menu = page.locator(`#${await more.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
    await more.hover();
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.getByRole("link").allTextContents()).toEqual(["Knowledge Base (opens in a new tab)", "Support", "Sign In (opens in a new tab)"]);
    await page.mouse.move(5, 700);
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.focus();
    await page.keyboard.press("Enter");
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowDown");
    await waitInPage(page, () => document.activeElement?.textContent?.startsWith("Knowledge Base") === true);
    await page.keyboard.press("Escape");
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press(" ");
    expect(await more.getAttribute("aria-expanded")).toBe("true");
    await page.mouse.click(640, 600);
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await close(page);
  });

  it("offers one docs version, Next, and English linking to this page under the locale's base path", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.getByRole("button", { name: "Docs version: Next" }).click();
    expect(await page.getByRole("link", { name: "Next", exact: true }).getAttribute("href")).toBe(DOC);
    await page.getByRole("button", { name: "Language: English" }).click();
    expect(await page.getByRole("link", { name: "English", exact: true }).first().getAttribute("href")).toBe(DOC);
    await close(page);
  });
});

describe("navbar at desktop widths", () => {
  it.each([997, 1100, 1280, 1440])("shows every item on one line without overlap at %i px, in light and dark mode", async (width) => {
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript((mode) => localStorage.setItem("theme", mode), theme);
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of [/^Knowledge Base/, /^Support$/, /^Sign In/]) expect(await nav.getByRole("link", { name }).first().isVisible()).toBe(true);
      const boxes = await nav.evaluate((element) =>
        [...element.querySelectorAll<HTMLElement>("a, button")]
          .filter((control) => control.offsetParent !== null && !control.closest("ul[hidden]"))
          .map((control) => {
            const { left, right, top, bottom } = control.getBoundingClientRect();
            return { name: control.getAttribute("aria-label") ?? control.textContent ?? "", left, right, top, bottom };
          }),
      );
      // Brand, four section links, three right-hand links, three dropdowns, search and the switch.
      expect(boxes).toHaveLength(13);
      const overlapping = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => a.left < b.right - 0.5 && b.left < a.right - 0.5).map((b) => `${a.name} / ${b.name}`));
      expect(overlapping).toEqual([]);
      // One line: every control inside the 60 px bar, none taller than a line, none past the edges.
      const header = await page.locator("header").first().boundingBox();
      expect(boxes.filter((b) => b.top < header!.y || b.bottom > header!.y + header!.height || b.bottom - b.top > 44 || b.left < 0 || b.right > width)).toEqual([]);
      await context.close();
    }
  });
});

describe("responsive layout", () => {
  it("shows the menu button at 996 px and the desktop navbar at 997 px", async () => {
    const { page } = await gotoPage(browser, DOC, { viewport: { width: 996, height: 800 } });
    expect(await page.getByRole("button", { name: "Open navigation menu" }).isVisible()).toBe(true);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides" }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 997, height: 800 });
    expect(await page.getByRole("button", { name: "Open navigation menu" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Guides" }).isVisible()).toBe(true);
    await close(page);
  });

  it("opens a drawer with the navbar links and the doc's sidebar, closed by Escape and by navigation", async () => {
    const { page } = await gotoPage(browser, DOC, { viewport: { width: 375, height: 800 } });
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site navigation" });
    expect(await drawer.getByRole("link", { name: "Guides" }).isVisible()).toBe(true);
    expect(await drawer.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await drawer.count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open navigation menu" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await drawer.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer" }).click();
    await page.waitForURL(`${baseUrl()}/intro/tool-fundamentals/packer/`);
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(await drawer.count()).toBe(0);
    await close(page);
  });

  it("closes the drawer when the window grows past 996 px", async () => {
    const { page } = await gotoPage(browser, DOC, { viewport: { width: 800, height: 800 } });
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.getByRole("dialog", { name: "Site navigation" }).waitFor({ state: "detached" });
    await close(page);
  });
});

describe("navbar on scroll", () => {
  it("hides when scrolling down and shows when scrolling up or at the top", async () => {
    const { page } = await gotoPage(browser, DOC);
    const visible = () => page.locator("header[data-navbar-visible]").getAttribute("data-navbar-visible");
    await page.mouse.wheel(0, 1200);
    await waitInPage(page, () => document.querySelector("header")?.getAttribute("data-navbar-visible") === "false");
    await page.mouse.wheel(0, -300);
    await waitInPage(page, () => document.querySelector("header")?.getAttribute("data-navbar-visible") === "true");
    await page.mouse.wheel(0, 600);
    await waitInPage(page, () => document.querySelector("header")?.getAttribute("data-navbar-visible") === "false");
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitInPage(page, () => document.querySelector("header")?.getAttribute("data-navbar-visible") === "true");
    expect(await visible()).toBe("true");
    await close(page);
  });
});

describe("footer", () => {
  it("has the Company, Community, Resources and Legal groups and the copyright line", async () => {
    const { page } = await gotoPage(browser, "/");
    const footer = page.locator("footer").last();
    for (const group of ["Company", "Community", "Resources", "Legal"]) {
      expect(await footer.getByRole("navigation", { name: group }).count()).toBe(1);
    }
    expect(await footer.textContent()).toContain("Copyright © 2020-2022 Cairn, Inc.");
    await close(page);
  });
});

describe("skip to content", () => {
  it("is the first focusable element and moves focus to the main content", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    await close(page);
  });
});

describe("announcement bar", () => {
  it("shows until dismissed, stays dismissed, and shows again when its id changes", async () => {
    const { page } = await gotoPage(browser, "/");
    const bar = page.getByRole("region", { name: "Announcement" });
    expect(await bar.isVisible()).toBe(true);
    await bar.getByRole("button", { name: "Close announcement" }).click();
    expect(await bar.count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem("announcement.dismiss"), localStorage.getItem("announcement.id")])).toEqual(["true", "build-it-yourself-guides-2026-11"]);
    await page.reload({ waitUntil: "networkidle" });
    expect(await bar.count()).toBe(0);
    // The stored dismissal belongs to an older announcement: the configured one is new to the reader.
    await page.evaluate(() => localStorage.setItem("announcement.id", "an-older-announcement"));
    await page.reload({ waitUntil: "networkidle" });
    expect(await bar.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("announcement.dismiss"))).toBeNull();
    await close(page);
  });
});

describe("colour mode", () => {
  it("starts light even when the system prefers dark, toggles, remembers, and applies it before any script runs", async () => {
    const { page } = await gotoPage(browser, DOC, { colorScheme: "dark" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem("theme")])).toEqual(["dark", "dark"]);
    // With every bundle blocked, only the inline head script can set the theme: no light flash.
    await page.route("**/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await close(page);
  });

  it("follows later changes of the system colour preference", async () => {
    const { page } = await gotoPage(browser, DOC, { colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await waitInPage(page, () => document.documentElement.dataset.theme === "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await waitInPage(page, () => document.documentElement.dataset.theme === "light");
    await close(page);
  });
});

describe("private-repository warning", () => {
  const REPO = "https://github.com/cairn-io/terraform-aws-service-catalog";
  async function openModal() {
    const opened = await gotoPage(browser, "/intro/dev-portal/link-github-id/");
    await opened.page.context().route("https://github.com/**", (route) => route.fulfill({ status: 200, body: "stub" }));
    await opened.page.locator(`.markdown a[href^="${REPO}"]`).first().click();
    return opened;
  }

  it("opens on a link into the organisation, says who can see it, and Enter does not accept", async () => {
    const { page } = await openModal();
    const dialog = page.getByRole("dialog", { name: "This repository is private" });
    expect(await dialog.textContent()).toMatch(/visible only to Cairn subscribers.*404/s);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.keyboard.press("Enter");
    expect(await dialog.isVisible()).toBe(true);
    expect(page.url()).toContain("/intro/dev-portal/link-github-id/");
    await close(page);
  });

  it("closes on Escape, Cancel and the overlay, returning focus and restoring scroll 300 ms later", async () => {
    const { page } = await openModal();
    const dialog = page.getByRole("dialog", { name: "This repository is private" });
    await page.keyboard.press("Escape");
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.href)).toContain("github.com/cairn-io/");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.locator(`.markdown a[href^="${REPO}"]`).first().click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await dialog.count()).toBe(0);
    await page.locator(`.markdown a[href^="${REPO}"]`).first().click();
    await page.mouse.click(10, 10);
    expect(await dialog.count()).toBe(0);
    await close(page);
  });

  it("keeps focus inside while open", async () => {
    const { page } = await openModal();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await close(page);
  });

  it("opens the link in a new tab on Continue, and 'don't warn me again' skips it next time", async () => {
    const { page } = await openModal();
    const dialog = page.getByRole("dialog", { name: "This repository is private" });
    await dialog.getByRole("checkbox", { name: "Don't warn me again" }).check();
    const [tab] = await Promise.all([page.context().waitForEvent("page"), dialog.getByRole("button", { name: /Continue/ }).click()]);
    expect(tab.url()).toContain(REPO);
    expect(await page.evaluate(() => localStorage.getItem("dontWarnGitHubLinks"))).toBe("true");
    await tab.close();
    await page.locator(`.markdown a[href^="${REPO}"]`).first().click();
    await page.waitForURL(/github\.com/);
    await close(page);
  });

  it("warns on a Ctrl-click, a Shift-click and a middle click too, opening no tab until Continue", async () => {
    const { page } = await openModal();
    const dialog = page.getByRole("dialog", { name: "This repository is private" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const link = page.locator(`.markdown a[href^="${REPO}"]`).first();
    for (const click of [() => link.click({ modifiers: ["Control"] }), () => link.click({ modifiers: ["Shift"] }), () => link.click({ button: "middle" })]) {
      await click();
      await dialog.waitFor();
      expect(page.context().pages()).toHaveLength(1);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    }
    await link.click({ button: "middle" });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), dialog.getByRole("button", { name: /Continue/ }).click()]);
    expect(tab.url()).toContain(REPO);
    expect(page.context().pages()).toHaveLength(2);
    await close(page);
  });

  it("does not warn for the organization's own page, which everyone can see", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.context().route("https://github.com/**", (route) => route.fulfill({ status: 200, body: "stub" }));
    await page.getByRole("navigation", { name: "Community" }).getByRole("link", { name: "GitHub" }).click();
    await page.waitForURL("https://github.com/cairn-io");
    await close(page);
  });

  it("does not warn for the organisation's public repositories", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.context().route("https://github.com/**", (route) => route.fulfill({ status: 200, body: "stub" }));
    await page.getByRole("navigation", { name: "Community" }).getByRole("link", { name: "Knowledge Base" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    await close(page);
  });
});

describe("navigation", () => {
  it("shows the progress bar when the next page takes over a second, and not for a fast one", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.evaluate(() => {
      (window as unknown as { __sawProgress: boolean }).__sawProgress = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) (window as unknown as { __sawProgress: boolean }).__sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const sidebar = page.getByRole("navigation", { name: "Docs" });
    await sidebar.getByRole("link", { name: "Packer" }).click();
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress)).toBe(false);
    await page.route("**/page-data/intro/tool-fundamentals/docker/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await route.continue();
    });
    await sidebar.getByRole("link", { name: "Docker", exact: true }).click();
    await page.getByRole("progressbar", { name: "Loading page" }).waitFor({ timeout: 3000 });
    await page.locator("h1", { hasText: /Docker/ }).waitFor();
    await page.getByRole("progressbar").waitFor({ state: "detached" });
    await close(page);
  });

  it("scrolls to the hash target after navigating, and to the top otherwise", async () => {
    const { page } = await gotoPage(browser, "/intro/tool-fundamentals/packer/");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Docker", exact: true }).click();
    await page.locator("h1", { hasText: /Docker/ }).waitFor();
    await waitInPage(page, () => window.scrollY === 0);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/intro/tool-fundamentals/terraform/#remote-state";
      link.textContent = "to remote state";
      link.addEventListener("click", (event) => {
        event.preventDefault();
        (window as unknown as { ___navigate: (to: string) => void }).___navigate("/intro/tool-fundamentals/terraform/#remote-state");
      });
      document.querySelector(".markdown")!.prepend(link);
    });
    await page.getByRole("link", { name: "to remote state" }).click();
    await page.locator("h1", { hasText: /Terraform/ }).waitFor();
    await waitInPage(page, () => {
      const top = document.getElementById("remote-state")?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
    });
    await close(page);
  });

  it("prefetches a page's data when its link is hovered, but not on a 2g connection", async () => {
    const fetched = async (slow: boolean) => {
      const { page } = await gotoPage(browser, "/");
      if (slow) {
        await page.close();
      }
      const context = page.context();
      const target = slow ? await context.newPage() : page;
      if (slow) {
        await target.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g", saveData: false } }));
        await target.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
      }
      const requests: string[] = [];
      target.on("request", (request) => requests.push(request.url()));
      await target.getByRole("link", { name: /^Testing/ }).hover();
      await target.waitForTimeout(800);
      await context.close();
      return requests.some((url) => url.includes("/page-data/intro/first-deployment/testing/"));
    };
    expect(await fetched(false)).toBe(true);
    expect(await fetched(true)).toBe(false);
  });
});

describe("MDX behaviours", () => {
  it("remembers a tab choice under docs.tab.<groupId> across reloads", async () => {
    const { page } = await gotoPage(browser, "/intro/environment-setup/recommended_tools/");
    await page.getByRole("tab", { name: "Linux" }).click();
    expect(await page.getByRole("tabpanel").filter({ hasText: "awscli-exe-linux" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("docs.tab.os"))).toBe("linux");
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByRole("tab", { name: "Linux" }).getAttribute("aria-selected")).toBe("true");
    await close(page);
  });

  it("animates a details panel open and closed", async () => {
    const { page } = await gotoPage(browser, "/intro/environment-setup/recommended_tools/");
    const details = page.locator(".markdown details").first();
    const summary = details.locator("summary");
    // Record every height the panel is given while it opens (the animation runs in animation frames).
    await details.locator("div").first().evaluate((el) => {
      const heights: string[] = [];
      (window as unknown as { __heights: string[] }).__heights = heights;
      new MutationObserver(() => heights.push((el as HTMLElement).style.height)).observe(el, { attributes: true, attributeFilter: ["style"] });
    });
    await summary.click();
    expect(await details.getAttribute("open")).not.toBeNull();
    await waitInPage(page, () => (window as unknown as { __heights: string[] }).__heights.some((h) => /px$/.test(h)));
    await waitInPage(page, () => (document.querySelector(".markdown details > div") as HTMLElement).style.height === "");
    expect(await details.getByText("no valid credential", { exact: false }).count()).toBeGreaterThan(0);
    await summary.click();
    await waitInPage(page, () => !document.querySelector(".markdown details")!.hasAttribute("open"));
    await close(page);
  });

  it("zooms a body image on click once zoom has attached", async () => {
    const { page } = await gotoPage(browser, "/intro/overview/how-it-works/");
    await page.waitForFunction(() => document.querySelector(".markdown img")?.classList.contains("medium-zoom-image"));
    await page.locator(".markdown img").first().click();
    await page.locator(".medium-zoom-image--opened").waitFor();
    // Scrolling past the scroll offset (40 px) closes the zoom.
    await page.waitForTimeout(400);
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.locator(".medium-zoom-image--opened").waitFor({ state: "detached" });
    await close(page);
  });
});

describe("storage, errors and versions", () => {
  it("stays fully usable when localStorage throws on every call, with one console warning", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: fail, configurable: true });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on("console", (m) => (m.type() === "warning" ? warnings.push(m.text()) : m.type() === "error" ? errors.push(m.text()) : undefined));
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(`${baseUrl()}${DOC}`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: /Switch to dark mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.getByRole("region", { name: "Announcement" }).getByRole("button", { name: "Close announcement" }).click();
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer" }).click();
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(warnings.filter((w) => /storage is unavailable/i.test(w))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("clears a stored preferred docs version that no longer exists, and stores the chosen one", async () => {
    const { page } = await gotoPage(browser, DOC);
    await page.evaluate(() => localStorage.setItem("docs-preferred-version-default", "1.0-retired"));
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBeNull();
    await page.getByRole("button", { name: "Docs version: Next" }).click();
    await page.getByRole("link", { name: "Next", exact: true }).click();
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
    await close(page);
  });

  it("explains a wrong base URL when the home page's scripts cannot load", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const home = await (await fetch(`${baseUrl()}/`)).text();
    // The site served under /docs/ while built for /: its absolute asset paths miss.
    await page.route(`${baseUrl()}/docs/`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: home }));
    await page.route("**/*.js", (route) => route.abort());
    await page.goto(`${baseUrl()}/docs/`, { waitUntil: "load" });
    const banner = page.locator("#base-url-issue-banner");
    await banner.waitFor({ state: "visible" });
    expect(await banner.textContent()).toMatch(/^Your site did not load properly.*"\/docs\/"/);
    await context.close();
  });

  it("shows no base-URL banner when the site loads", async () => {
    const { page } = await gotoPage(browser, "/");
    expect(await page.locator("#base-url-issue-banner").isVisible()).toBe(false);
    await close(page);
  });
});

describe("page load failure", () => {
  it("shows a red box with the error and Retry, and Retry loads the page once the network is back", async () => {
    const { page } = await gotoPage(browser, DOC);
    let offline = true;
    await page.route("**/page-data/intro/tool-fundamentals/packer/page-data.json", (route) => (offline ? route.abort() : route.continue()));
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    const box = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
    await box.waitFor();
    expect(await box.textContent()).toMatch(/packer/i);
    expect(page.url()).toBe(`${baseUrl()}${DOC}`);
    offline = false;
    await box.getByRole("button", { name: "Retry" }).click();
    await page.waitForURL(`${baseUrl()}/intro/tool-fundamentals/packer/`);
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(await box.count()).toBe(0);
    await close(page);
  });
});

describe("page load failure while offline", () => {
  it("keeps the red box with Retry while every retry fails, never the browser's error page, and loads the page once online", async () => {
    const { page, errors } = await gotoPage(browser, DOC);
    await page.context().setOffline(true);
    await page.getByRole("navigation", { name: "Docs" }).getByRole("link", { name: "Packer", exact: true }).click();
    const box = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
    await box.waitFor();
    for (const tries of ["1 retry", "2 retries"]) {
      await box.getByRole("button", { name: "Retry" }).click();
      await box.filter({ hasText: `still could not be loaded (${tries})` }).waitFor();
      expect(page.url()).toBe(`${baseUrl()}${DOC}`);
      expect(await page.locator("h1").first().textContent()).toMatch(/Terraform/);
    }
    expect(await box.getByRole("button", { name: "Retry" }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().setOffline(false);
    await box.getByRole("button", { name: "Retry" }).click();
    await page.waitForURL(`${baseUrl()}/intro/tool-fundamentals/packer/`);
    await page.locator("h1", { hasText: /Packer/ }).waitFor();
    expect(await box.count()).toBe(0);
    // Chromium reports each request the offline browser refused; the site adds no error of its own.
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
    await close(page);
  });
});

describe("layout at every width", () => {
  it.each([375, 996, 997, 1100, 1280, 1440])("has no horizontal scrolling at %i px", async (width) => {
    for (const path of ["/", DOC, "/reference/services/networking/vpc/"]) {
      const { page } = await gotoPage(browser, path, { viewport: { width, height: 800 } });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await close(page);
    }
  });
});
