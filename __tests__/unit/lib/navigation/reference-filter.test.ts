import { countLabel, filterItems, readView, viewForAnchor, writeView } from "../../../../src/lib/navigation/reference-filter";

describe("the reference view", () => {
  const inputs = [
    { name: "vpc_id", description: "The VPC to deploy into.", required: true },
    { name: "cluster_name", description: "Name of the cluster.", required: true },
    { name: "instance_type", description: "EC2 instance type.", required: false },
  ];
  const outputs = [{ name: "cluster_arn", description: "ARN of the cluster." }];

  it("round-trips through the URL, leaving out defaults and keeping other parameters", () => {
    const view = { tab: "outputs" as const, filter: "arn", requiredOnly: true };
    expect(readView(writeView("?x=1", view))).toEqual(view);
    expect(writeView("?x=1&tab=outputs", { tab: "inputs", filter: "", requiredOnly: false })).toBe("?x=1");
  });

  it("filters by name or description, all words, optionally required only", () => {
    expect(filterItems(inputs, "CLUSTER").map((i) => i.name)).toEqual(["cluster_name"]);
    expect(filterItems(inputs, "ec2 type").map((i) => i.name)).toEqual(["instance_type"]);
    expect(filterItems(inputs, "", true).map((i) => i.name)).toEqual(["vpc_id", "cluster_name"]);
    expect(countLabel(2, 3, "input")).toBe("2 of 3 inputs");
    expect(countLabel(1, 1, "output")).toBe("1 output");
  });

  it("reveals an anchored item that the current filter or tab hides", () => {
    expect(viewForAnchor("instance_type", inputs, outputs, { tab: "outputs", filter: "vpc", requiredOnly: true })).toEqual({ tab: "inputs", filter: "", requiredOnly: false });
    expect(viewForAnchor("output-cluster_arn", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toEqual({ tab: "outputs", filter: "", requiredOnly: false });
    expect(viewForAnchor("cluster_arn", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toBeUndefined();
    expect(viewForAnchor("nope", inputs, outputs, { tab: "inputs", filter: "", requiredOnly: false })).toBeUndefined();
  });
});
