/** The site's languages: as configured, and as the locale switcher links to them. */

/** Writing direction of a language. */
export type TextDirection = "ltr" | "rtl";

/** One language as configured. */
export interface LocaleConfig {
  /** BCP 47 code, the page's `lang` (e.g. `en`). */
  code: string;
  /** Name shown in the language dropdown, in the language itself. */
  label: string;
  direction: TextDirection;
}

/** The site's languages, as configured in src/site-config.ts. */
export interface I18nConfig {
  /** Code of the language served from the site root. */
  defaultLocale: string;
  locales: LocaleConfig[];
}

/** A language with the base path its pages are served under. */
export interface Locale extends LocaleConfig {
  /** `baseUrl` for the default language, `baseUrl` plus the code and a slash for the others. */
  path: string;
}

/** Every configured language with its base path: the default at the site's base URL, the others below it. */
export function localesWithPaths(i18n: I18nConfig, baseUrl: string): Locale[] {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`;
  return i18n.locales.map((locale) => ({ ...locale, path: locale.code === i18n.defaultLocale ? base : `${base}${locale.code}/` }));
}
