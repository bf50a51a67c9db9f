import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/site-config";

/**
 * Server rendering: the document language and direction, the default colour mode, and a
 * no-JavaScript rule that opens every collapsed sidebar category (their toggles need scripts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction, "data-theme": "light" } as never);
  setHeadComponents([
    <noscript key="no-js-sidebar">
      <style>{".sidebar-collapsed{display:block!important}"}</style>
    </noscript>,
  ]);
};
