import React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ContentErrors from "../../src/theme/ContentErrors";
import type { ContentErrorEntry } from "../../src/lib/content/error-report";

/** Stands in for the dev server's stream (jsdom has no EventSource). */
class FakeEventSource {
  static last: FakeEventSource | undefined;
  private listeners = new Map<string, (event: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  send(errors: ContentErrorEntry[]) {
    act(() => this.listeners.get("message")?.(new MessageEvent("message", { data: JSON.stringify(errors) })));
  }
}
Object.assign(window, { EventSource: FakeEventSource });

const mdxError: ContentErrorEntry = {
  file: "content/docs/a.mdx",
  line: 7,
  column: 1,
  message: "Expected a closing tag for `<Tabs>`",
  text: "content/docs/a.mdx:7:1: Expected a closing tag for `<Tabs>`",
  pages: ["/a/"],
};
const sidebarsError: ContentErrorEntry = { file: "content/sidebars.yaml", line: 3, column: 5, message: "invalid YAML: bad", text: "content/sidebars.yaml:3:5: invalid YAML: bad", pages: null };

describe("ContentErrors (gatsby develop)", () => {
  it("shows nothing while the dev server reports no error, and listens on its stream", () => {
    render(<ContentErrors pathname="/a/" />);
    expect(FakeEventSource.last?.url).toBe("/__cairn/content-errors");
    FakeEventSource.last!.send([]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows the page's errors in a focused alert dialog: file:line:column and message, in order", () => {
    render(<ContentErrors pathname="/a/" />);
    FakeEventSource.last!.send([mdxError, sidebarsError, { ...mdxError, pages: ["/b/"], file: "content/docs/b.mdx" }]);
    const dialog = screen.getByRole("alertdialog", { name: "2 content errors in 2 files" });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription(/gatsby build stops on these/);
    const items = Array.from(dialog.querySelectorAll("li")).map((li) => li.textContent);
    expect(items).toEqual(["content/docs/a.mdx:7:1Expected a closing tag for `<Tabs>`", "content/sidebars.yaml:3:5invalid YAML: bad"]);
  });

  it("hides into a button that opens it again, and opens again when the errors change", async () => {
    const user = userEvent.setup();
    render(<ContentErrors pathname="/a/" />);
    FakeEventSource.last!.send([mdxError]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "1 content error in 1 file" }));
    await user.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.getByRole("button", { name: "1 content error in 1 file" })).toHaveFocus();
    FakeEventSource.last!.send([mdxError, sidebarsError]);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("goes away by itself once the errors are fixed", () => {
    render(<ContentErrors pathname="/a/" />);
    FakeEventSource.last!.send([mdxError]);
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    FakeEventSource.last!.send([]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
