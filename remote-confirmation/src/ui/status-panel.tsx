/**
 * The frame of remote-confirmation's pages: a mark (a tick for success, "!" for an error), the
 * heading, and what comes next. The confirmations' details (label, polling, instructions) arrive with
 * their own issue and go inside it.
 */
import { PageHeading } from '@portal/shared';
import { Card } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import './status-panel.css';

/** The panel. */
export function StatusPanel({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'error';
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card as="section" className="rp-status-panel">
      <span className={`rp-status-panel__mark rp-status-panel__mark--${tone}`} aria-hidden="true">
        {tone === 'success' ? '✓' : '!'}
      </span>
      <PageHeading>{title}</PageHeading>
      {children}
    </Card>
  );
}
