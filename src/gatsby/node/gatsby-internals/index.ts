/**
 * The fence: the only code of the site that touches what Gatsby does not publish as API, its redux
 * state and emitter actions, the variables its CLI sets, its `.cache/` and Parcel layout, the
 * shapes of its webpack config and the markup it writes into pages
 * (docs/decisions/gatsby-internals-fence.md; `__tests__/unit/architecture.test.ts` keeps it so).
 * Everything here is checked once per build against the installed Gatsby (./shapes.ts); the fast
 * paths that need a shape that is missing turn themselves off (../fast-paths.ts).
 *
 * The browser's side of the same rule is src/lib/browser/gatsby-runtime.ts.
 */
export { GATSBY_SHAPES, TESTED_GATSBY, inspectGatsby, isTestedGatsby, pretendedShapes, type GatsbyShape, type GatsbyShapes } from "./shapes";
export { GATSBY_CPU_COUNT, gatsbyCommand, isGatsbyWorkerProcess, publicDirOf, siteDirOf, type GatsbyCommand, type GatsbyStore } from "./process";
export { PAGES_RENDERED, QUERIES_DONE, SET_PROGRAM_STATUS, onPagesRendered, onQueriesDone, pagesToStitch, type GatsbyEmitter, type Subscription } from "./events";
export { NO_COMPILED_BUNDLE, compiledGatsbyNodeFile, existingCompiledGatsbyNode } from "./compiled";
export { REFRESH_AFTER_PAGES, changedSince, parcelProjectRoot, refreshParcelSnapshot, type SnapshotOutcome } from "./parcel";
export { NO_CSS_MODULES_LOADER, comparingModulesByContent, cssModuleLoaders, gatsbyFilesystemCache, withoutGatsbyEslint, gatsbyJavaScriptRules, gatsbyMinimizerIndex, isImportedAsPageTemplate, type UseFunction, type UseInfo } from "./webpack-config";
export { NO_BUNDLE_TAGS, NO_PAGE_FOLDERS, SLICES_NOT_STITCHED, isGatsbyFragment, sliceHtmlFile, takeBundleScripts, type TakenBundleScripts } from "./markup";
export { stitchSlices } from "./slices";
export { extractionMemoFile, memoizeQueryExtraction } from "./query-extraction";
export { GATSBY_FILES_PRELOAD, gatsbyFilesOutcome, type GatsbyFilesOutcome } from "./gatsby-files";
