/**
 * The providers around the app, shared by gatsby-browser and gatsby-ssr so server and browser
 * render the same tree: colour mode, analytics, search and the modal at the root; the progress
 * bar and a last-resort crash boundary around each page; in `gatsby develop`, content errors.
 */
import React, { Suspense, lazy } from "react";
import type { GatsbyBrowser } from "gatsby";
import { ColorModeProvider } from "./ColorMode";
import { AnalyticsProvider } from "./Analytics";
import { SearchProvider } from "./Search";
import { ModalProvider } from "./Modal";
import ProgressBar from "./ProgressBar";
import PageErrorBoundary from "./PageErrorBoundary";
import PageLoadError from "./PageLoadError";

/**
 * The content-error overlay exists only in `gatsby develop`: elsewhere the condition is false when
 * webpack compiles it, so the import is dropped and nothing of it reaches production bundles.
 */
const ContentErrors = process.env.NODE_ENV === "development" ? lazy(() => import("./ContentErrors")) : null;

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
    {ContentErrors ? (
      <Suspense fallback={null}>
        <ContentErrors pathname={props.location.pathname} />
      </Suspense>
    ) : null}
  </>
);
