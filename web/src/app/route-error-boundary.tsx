import { Component, type ReactNode } from 'react';

import { RouteError } from './routes/main/route-error';

/** A page that crashes while rendering shows RouteError inside the layout (React logs the error). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
