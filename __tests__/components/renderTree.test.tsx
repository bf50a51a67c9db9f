import React from "react";
import { render, screen } from "@testing-library/react";
import { renderTree } from "../../src/mdx/render";
import { mdxComponents } from "../../src/mdx/components";
import type { TreeRoot } from "../../src/lib/content/hast";

const tree: TreeRoot = {
  type: "root",
  children: [
    { type: "element", tagName: "h2", properties: { id: "remote-state" }, children: [{ type: "text", value: "Remote state" }] },
    {
      type: "element",
      tagName: "p",
      properties: {},
      children: [
        { type: "element", tagName: "a", properties: { href: "/intro/" }, children: [{ type: "text", value: "Intro" }] },
        { type: "text", value: " and " },
        { type: "element", tagName: "a", properties: { href: "https://developer.hashicorp.com/terraform", rel: "noopener noreferrer" }, children: [{ type: "text", value: "Terraform" }] },
        { type: "element", tagName: "br", properties: {}, children: [] },
      ],
    },
    { type: "element", tagName: "Admonition", properties: { type: "danger" }, children: [{ type: "text", value: "This deletes the VPC." }] },
    {
      type: "element",
      tagName: "table",
      properties: {},
      children: [
        {
          type: "element",
          tagName: "thead",
          properties: {},
          children: [
            {
              type: "element",
              tagName: "tr",
              properties: {},
              children: [
                { type: "element", tagName: "th", properties: {}, children: [] },
                { type: "element", tagName: "th", properties: {}, children: [{ type: "text", value: "Standard" }] },
              ],
            },
          ],
        },
        { type: "element", tagName: "tbody", properties: {}, children: [{ type: "element", tagName: "tr", properties: {}, children: [{ type: "element", tagName: "td", properties: { style: "text-align: center" }, children: [{ type: "text", value: "1" }] }] }] },
      ],
    },
  ],
};

describe("renderTree", () => {
  it("renders headings with a permalink, site links in the app and external links as plain links", () => {
    render(<>{renderTree(tree, mdxComponents)}</>);
    expect(screen.getByRole("heading", { level: 2, name: /Remote state/ })).toHaveAttribute("id", "remote-state");
    expect(screen.getByRole("link", { name: "Permalink to this section" })).toHaveAttribute("href", "#remote-state");
    expect(screen.getByRole("link", { name: "Intro" })).toHaveAttribute("data-gatsby-link", "true");
    const external = screen.getByRole("link", { name: "Terraform" });
    expect(external).not.toHaveAttribute("data-gatsby-link");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders writer components from the map and inline styles as objects", () => {
    render(<>{renderTree(tree, mdxComponents)}</>);
    expect(screen.getByRole("note")).toHaveTextContent("DangerThis deletes the VPC.");
    expect(screen.getByRole("cell", { name: "1" })).toHaveStyle({ textAlign: "center" });
    // Tables scroll inside a group keyboard users can focus (a group, so it adds no landmark).
    expect(screen.getByRole("group", { name: "Table" })).toHaveAttribute("tabindex", "0");
    // An empty corner header cell is a plain cell; headers with text stay headers.
    expect(screen.getAllByRole("columnheader").map((th) => `${th.textContent} ${th.getAttribute("scope")}`)).toEqual(["Standard col"]);
  });

  it("shows a fact that could not be read as its reference, marked, in the sentence", () => {
    const unresolved: TreeRoot = {
      type: "root",
      children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Install Terragrunt " }, { type: "element", tagName: "ToolVersion", properties: { tool: "terragrunnt" }, children: [] }] }],
    };
    render(<>{renderTree(unresolved, mdxComponents)}</>);
    expect(screen.getByText('<ToolVersion tool="terragrunnt" />').closest("mark")).toHaveAttribute("title", expect.stringContaining("content error"));
    expect(screen.getByRole("paragraph")).toHaveTextContent('Install Terragrunt <ToolVersion tool="terragrunnt" />');
  });
});
