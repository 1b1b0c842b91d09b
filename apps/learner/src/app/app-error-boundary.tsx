import { ErrorView } from '@quest/design-system';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from './report-client-error';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Last line of defence around the whole app (routes have their own error views): anything that escapes
 * shows a full-page error with Reload, and is reported to the server once.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportClientError(error);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    return (
      <main>
        <ErrorView
          title="Something went wrong"
          message="Quest stopped because of an unexpected error. Reload the page to continue."
          retryLabel="Reload"
          onRetry={() => window.location.reload()}
        />
      </main>
    );
  }
}
