import { moduleDataFile, serviceModuleSlugOf, servicePageFile, servicePagePath } from "../../../../src/lib/content/service-pages";

describe("service reference pages", () => {
  it("are the docs under reference/services/<category>/, bar the intro pages", () => {
    expect(serviceModuleSlugOf("reference/services/networking/vpc.mdx")).toBe("networking/vpc");
    expect(serviceModuleSlugOf("reference/services/intro/overview.mdx")).toBeNull();
    expect(serviceModuleSlugOf("reference/services/index.mdx")).toBeNull();
    expect(serviceModuleSlugOf("guides/networking/vpc.mdx")).toBeNull();
  });

  it("pair a module's data file, page file and URL by its slug", () => {
    expect(moduleDataFile("networking/vpc")).toBe("catalog/networking/vpc.yaml");
    expect(servicePageFile("networking/vpc")).toBe("docs/reference/services/networking/vpc.mdx");
    expect(servicePagePath("networking/vpc")).toBe("/reference/services/networking/vpc");
    expect(serviceModuleSlugOf(servicePageFile("networking/vpc").slice("docs/".length))).toBe("networking/vpc");
  });
});
