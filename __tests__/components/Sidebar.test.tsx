import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Sidebar from "../../src/components/Sidebar";
import type { SidebarItem } from "../../src/lib/navigation/sidebars";

const items: SidebarItem[] = [
  { type: "link", label: "Introduction", href: "/intro/" },
  {
    type: "category",
    label: "Tool fundamentals",
    collapsed: true,
    collapsible: true,
    items: [
      { type: "link", label: "Terraform", href: "/intro/tool-fundamentals/terraform/" },
      { type: "link", label: "Packer", href: "/intro/tool-fundamentals/packer/" },
    ],
  },
  {
    type: "category",
    label: "Core concepts",
    collapsed: true,
    collapsible: true,
    items: [{ type: "link", label: "Infrastructure as code", href: "/intro/core-concepts/iac/" }],
  },
];

describe("Sidebar", () => {
  it("marks the current page and expands the categories above it", () => {
    render(<Sidebar items={items} activePath="/intro/tool-fundamentals/packer/" />);
    const current = screen.getByRole("link", { name: "Packer" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: /Tool fundamentals/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: /Core concepts/ })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Infrastructure as code" })).not.toBeInTheDocument();
  });

  it("opens and closes a collapsed category with its toggle", async () => {
    const user = userEvent.setup();
    render(<Sidebar items={items} activePath="/intro/" />);
    const toggle = screen.getByRole("button", { name: /Core concepts/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Infrastructure as code" })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("renders every item in one navigation landmark", () => {
    render(<Sidebar items={items} activePath="/intro/" />);
    const nav = screen.getByRole("navigation", { name: "Docs" });
    expect(within(nav).getByRole("link", { name: "Introduction" })).toHaveAttribute("href", "/intro/");
  });
});
