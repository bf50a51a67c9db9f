import type { GatsbyBrowser } from "gatsby";
import { navigationEvents } from "./src/theme/Navigation";

export { wrapRootElement, wrapPageElement } from "./src/theme/Root";

/** Loading the next page has taken over a second: show the progress bar (spec 2.8). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => navigationEvents.delayed();

/** The next page is shown. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => navigationEvents.done();
