import "@testing-library/jest-dom";
import { useStaticQuery } from "gatsby";
import { siteShellQueryResult } from "../support/site-shell";

// jsdom implements neither matchMedia nor scrolling; components call both.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => undefined;

// The shell (navbar, languages, versions) reads the site's configuration with a static query.
jest.mocked(useStaticQuery).mockReturnValue(siteShellQueryResult());
