import { ContentError } from "../../../../src/lib/content/content-error";

describe("ContentError", () => {
  it("names the file, then the line and column when known", () => {
    expect(new ContentError("content/docs/a.mdx", "unknown component <Foo>", 12, 3).message).toBe("content/docs/a.mdx:12:3: unknown component <Foo>");
    expect(new ContentError("content/docs/a.mdx", "bad", 12).message).toBe("content/docs/a.mdx:12: bad");
    expect(new ContentError("content/docs/a.mdx", "bad").message).toBe("content/docs/a.mdx: bad");
    expect(new ContentError("x", "y")).toBeInstanceOf(Error);
  });
});
