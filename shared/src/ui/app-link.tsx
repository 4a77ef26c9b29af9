/**
 * A link to another page of the portal: a real `<a href>` (it can be opened in a new tab or copied)
 * that changes page without a reload when clicked. react-router's own Link is not offered: it brings
 * the prefetching machinery of react-router's framework mode, about 1.5 KB gzip on every page.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from '../router';

/** Props of AppLink: the portal path to go to. */
export interface AppLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/** The link. */
export function AppLink({ to, children, className }: AppLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or middle click keeps the browser's own behaviour (new tab, new window …).
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
