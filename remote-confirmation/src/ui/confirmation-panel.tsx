/**
 * The frame of a confirmation page: a success mark, the heading, and what comes next. The pages'
 * details (label, polling, instructions) arrive with their own issue and go inside it.
 */
import { PageHeading } from '@portal/shared';
import { Card } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import './confirmation-panel.css';

/** The panel. */
export function ConfirmationPanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card as="section" className="rp-confirmation-panel">
      <span className="rp-confirmation-panel__mark" aria-hidden="true">
        ✓
      </span>
      <PageHeading>{title}</PageHeading>
      {children}
    </Card>
  );
}
