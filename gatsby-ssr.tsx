import React from "react";
import type { GatsbySSR } from "gatsby";
import { siteConfig } from "./src/site-config";

/**
 * Server rendering: the document language and direction, the default colour mode, and
 * no-JavaScript rules: every collapsed sidebar category opens and every tab panel shows under
 * its label, since their toggles need scripts.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: siteConfig.locale.code, dir: siteConfig.locale.direction, "data-theme": "light" } as never);
  setHeadComponents([
    <noscript key="no-js-sidebar">
      <style>
        {".sidebar-collapsed,.tabs-panel-hidden{display:block!important}" +
          ".tabs-list{display:none!important}" +
          ".tabs-panel-hidden::before,.tabs-panel-selected::before{content:attr(data-label);display:block;font-weight:700;margin:.5rem 0}"}
      </style>
    </noscript>,
  ]);
};
