import React from "react";
import { act, render, screen } from "@testing-library/react";
import TableOfContents from "../../src/components/TableOfContents";
import type { TocEntry } from "../../src/lib/navigation/toc";

const toc: TocEntry[] = [
  { id: "one", text: "One", level: 2, children: [{ id: "one-a", text: "One A", level: 3, children: [] }] },
  { id: "two", text: "Two", level: 2, children: [] },
];

function placeHeading(id: string, top: number) {
  const element = document.createElement("h2");
  element.id = id;
  element.getBoundingClientRect = () => ({ top, bottom: top + 20, left: 0, right: 0, width: 0, height: 20, x: 0, y: top, toJSON: () => ({}) });
  document.body.appendChild(element);
  return element;
}

describe("TableOfContents", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 5000 });
  });

  it("lists the headings as nested links", () => {
    render(<TableOfContents toc={toc} />);
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "One A" })).toHaveAttribute("href", "#one-a");
  });

  it("highlights the heading the reader has scrolled to", () => {
    const headings = [placeHeading("one", -500), placeHeading("one-a", 40), placeHeading("two", 800)];
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    render(<TableOfContents toc={toc} />);
    expect(screen.getByRole("link", { name: "One A" })).toHaveAttribute("aria-current", "location");
    headings[2].getBoundingClientRect = () => ({ top: 10, bottom: 30, left: 0, right: 0, width: 0, height: 20, x: 0, y: 10, toJSON: () => ({}) });
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(screen.getByRole("link", { name: "Two" })).toHaveAttribute("aria-current", "location");
    expect(screen.getByRole("link", { name: "One A" })).not.toHaveAttribute("aria-current");
  });
});
