import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CodeBlock from "../../src/mdx/CodeBlock";
import { highlightCode } from "../../src/lib/content/highlight";

const source = 'resource "aws_s3_bucket" "logs" {\n  bucket = "cairn-logs"\n}';

describe("CodeBlock", () => {
  it("shows the title, the highlighted tokens and marks highlighted lines", () => {
    const { container } = render(<CodeBlock language="hcl" title="main.tf" highlightLines={[2]} lines={highlightCode(source, "hcl")} />);
    expect(screen.getByText("main.tf")).toBeInTheDocument();
    expect(container.querySelector("code")).toHaveTextContent('bucket = "cairn-logs"');
    expect(container.querySelector(".token.keyword")).toHaveTextContent("resource");
    // CSS module class names are their own names under identity-obj-proxy.
    const lines = container.querySelectorAll("code > span.line");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toHaveClass("highlighted");
    expect(lines[0]).not.toHaveClass("highlighted");
  });

  it("copies the code's text, not its markup, and confirms", async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, "writeText");
    render(<CodeBlock language="hcl" lines={highlightCode(source, "hcl")} />);
    await user.click(screen.getByRole("button", { name: "Copy code to clipboard" }));
    expect(writeText).toHaveBeenCalledWith(source);
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
  });
});
