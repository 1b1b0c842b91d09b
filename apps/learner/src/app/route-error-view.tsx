import { ErrorView } from '@quest/design-system';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundRoute } from './not-found-route';
import { reportClientError } from './report-client-error';

/**
 * Error element of every route: a loader, action or screen that throws lands here instead of blanking the
 * app. A 404 response shows the Not Found page; anything else is reported once and offers a reload.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) reportClientError(error);
  }, [error, notFound]);

  if (notFound) return <NotFoundRoute />;
  return (
    <main>
      <ErrorView
        title="Something went wrong"
        message="This page could not be shown. Check your connection and try again."
        retryLabel="Try again"
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
