/**
 * Catches what a step throws while rendering, so one failing step shows its fallback while the shell
 * keeps working. React has error boundaries only as class components; this one is small on purpose:
 * a library for it cost 1.2 KB gzip in the sign-in page's start-up code, over its budget.
 */
import { Component, type ReactNode } from 'react';

/** Props of StepBoundary. */
export interface StepBoundaryProps {
  /** When any of these changes, a caught error is forgotten and the children render again. */
  resetKeys: readonly unknown[];
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  caught: boolean;
}

const changed = (before: readonly unknown[], after: readonly unknown[]) =>
  before.length !== after.length || before.some((key, index) => !Object.is(key, after[index]));

/** The boundary. */
export class StepBoundary extends Component<StepBoundaryProps, State> {
  override state: State = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, caught: true };
  }

  override componentDidUpdate(previous: StepBoundaryProps) {
    if (this.state.caught && changed(previous.resetKeys, this.props.resetKeys))
      this.setState({ error: null, caught: false });
  }

  override render() {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}
