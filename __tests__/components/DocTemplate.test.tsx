import React from "react";
import { render, screen } from "@testing-library/react";
import DocTemplate from "../../src/templates/doc";
import { wrapRootElement } from "../../src/theme/Root";
import type { TocEntry } from "../../src/lib/navigation/toc";
import type { SidebarItem } from "../../src/lib/navigation/sidebars";

type Props = React.ComponentProps<typeof DocTemplate>;

const toc: TocEntry[] = [
  { id: "one", text: "One", level: 2, children: [] },
  { id: "two", text: "Two", level: 2, children: [] },
];
const sidebar: SidebarItem[] = [
  { type: "link", label: "Intro", href: "/intro/" },
  { type: "link", label: "This page", href: "/intro/page/" },
  { type: "link", label: "After", href: "/intro/after/" },
];

function renderDoc(doc: Record<string, unknown> = {}, sidebarItems: SidebarItem[] | null = sidebar) {
  const data = {
    doc: {
      path: "/intro/page/",
      title: "This page",
      description: "A page.",
      hideTitle: false,
      hideTableOfContents: false,
      editUrl: "https://github.com/cairn-io/docs/edit/master/docs/intro/page.mdx",
      toc,
      body: { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Body text." }] }] },
      tags: [{ slug: "vpc", label: "VPC", path: "/tags/vpc/" }],
      ...doc,
    },
    sidebar: sidebarItems ? { items: sidebarItems } : null,
  };
  const props = { data, location: { pathname: "/intro/page/" } } as unknown as Props;
  // The page renders inside the app's providers, as gatsby-browser wraps it.
  return render(<>{wrapRootElement!({ element: <DocTemplate {...props} /> } as never, undefined as never)}</>);
}

describe("the doc template", () => {
  it("renders the title, body, sidebar, table of contents, tags, edit link and previous/next", () => {
    renderDoc();
    expect(screen.getByRole("heading", { level: 1, name: "This page" })).toBeInTheDocument();
    expect(screen.getByText("Body text.")).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Docs" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "VPC" })).toHaveAttribute("href", "/tags/vpc/");
    expect(screen.getByRole("link", { name: /Edit this page/ })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /Previous/ })).toHaveAttribute("href", "/intro/");
    expect(screen.getByRole("link", { name: /Next/ })).toHaveAttribute("href", "/intro/after/");
  });

  it("hides the title with hide_title and the table of contents with hide_table_of_contents", () => {
    renderDoc({ hideTitle: true, hideTableOfContents: true });
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "On this page" })).not.toBeInTheDocument();
  });

  it("shows no table of contents for fewer than two entries", () => {
    renderDoc({ toc: [toc[0]] });
    expect(screen.queryByRole("navigation", { name: "On this page" })).not.toBeInTheDocument();
  });

  it("hides the edit link when custom_edit_url is null", () => {
    renderDoc({ editUrl: null });
    expect(screen.queryByRole("link", { name: /Edit this page/ })).not.toBeInTheDocument();
  });

  it("renders a doc in no sidebar full width, without sidebar, breadcrumbs or pagination", () => {
    const { container } = renderDoc({}, null);
    expect(screen.queryByRole("navigation", { name: "Docs" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Breadcrumbs" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Docs pages" })).not.toBeInTheDocument();
    expect(container.querySelector(".noSidebar")).not.toBeNull();
  });
});
