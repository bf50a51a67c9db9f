/** Color modes: light by default; a first visit never follows the system preference. */
export type ColorMode = "light" | "dark";

export const DEFAULT_COLOR_MODE: ColorMode = "light";

/** The mode to start with: the stored choice if it is valid, else light. */
export function initialColorMode(stored: string | null | undefined): ColorMode {
  return stored === "dark" || stored === "light" ? stored : DEFAULT_COLOR_MODE;
}

/**
 * The inline script that runs before first paint: it sets `data-theme` on `<html>` from storage
 * (so a dark reader never sees a light flash) and marks a dismissed announcement the same way.
 * Self-contained ES5, because it runs before any bundle.
 */
export function noFlashScript(keys: { theme: string; announcementDismissed: string; announcementId: string }, announcementId: string | null): string {
  return [
    "(function(){var d=document.documentElement,t=null,a=null,i=null;",
    `try{t=localStorage.getItem(${JSON.stringify(keys.theme)});a=localStorage.getItem(${JSON.stringify(keys.announcementDismissed)});i=localStorage.getItem(${JSON.stringify(keys.announcementId)})}catch(e){}`,
    `d.setAttribute("data-theme",t==="dark"?"dark":"light");`,
    announcementId === null ? "" : `if(a==="true"&&i===${JSON.stringify(announcementId)})d.setAttribute("data-announcement-dismissed","true");`,
    "})();",
  ].join("");
}

/**
 * The color-mode switch's accessible name and tooltip in a mode. Also run, as its own source
 * text, by the inline script that works the switch before the app starts (./early-input).
 */
export function colorModeToggleLabels(mode: string): { label: string; title: string } {
  const next = mode === "dark" ? "light" : "dark";
  return { label: "Switch to " + next + " mode (currently " + mode + " mode)", title: "Switch to " + next + " mode" };
}
