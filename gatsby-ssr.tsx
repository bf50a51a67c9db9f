import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/site-config";
import { STORAGE_KEYS } from "./src/lib/browser/storage";
import { noFlashScript } from "./src/lib/browser/color-mode";
import { baseUrlCheckScript } from "./src/lib/browser/base-url";
import { searchHost } from "./src/lib/search/config";
import { searchIntentScript, SEARCH_BUTTON_ATTRIBUTE } from "./src/lib/search/intent";
import { earlyInputScript, EARLY_PENDING_ATTRIBUTE } from "./src/lib/browser/early-input";
import { privateRepoNotice } from "./src/lib/browser/private-repo";
import { NO_SCRIPT_CSS } from "./src/lib/browser/global-classes";

export { wrapRootElement, wrapPageElement } from "./src/theme/Root";

/** The site's web font (Latin subset). */
const FONT_FACE_CSS = `@font-face{font-family:"${siteConfig.font.family}";font-style:normal;font-display:swap;font-weight:100 900;src:url(${siteConfig.font.file}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

/** A held private-repository link asks through the browser's own dialog if the app has not started by then. */
const PRIVATE_LINK_FALLBACK_MS = 10_000;

/** The head's listener for clicks before the app starts (lib/browser/early-input), with the site's values. */
const EARLY_INPUT_SCRIPT = earlyInputScript({
  searchButtonAttribute: SEARCH_BUTTON_ATTRIBUTE,
  storageKeys: {
    theme: STORAGE_KEYS.theme,
    announcementDismissed: STORAGE_KEYS.announcementDismissed,
    announcementId: STORAGE_KEYS.announcementId,
    dontWarnCodeHostLinks: STORAGE_KEYS.dontWarnCodeHostLinks,
  },
  announcementId: siteConfig.announcement?.id ?? null,
  orgUrl: siteConfig.githubOrgUrl,
  publicRepos: siteConfig.publicRepos,
  notice: privateRepoNotice(siteConfig.provider.name),
  fallbackMs: PRIVATE_LINK_FALLBACK_MS,
});

/** A control whose click waits for the app says so: a progress cursor, and dimmed. */
const EARLY_PENDING_CSS = `[${EARLY_PENDING_ATTRIBUTE}]{cursor:progress;opacity:.6}`;

/**
 * The document: language and direction, the color mode and announcement state applied before
 * first paint (no flash of the wrong theme), the listeners that keep keys and clicks made before
 * the app starts, no-JavaScript rules, and on the home page the check that explains a wrong base URL.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPreBodyComponents, pathname }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction, "data-theme": "light" } as never);
  setHeadComponents([
    <meta key="build-version" name="buildVersion" content={typeof __BUILD_VERSION__ === "undefined" ? "N/A" : __BUILD_VERSION__} />,
    <meta key="build-time" name="buildTime" content={typeof __BUILD_TIME__ === "undefined" ? "N/A" : __BUILD_TIME__} />,
    // Icons are the same on every page and outside react-helmet, so a page that renders no head
    // of its own (a crashed page) never leaves the browser asking for /favicon.ico instead.
    <link key="icon-svg" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="icon-ico" rel="icon" href="/favicon.ico" sizes="32x32" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/apple-touch-icon.png" />,
    <link key="font-preload" rel="preload" href={siteConfig.font.file} as="font" type="font/woff2" crossOrigin="anonymous" />,
    // As markup: React escapes a child string's quotes (&quot;), which CSS does not decode, and
    // the whole rule, and with it the web font, would be dropped.
    <style key="font-face" dangerouslySetInnerHTML={{ __html: FONT_FACE_CSS }} />,
    <meta key="theme-color-light" name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />,
    <meta key="theme-color-dark" name="theme-color" content="#16181d" media="(prefers-color-scheme: dark)" />,
    <script key="no-flash" dangerouslySetInnerHTML={{ __html: noFlashScript(STORAGE_KEYS, siteConfig.announcement?.id ?? null) }} />,
    // Keys for search, then clicks: one element, so one hash in the page's policy.
    <script key="early-input" dangerouslySetInnerHTML={{ __html: searchIntentScript() + EARLY_INPUT_SCRIPT }} />,
    <style key="announcement-dismissed">{"html[data-announcement-dismissed=true] .announcement-bar{display:none}" + EARLY_PENDING_CSS}</style>,
    ...(searchHost(siteConfig.search) ? [<link key="search-preconnect" rel="preconnect" href={searchHost(siteConfig.search)} crossOrigin="anonymous" />] : []),
    <noscript key="no-js">
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>,
  ]);
  if (pathname === "/") {
    setPreBodyComponents([
      <div key="base-url-banner" id="base-url-issue-banner" hidden style={{ padding: "1rem", background: "#fdeeee", color: "#5c0f0b", borderBottom: "2px solid #b3261e", fontFamily: "system-ui, sans-serif" }} />,
      <script key="base-url-check" dangerouslySetInnerHTML={{ __html: baseUrlCheckScript(siteConfig.baseUrl) }} />,
    ]);
  }
};
