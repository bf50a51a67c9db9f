import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { isNavItemActive } from "../../lib/navigation/navbar";
import type { NavbarItem } from "../../lib/navigation/navbar-items";

export function ExternalIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="12" height="12">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" />
    </svg>
  );
}

interface NavbarLinkProps {
  item: NavbarItem;
  currentPath: string;
  className: string;
  activeClassName: string;
  iconClassName?: string;
  role?: string;
  onClick?: () => void;
  /** Marks the link as an item of a dropdown menu (for arrow-key movement). */
  dropdownItem?: boolean;
  children?: ReactNode;
}

/** One navbar link: in-app for site paths (marked when active), a new tab for other sites. */
export default function NavbarLink({ item, currentPath, className, activeClassName, iconClassName, role, onClick, dropdownItem }: NavbarLinkProps) {
  const itemProps = dropdownItem ? { "data-dropdown-item": true } : {};
  if (item.href) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" role={role} onClick={onClick} {...itemProps}>
        {item.label}
        <ExternalIcon className={iconClassName} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const active = isNavItemActive(item.to, currentPath);
  return (
    <Link className={active ? `${className} ${activeClassName}` : className} to={item.to ?? "/"} aria-current={active ? "page" : undefined} role={role} onClick={onClick} {...itemProps}>
      {item.label}
    </Link>
  );
}
