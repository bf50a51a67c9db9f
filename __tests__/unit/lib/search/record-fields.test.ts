import { isModuleItem, isOwnName, RECORD_FIELDS, recordBoost } from "../../../../src/lib/search/record-fields";
import type { SearchRecord } from "../../../../src/lib/search/records";

const page: SearchRecord = { id: "/a/", url: "/a/", type: "lvl1", lvl0: "Guides", lvl1: "VPC", content: "A network.", code: "aws_vpc" };
const section: SearchRecord = { ...page, id: "/a/#b", url: "/a/#b", type: "lvl2", lvl2: "Subnets" };
const input: SearchRecord = { ...page, id: "/m/#vpc_id", url: "/m/#vpc_id", type: "lvl3", lvl2: "Inputs", lvl3: "vpc_id" };

describe("what a record indexes, and its weight", () => {
  it("indexes title, headings, prose and code, title heaviest and code lightest", () => {
    expect(RECORD_FIELDS.map((f) => f.text(input))).toEqual(["VPC", "Inputs vpc_id", "A network.", "aws_vpc"]);
    const boosts = RECORD_FIELDS.map((f) => f.boost);
    expect(boosts[0]).toBe(Math.max(...boosts));
    expect(boosts[3]).toBe(Math.min(...boosts));
  });

  it("weighs pages over sections, and a module input high only for its own name", () => {
    expect(isModuleItem(input)).toBe(true);
    expect(isModuleItem(section)).toBe(false);
    expect(recordBoost(page)).toBeGreaterThan(recordBoost(section));
    expect(recordBoost(input)).toBe(0.25);
    expect(isOwnName(input, "vpc_id")).toBe(true);
    expect(isOwnName(input, "vpc")).toBe(false);
    expect(isOwnName(page, "vpc")).toBe(false);
  });
});
