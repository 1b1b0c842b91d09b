import { NotFoundView } from '@quest/design-system';
import { useNavigate } from 'react-router';
import { paths } from '../routes/paths';

/** The Not Found page: unknown addresses, /notfound, and every route whose screen is not built yet. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return (
    <main>
      <NotFoundView actionLabel="Go to start" onAction={() => void navigate(paths.root.getHref())} />
    </main>
  );
}
