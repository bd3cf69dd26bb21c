import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';

/** The frame of the /member pages: app header, a narrow column and the way back to the workbench. */
export function MemberPage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-3xl px-6 py-10">
        <Link to="/workBench" className="text-sm text-slate-500 hover:text-brand-600">
          ← 返回工作台
        </Link>
        {children}
      </main>
    </div>
  );
}
