/**
 * DocSearch 5 marks its whole modal up as one `div role="button"` (its overlay closes the modal
 * on click) with the search box and the results inside it, and uses bare `<header>` and
 * `<footer>` elements, which screen readers announce as a second banner and contentinfo of the
 * page. axe reports these as nested-interactive, label-content-name-mismatch and duplicate
 * landmarks. The modal's behaviour is right; only its roles are wrong, so they are corrected on
 * the rendered elements (DocSearch offers no prop for them):
 * - the container becomes a modal dialog named after the search box (its combobox attributes go
 *   to the input, where ARIA 1.2 puts them);
 * - the header and footer become plain containers.
 * (Each hit's content, rendered by the site's hit component, holds no link: see SearchModal.)
 *
 * Idempotent: it writes only what differs, so a MutationObserver can call it on every change.
 */

/** Attributes of the combobox pattern that DocSearch puts on its container. */
const COMBOBOX_ATTRIBUTES = ["aria-expanded", "aria-haspopup", "aria-controls", "aria-labelledby"] as const;

function set(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

function remove(element: Element, name: string): void {
  if (element.hasAttribute(name)) element.removeAttribute(name);
}

/** Corrects the roles of the DocSearch modal rendered under `root`; does nothing before it renders. */
export function repairSearchModalSemantics(root: ParentNode, label: string): void {
  const container = root.querySelector(".DocSearch-Container");
  if (!container) return;
  set(container, "role", "dialog");
  set(container, "aria-modal", "true");
  set(container, "aria-label", label);
  set(container, "tabindex", "-1");
  for (const name of COMBOBOX_ATTRIBUTES) remove(container, name);

  const input = container.querySelector(".DocSearch-Input");
  if (input) {
    const listboxes = [...container.querySelectorAll('[role="listbox"][id]')].map((list) => list.id);
    set(input, "role", "combobox");
    set(input, "aria-expanded", listboxes.length ? "true" : "false");
    if (listboxes.length) set(input, "aria-controls", listboxes.join(" "));
    else remove(input, "aria-controls");
  }
  for (const landmark of container.querySelectorAll(".DocSearch-SearchBar, .DocSearch-Footer")) set(landmark, "role", "none");
}
