import { colorModeToggleLabels, initialColorMode, noFlashScript } from "../../../../src/lib/browser/color-mode";
import { STORAGE_KEYS } from "../../../../src/lib/browser/storage";

describe("colour mode", () => {
  it("starts light unless dark was stored, whatever the system prefers", () => {
    expect(initialColorMode(null)).toBe("light");
    expect(initialColorMode("dark")).toBe("dark");
    expect(initialColorMode("sepia")).toBe("light");
  });

  it("builds a head script that applies the stored theme and announcement dismissal", () => {
    const script = noFlashScript(STORAGE_KEYS, "news-1");
    const attributes: Record<string, string> = {};
    const store: Record<string, string> = { theme: "dark", "announcement.dismiss": "true", "announcement.id": "news-1" };
    new Function("document", "localStorage", script)(
      { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      { getItem: (k: string) => store[k] ?? null },
    );
    expect(attributes).toEqual({ "data-theme": "dark", "data-announcement-dismissed": "true" });
  });

  it("falls back to light when storage throws in the head script", () => {
    const attributes: Record<string, string> = {};
    new Function("document", "localStorage", noFlashScript(STORAGE_KEYS, null))(
      { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
      {
        getItem: () => {
          throw new Error("denied");
        },
      },
    );
    expect(attributes).toEqual({ "data-theme": "light" });
  });
});

describe("colorModeToggleLabels", () => {
  it("names the mode the switch leads to and the one in use", () => {
    expect(colorModeToggleLabels("light")).toEqual({ label: "Switch to dark mode (currently light mode)", title: "Switch to dark mode" });
    expect(colorModeToggleLabels("dark")).toEqual({ label: "Switch to light mode (currently dark mode)", title: "Switch to light mode" });
  });
});
