import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { config } from '../lib/config';
import { composeTitle, useTitleStore } from '../stores/title';
import { deepestHandle } from './handle';

/** Keeps document.title as `<route> - <work> - <product>`. */
export function TitleManager() {
  const matches = useMatches();
  const workName = useTitleStore((s) => s.workName);
  const pageTitle = useTitleStore((s) => s.pageTitle);
  const routeTitle = pageTitle ?? deepestHandle(matches, 'title');
  useEffect(() => {
    document.title = composeTitle(routeTitle, workName, config.productName);
  }, [routeTitle, workName]);
  return null;
}
