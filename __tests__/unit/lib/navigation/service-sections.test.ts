import { SERVICE_PAGE_TOC, SERVICE_SECTIONS } from "../../../../src/lib/navigation/service-sections";
import { flattenTocIds } from "../../../../src/lib/navigation/toc";

describe("a service page's generated sections", () => {
  it("list usage, the reference with inputs and outputs, and Manage with its three parts, in page order", () => {
    expect(flattenTocIds(SERVICE_PAGE_TOC)).toEqual(["usage", "reference", "inputs", "outputs", "manage", "manage-upgrade", "manage-replacement", "manage-destroy"]);
    expect(SERVICE_PAGE_TOC.map((e) => [e.text, e.level])).toEqual([["Usage", 2], ["Reference", 2], ["Manage", 2]]);
    expect(SERVICE_PAGE_TOC[1].children.map((e) => e.level)).toEqual([3, 3]);
  });

  it("never share an anchor with a snake_case input name", () => {
    for (const { id } of Object.values(SERVICE_SECTIONS)) expect(id).not.toMatch(/_/);
  });
});
