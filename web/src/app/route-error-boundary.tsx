import { Component, type ReactNode } from 'react';

import { RouteError } from './routes/main/route-error';

type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** The page shown: moving to another one clears a failure. */
  page?: string;
  /** Called once a failure is shown. */
  onFailureShown?: () => void;
  /** What shows in its place when a part of a page fails; RouteError without it. */
  fallback?: ReactNode;
};

/** A page that crashes while rendering shows RouteError inside the layout (React logs the error). */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  { failed: boolean; page: string | undefined }
> {
  override state = { failed: false, page: this.props.page };

  static getDerivedStateFromProps(
    { page }: RouteErrorBoundaryProps,
    state: { failed: boolean; page: string | undefined },
  ) {
    return page === state.page ? null : { failed: false, page };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailureShown?.();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ?? <RouteError />;
  }
}
