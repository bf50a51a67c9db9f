import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as ReactDomServer from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import ServiceReference from "../../src/components/ServiceReference";
import type { CatalogInput, CatalogOutput } from "../../src/lib/content/catalog";

// The Node build of the server renderer, which Gatsby renders pages with (the browser build that
// jsdom would pick needs TextEncoder, which jsdom lacks). It has no type declarations of its own.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require("react-dom/server.node") as typeof ReactDomServer;

const inputs: CatalogInput[] = [
  { name: "cidr_block", type: "string", description: "The VPC's IPv4 range.", required: true, sensitive: false },
  { name: "vpc_name", type: "string", description: "Name tag of the VPC.", required: true, sensitive: false },
  { name: "num_nat_gateways", type: "number", description: "NAT gateways to create.", required: false, default: 1, sensitive: false },
];
const outputs: CatalogOutput[] = [{ name: "vpc_id", description: "The ID of the VPC." }];

beforeEach(() => window.history.replaceState(null, "", "/reference/services/networking/vpc/"));

describe("ServiceReference", () => {
  it("filters inputs as the reader types, and keeps the filter in the URL", async () => {
    render(<ServiceReference inputs={inputs} outputs={outputs} />);
    expect(screen.getByRole("status")).toHaveTextContent("3 inputs");
    await userEvent.type(screen.getByRole("searchbox", { name: "Filter" }), "cidr");
    expect(screen.getByRole("status")).toHaveTextContent("1 of 3 inputs");
    expect(window.location.search).toBe("?filter=cidr");
  });

  it("keeps what the reader typed and ticked before the page hydrated", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ServiceReference inputs={inputs} outputs={outputs} />);
    document.body.appendChild(container);
    // Typed into the server-rendered page, before React is attached to it.
    (container.querySelector('input[type="search"]') as HTMLInputElement).value = "nat";
    (container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <ServiceReference inputs={inputs} outputs={outputs} />);
    });
    expect(screen.getByRole("searchbox", { name: "Filter" })).toHaveValue("nat");
    expect(screen.getByRole("checkbox", { name: "Required only" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("0 of 3 inputs");
    container.remove();
  });

  it("moves between the Inputs and Outputs tabs with the arrow keys, Home and End, as other tabs do", async () => {
    const user = userEvent.setup();
    render(<ServiceReference inputs={inputs} outputs={outputs} />);
    await user.click(screen.getByRole("tab", { name: /Inputs/ }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Outputs/ })).toHaveFocus();
    expect(screen.getByRole("tab", { name: /Outputs/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: /Inputs/ })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: /Outputs/ })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: /Inputs/ })).toHaveAttribute("aria-selected", "true");
  });
});
