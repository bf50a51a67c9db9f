import React, { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import PrivateRepoModal from "./PrivateRepoModal";
import { followsLink, isPrivateRepoLink } from "../lib/browser/private-repo";
import { STORAGE_KEYS, storage } from "../lib/browser/storage";
import { siteConfig } from "../site-config";

/**
 * The private-repository warning (./PrivateRepoModal): a click on any link into the provider's GitHub
 * organization (bar the public repositories) opens it, unless the reader turned it off. That
 * includes Ctrl/Cmd/Shift-clicks and middle clicks, whose new tab would show the same 404;
 * Continue opens a new tab in every case (docs/decisions/private-repo-links.md). A click made
 * before the app started was held by the head's listener and is replayed here.
 */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [href, setHref] = useState<string | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !followsLink(event.type, event.button)) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || !isPrivateRepoLink(anchor.href, siteConfig.githubOrgUrl, siteConfig.publicRepos)) return;
      if (storage.get(STORAGE_KEYS.dontWarnCodeHostLinks) === "true") return;
      event.preventDefault();
      returnFocus.current = anchor;
      setHref(anchor.href);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("auxclick", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("auxclick", onClick);
    };
  }, []);

  // The dialog gives focus back to the link when it closes (theme/PrivateRepoModal, useDialog).
  const close = useCallback(() => setHref(null), []);

  const proceed = useCallback(
    (dontWarnAgain: boolean) => {
      if (dontWarnAgain) storage.set(STORAGE_KEYS.dontWarnCodeHostLinks, "true");
      if (href) window.open(href, "_blank", "noopener,noreferrer");
      close();
    },
    [href, close],
  );

  return (
    <>
      {children}
      {href !== null ? <PrivateRepoModal href={href} onCancel={close} onContinue={proceed} returnFocusTo={returnFocus} /> : null}
    </>
  );
}
