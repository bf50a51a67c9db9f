import { localesWithPaths } from "../../../../src/lib/navigation/locales";

describe("localesWithPaths", () => {
  it("serves the default language from the base URL and the others below it", () => {
    const i18n = { defaultLocale: "en", locales: [{ code: "en", label: "English", direction: "ltr" as const }, { code: "ar", label: "العربية", direction: "rtl" as const }] };
    expect(localesWithPaths(i18n, "/")).toEqual([
      { code: "en", label: "English", direction: "ltr", path: "/" },
      { code: "ar", label: "العربية", direction: "rtl", path: "/ar/" },
    ]);
    expect(localesWithPaths(i18n, "/docs")[1].path).toBe("/docs/ar/");
  });
});
