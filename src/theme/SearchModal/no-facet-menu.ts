/**
 * Stands in for `@base-ui/react/menu` in the browser bundle (src/gatsby/node/webpack.ts).
 *
 * DocSearch 5 draws its facet filters (the "Version ▾" menus above the results) with Base UI's
 * menu, which with its positioning engine is about 40 KB gzip: more than half of the search code
 * a reader downloads on first use of search. The site never passes `facets` to DocSearchModal (the
 * contextual version and language filters go in the search request instead), and DocSearch renders
 * no menu without them, so none of this code runs. Should a future change pass `facets`, the first
 * menu rendered throws this error instead of failing silently, and the e2e search tests fail.
 */
function notBundled(): never {
  throw new Error("DocSearch's facet menus are not bundled: remove `facets` from DocSearchModal, or the @base-ui/react/menu alias in src/gatsby/node/webpack.ts");
}

export const Menu = {
  Root: notBundled,
  Trigger: notBundled,
  Portal: notBundled,
  Positioner: notBundled,
  Popup: notBundled,
  Content: notBundled,
  Item: notBundled,
  GroupLabel: notBundled,
  RadioGroup: notBundled,
  RadioItem: notBundled,
  RadioItemIndicator: notBundled,
  CheckboxItem: notBundled,
  CheckboxItemIndicator: notBundled,
};
