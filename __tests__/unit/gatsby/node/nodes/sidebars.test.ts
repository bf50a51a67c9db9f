import { sourceSidebars } from "../../../../../src/gatsby/node/nodes/sidebars";
import { SIDEBAR_NODE_TYPE, nodeKey } from "../../../../../src/gatsby/node/schema";
import { contentFile } from "./source-for-tests";

const SIDEBARS = `
intro:
  - intro
  - type: category
    label: Overview
    collapsed: false
    items:
      - intro/overview/how-it-works
      - { type: link, label: Terraform docs, href: "https://developer.hashicorp.com/terraform/docs" }
guides:
  - guides/build-it-yourself/vpc
`;

describe("sourcing sidebars.yaml", () => {
  it("makes one Sidebar node per named sidebar, holding its items as validated", async () => {
    const { context, created, errors } = contentFile("sidebars.yaml", SIDEBARS);
    await sourceSidebars(context);
    expect(errors).toEqual([]);
    expect(created.map(({ type, fields }) => ({ type, name: fields.name }))).toEqual([
      { type: "Sidebar", name: "intro" },
      { type: "Sidebar", name: "guides" },
    ]);
    expect(created[0].fields.sourceItems).toEqual([
      { type: "doc", id: "intro" },
      {
        type: "category",
        label: "Overview",
        collapsed: false,
        collapsible: true,
        items: [
          { type: "doc", id: "intro/overview/how-it-works" },
          { type: "link", label: "Terraform docs", href: "https://developer.hashicorp.com/terraform/docs" },
        ],
      },
    ]);
  });

  it("keys each sidebar's node by the file and the sidebar's name", async () => {
    const { context, created } = contentFile("sidebars.yaml", SIDEBARS);
    await sourceSidebars(context);
    expect(created.map((c) => c.key)).toEqual([nodeKey(SIDEBAR_NODE_TYPE, "sidebars.yaml", "intro"), nodeKey(SIDEBAR_NODE_TYPE, "sidebars.yaml", "guides")]);
  });

  it("makes no node for an empty file", async () => {
    const { context, created, errors } = contentFile("sidebars.yaml", "# no sidebars yet\n");
    await sourceSidebars(context);
    expect(created).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("reports every problem with the file and the item's place, and makes no sidebar at all", async () => {
    const { context, created, errors } = contentFile("sidebars.yaml", "intro:\n  - intro\n  - { type: category, items: [a], colapsed: true }\nguides: guides/index\n");
    await sourceSidebars(context);
    expect(created).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0].split("\n")).toEqual([
      "content/sidebars.yaml: intro[1].colapsed: unknown key in a category",
      "content/sidebars.yaml: intro[1].label: a category needs a label",
      "content/sidebars.yaml: guides: expected a list of items",
    ]);
  });

  it("reports YAML that does not parse with its line and column", async () => {
    const { context, created, errors } = contentFile("sidebars.yaml", "intro:\n  - intro\n  - { type: link, label: Home\n");
    await sourceSidebars(context);
    expect(created).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/^content\/sidebars\.yaml:\d+:\d+: invalid YAML: /)]);
  });
});
