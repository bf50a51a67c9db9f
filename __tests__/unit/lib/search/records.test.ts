import { codeTerms, sectionOf } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

describe("search records", () => {
  it("makes one record per page and per h2/h3 section, with hierarchy, anchor and code apart", async () => {
    const list = await records();
    expect(list.map((r) => [r.type, r.url])).toEqual([
      ["lvl1", "/guides/vpc/"],
      ["lvl2", "/guides/vpc/#subnets"],
      ["lvl3", "/guides/vpc/#nat-gateways"],
      ["lvl1", "/intro/terraform/"],
      ["lvl2", "/intro/terraform/#remote-state"],
    ]);
    expect(list[1]).toMatchObject({ lvl0: "Guides", lvl1: "Build a VPC", lvl2: "Subnets", content: "Private app subnets hold services." });
    expect(list[1].code).toContain("vpc_id");
    expect(list[2]).toMatchObject({ lvl2: "Subnets", lvl3: "NAT gateways" });
    expect(list[0].content).toContain("A production VPC.");
  });

  it("reduces code to its distinct identifiers", () => {
    expect(codeTerms('resource "aws_vpc" "main" {\n  cidr_block = var.cidr_block\n}')).toBe("resource aws_vpc main cidr_block var.cidr_block");
  });

  it("names the site section of a path by its longest prefix", () => {
    const sections = [{ prefix: "/reference/", label: "Reference" }, { prefix: "/reference/services/", label: "Service Catalog API" }];
    expect(sectionOf("/reference/services/networking/vpc/", sections)).toBe("Service Catalog API");
    expect(sectionOf("/reference/intro/", sections)).toBe("Reference");
    expect(sectionOf("/tags/", sections)).toBe("Docs");
  });
});
