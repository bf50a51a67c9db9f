import { Prism } from "prism-react-renderer";
import "../../../../src/lib/content/prism-setup";

describe("prism setup", () => {
  it("puts prism-react-renderer's Prism where prismjs language components register", () => {
    expect((globalThis as { Prism?: unknown }).Prism).toBe(Prism);
  });
});
