import { create } from 'zustand';

interface TitleState {
  /** Name of the work being viewed; work pages set it (issue 4) and clear it on leave. */
  workName: string | null;
  setWorkName: (name: string | null) => void;
  /** A page's own title where the route's does not fit (a novel's writing page is 小说, not 剧本). */
  pageTitle: string | null;
  setPageTitle: (title: string | null) => void;
}

/** The middle part of the page title, and a page's override of the first part. */
export const useTitleStore = create<TitleState>((set) => ({
  workName: null,
  setWorkName: (workName) => set({ workName }),
  pageTitle: null,
  setPageTitle: (pageTitle) => set({ pageTitle }),
}));

/** Page title: route title, then work name, then product name (spec 01 section 2.5). */
export function composeTitle(
  routeTitle: string | null | undefined,
  workName: string | null,
  productName: string,
): string {
  return [routeTitle, workName, productName].filter((part) => !!part && part.trim()).join(' - ');
}
