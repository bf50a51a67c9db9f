import React, { useEffect } from "react";
import { Link } from "gatsby";
import NavbarDropdown from "../NavbarDropdown";
import { STORAGE_KEYS, storage } from "../../lib/browser/storage";
import { validPreferredVersion } from "../../lib/navigation/versions";
import { siteConfig } from "../../site-config";

const VERSIONS = [siteConfig.docsVersion];

/**
 * The docs versions (one: "Next"). Choosing one remembers it and stays on the current doc, which
 * exists in every version (guides, reference, courses and support alike); from a page that is not
 * a doc (home, tags, search) it leads to the docs home. A stored preference that no longer names
 * an existing version is cleared.
 */
export default function DocsVersionDropdown({ docPath }: { docPath?: string }) {
  useEffect(() => {
    const stored = storage.get(STORAGE_KEYS.preferredVersion);
    if (stored !== null && !validPreferredVersion(stored, VERSIONS)) storage.remove(STORAGE_KEYS.preferredVersion);
  }, []);
  const target = docPath ?? siteConfig.docsHomePath;
  return (
    <NavbarDropdown label={siteConfig.docsVersion.label} ariaLabel={`Docs version: ${siteConfig.docsVersion.label}`} align="right">
      {VERSIONS.map((version) => (
        <li key={version.name}>
          <Link to={target} data-dropdown-item aria-current="true" onClick={() => storage.set(STORAGE_KEYS.preferredVersion, version.name)}>
            {version.label}
          </Link>
        </li>
      ))}
    </NavbarDropdown>
  );
}
