/**
 * The providers around the app, shared by gatsby-browser and gatsby-ssr so server and browser
 * render the same tree: colour mode, analytics, search and the modal at the root; the progress
 * bar and a last-resort crash boundary around each page.
 */
import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ColorModeProvider } from "./ColorMode";
import { AnalyticsProvider } from "./Analytics";
import { SearchProvider } from "./Search";
import { ModalProvider } from "./Modal";
import ProgressBar from "./ProgressBar";
import PageErrorBoundary from "./PageErrorBoundary";
import PageLoadError from "./PageLoadError";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ColorModeProvider>
    <AnalyticsProvider>
      <SearchProvider>
        <ModalProvider>{element}</ModalProvider>
      </SearchProvider>
    </AnalyticsProvider>
  </ColorModeProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <>
    <ProgressBar />
    <PageLoadError />
    <PageErrorBoundary resetKey={props.location.pathname}>{element}</PageErrorBoundary>
  </>
);
