import React, { useEffect } from "react";
import { Link } from "gatsby";
import NavbarDropdown from "../NavbarDropdown";
import { STORAGE_KEYS, storage } from "../../lib/browser/storage";
import { validPreferredVersion } from "../../lib/navigation/versions";
import { useSiteShell } from "../../hooks/useSiteShell";
import { siteConfig } from "../../site-config";

/**
 * The docs versions (one: "Next"). Choosing one remembers it and stays on the current doc, which
 * exists in every version (guides, reference, courses and support alike); from a page that is not
 * a doc (home, tags, search) it leads to the docs home. A stored preference that no longer names
 * an existing version is cleared.
 */
export default function DocsVersionDropdown({ docPath }: { docPath?: string }) {
  const { versions } = useSiteShell();
  useEffect(() => {
    const stored = storage.get(STORAGE_KEYS.preferredVersion);
    if (stored !== null && !validPreferredVersion(stored, versions)) storage.remove(STORAGE_KEYS.preferredVersion);
  }, [versions]);
  const current = versions[0];
  return (
    <NavbarDropdown label={current.label} ariaLabel={`Docs version: ${current.label}`} align="right">
      {versions.map((version) => (
        <li key={version.name}>
          <Link to={docPath ?? version.mainDocPath ?? siteConfig.docsHomePath} data-dropdown-item aria-current="true" onClick={() => storage.set(STORAGE_KEYS.preferredVersion, version.name)}>
            {version.label}
          </Link>
        </li>
      ))}
    </NavbarDropdown>
  );
}
