/**
 * The roles corrected on DocSearch's rendered modal (src/lib/search/modal-semantics.ts).
 *
 * @jest-environment jsdom
 */
import { repairSearchModalSemantics } from "../../../../src/lib/search/modal-semantics";

/** The modal as DocSearch 5 renders it, reduced to the elements whose roles matter. */
function renderDocSearchMarkup(withResults: boolean): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = `
    <div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="true" aria-haspopup="listbox"
         aria-labelledby="docsearch-label" aria-controls="hits-0-list">
      <div class="DocSearch-Modal">
        <header class="DocSearch-SearchBar"><form><label id="docsearch-label">Search</label>
          <input class="DocSearch-Input" type="search" aria-controls="hits-0-list"></form></header>
        <div class="DocSearch-Dropdown">${withResults ? '<ul role="listbox" id="hits-0-list"><li role="option" id="hits-0-item-0"><a>VPC</a></li></ul>' : ""}</div>
        <footer class="DocSearch-Footer"></footer>
      </div>
    </div>`;
  document.body.append(root);
  return root;
}

afterEach(() => document.body.replaceChildren());

describe("the search modal's roles", () => {
  it("announces the modal as a dialog named after the search box, not as one big button", () => {
    const root = renderDocSearchMarkup(true);
    repairSearchModalSemantics(root, "Search the docs");
    const container = root.querySelector(".DocSearch-Container")!;
    expect(container.getAttribute("role")).toBe("dialog");
    expect(container.getAttribute("aria-modal")).toBe("true");
    expect(container.getAttribute("aria-label")).toBe("Search the docs");
    expect(container.getAttribute("tabindex")).toBe("-1");
    for (const name of ["aria-expanded", "aria-haspopup", "aria-controls", "aria-labelledby"]) expect(container.hasAttribute(name)).toBe(false);
  });

  it("makes the search box the combobox that controls the listed results", () => {
    const root = renderDocSearchMarkup(true);
    repairSearchModalSemantics(root, "Search the docs");
    const input = root.querySelector(".DocSearch-Input")!;
    expect(input.getAttribute("role")).toBe("combobox");
    expect(input.getAttribute("aria-expanded")).toBe("true");
    expect(input.getAttribute("aria-controls")).toBe("hits-0-list");
  });

  it("does not point the search box at results that are not there", () => {
    const root = renderDocSearchMarkup(false);
    repairSearchModalSemantics(root, "Search the docs");
    const input = root.querySelector(".DocSearch-Input")!;
    expect(input.getAttribute("aria-expanded")).toBe("false");
    expect(input.hasAttribute("aria-controls")).toBe(false);
  });

  it("keeps the modal's header and footer from reading as a second banner and contentinfo", () => {
    const root = renderDocSearchMarkup(true);
    repairSearchModalSemantics(root, "Search the docs");
    expect(root.querySelector("header")!.getAttribute("role")).toBe("none");
    expect(root.querySelector("footer")!.getAttribute("role")).toBe("none");
  });

  it("writes nothing when nothing differs, so an observer calling it on every change settles", () => {
    const root = renderDocSearchMarkup(true);
    repairSearchModalSemantics(root, "Search the docs");
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { subtree: true, attributes: true });
    repairSearchModalSemantics(root, "Search the docs");
    expect(observer.takeRecords()).toEqual([]);
    observer.disconnect();
    expect(records).toEqual([]);
  });

  it("does nothing before DocSearch has rendered", () => {
    const root = document.createElement("div");
    expect(() => repairSearchModalSemantics(root, "Search the docs")).not.toThrow();
    expect(root.innerHTML).toBe("");
  });
});
