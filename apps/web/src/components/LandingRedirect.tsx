import type { ReactNode } from 'react';
import { Navigate, useNavigation } from 'react-router-dom';

/**
 * `<Navigate replace>` for a page that only decides where to land (an index, a URL of the wrong
 * kind) once its data arrives. It yields to a navigation the user has already started: while one is
 * on its way (its page's chunk or data still loading) it renders `fallback` instead, so a late
 * answer here cannot pull the user back from where they clicked to. React Router lets a newer
 * navigation supersede a pending one, which is exactly what a late `<Navigate>` would do.
 */
export function LandingRedirect({ to, fallback = null }: { to: string; fallback?: ReactNode }) {
  const navigation = useNavigation();
  if (navigation.state !== 'idle') return fallback;
  return <Navigate to={to} replace />;
}
