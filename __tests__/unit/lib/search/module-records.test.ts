import { moduleSearchRecords } from "../../../../src/lib/search/module-records";

describe("moduleSearchRecords", () => {
  it("makes one record per input and output, anchored as the reference page anchors them", () => {
    const records = moduleSearchRecords({
      name: "VPC",
      path: "/reference/services/networking/vpc/",
      inputs: [{ name: "cidr_block", type: "string", description: "The VPC's range.", required: true, sensitive: false }],
      outputs: [{ name: "vpc_id", description: "The VPC's id." }],
    });
    expect(records).toEqual([
      { id: "/reference/services/networking/vpc/#cidr_block", url: "/reference/services/networking/vpc/#cidr_block", type: "lvl3", lvl0: "Service Catalog API", lvl1: "VPC", lvl2: "Inputs", lvl3: "cidr_block", content: "The VPC's range." },
      { id: "/reference/services/networking/vpc/#output-vpc_id", url: "/reference/services/networking/vpc/#output-vpc_id", type: "lvl3", lvl0: "Service Catalog API", lvl1: "VPC", lvl2: "Outputs", lvl3: "vpc_id", content: "The VPC's id." },
    ]);
  });
});
