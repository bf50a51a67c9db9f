import React, { type AnchorHTMLAttributes } from "react";
import { Link } from "gatsby";
import { isInternalPageHref, stripIndexHtml } from "../lib/navigation/paths";
import { siteConfig } from "../site-config";

/** Links in a doc body: pages of this site navigate in the app, everything else is a plain link. */
export default function MdxLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (isInternalPageHref(href, siteConfig.fullPageLoadPattern)) {
    return (
      <Link to={stripIndexHtml(href)} className={rest.className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
