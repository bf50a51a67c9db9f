/**
 * Class names that are not CSS-module names: the rules for reading without JavaScript (inlined by
 * gatsby-ssr.tsx in a `<noscript>`) and the head script select them, so the components that set
 * them and those rules take them from here.
 */
import { DESKTOP_BREAKPOINT_PX } from "./constants";

export const GLOBAL_CLASSES = {
  /** A sidebar category's closed list. */
  sidebarCollapsed: "sidebar-collapsed",
  /** A Tabs block's row of tab buttons. */
  tabsList: "tabs-list",
  /** The panel of the tab shown. */
  tabsPanelSelected: "tabs-panel-selected",
  /** The panel of a tab not shown. */
  tabsPanelHidden: "tabs-panel-hidden",
  /** The doc page's sidebar column, hidden below the desktop breakpoint. */
  docSidebarColumn: "doc-sidebar-column",
  /** An Inputs or Outputs panel of a service page's reference. */
  referencePanel: "reference-panel",
  /** The reference's tabs and filter, which need JavaScript. */
  referenceControls: "reference-controls",
} as const;

const c = GLOBAL_CLASSES;

/** Rules for reading without JavaScript: toggles cannot work, so everything they hide is shown. */
export const NO_SCRIPT_CSS =
  `.${c.sidebarCollapsed},.${c.tabsPanelHidden}{display:block!important}` +
  `.${c.tabsList}{display:none!important}` +
  `.${c.tabsPanelHidden}::before,.${c.tabsPanelSelected}::before{content:attr(data-label);display:block;font-weight:700;margin:.5rem 0}` +
  `@media (max-width:${DESKTOP_BREAKPOINT_PX}px){.${c.docSidebarColumn}{display:block!important}}` +
  `.${c.referencePanel}[hidden]{display:block!important}.${c.referenceControls}{display:none!important}`;
