import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Changes when the visitor moves to another page, which gets a fresh attempt. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** Catches what a page or layout throws while rendering or loading and draws `fallback` in its place. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
