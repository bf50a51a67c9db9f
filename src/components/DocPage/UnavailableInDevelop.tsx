import React, { Suspense, lazy } from "react";

/**
 * What a doc template shows when its doc is missing, which happens only in `gatsby develop` while
 * the doc's file has a content error. Elsewhere the condition is false when webpack compiles it,
 * so ./Unavailable is left out of production bundles.
 */
const Unavailable = process.env.NODE_ENV === "development" ? lazy(() => import("./Unavailable")) : null;

export default function DocUnavailableInDevelop({ currentPath }: { currentPath: string }) {
  if (!Unavailable) return null;
  return (
    <Suspense fallback={null}>
      <Unavailable currentPath={currentPath} />
    </Suspense>
  );
}
