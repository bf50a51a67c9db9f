import { isDesktopWidth, isNavItemActive, localizedPath, navbarVisibleAfterScroll } from "../../../../src/lib/navigation/navbar";

describe("navbar decisions", () => {
  it("hides on scroll down past the navbar and shows on scroll up or near the top", () => {
    expect(navbarVisibleAfterScroll(100, 400, 60)).toBe(false);
    expect(navbarVisibleAfterScroll(400, 380, 60)).toBe(true);
    expect(navbarVisibleAfterScroll(10, 40, 60)).toBe(true);
  });
  it("is desktop above 996 px only", () => {
    expect(isDesktopWidth(996, 996)).toBe(false);
    expect(isDesktopWidth(997, 996)).toBe(true);
  });
  it("marks the item of the current section", () => {
    expect(isNavItemActive("/intro/overview/intro-to-cairn/", "/intro/tool-fundamentals/docker/")).toBe(true);
    expect(isNavItemActive("/guides/", "/intro/")).toBe(false);
    expect(isNavItemActive("https://app.cairn.example/", "/")).toBe(false);
  });
  it("puts the page under a locale's base path", () => {
    expect(localizedPath("/intro/", "/")).toBe("/intro/");
    expect(localizedPath("/intro/", "/fr/")).toBe("/fr/intro/");
  });
});
