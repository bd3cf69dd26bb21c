import { config } from '../../lib/config';
import { labTools } from './laboratory';

/**
 * /aiWork/laboratory: the two external tools (spec 01 section 2.4). Each opens the URL the operator
 * configured in a new tab; without one it says 未配置 and which setting makes it available.
 */
export function LaboratoryPage() {
  const tools = labTools(config.labTools);
  return (
    <section data-testid="laboratory" className="mx-auto max-w-3xl px-6 py-10">
      <h1 className="text-xl font-semibold text-slate-900">实验室</h1>
      <p className="mt-2 text-sm text-slate-500">由外部服务提供的试验性工具，在新标签页中打开。</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {tools.map((t) => (
          <li
            key={t.key}
            data-testid={`lab-${t.key}`}
            data-configured={t.url ? 'true' : 'false'}
            className="flex flex-col rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex items-center gap-2">
              <h2 className="font-semibold text-slate-900">{t.name}</h2>
              {!t.url && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500 ring-1 ring-slate-200">
                  未配置
                </span>
              )}
            </div>
            <p className="mt-2 flex-1 text-sm leading-6 text-slate-500">{t.summary}</p>
            {t.url ? (
              <a
                href={t.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`lab-${t.key}-open`}
                className="mt-4 inline-flex h-9 w-fit items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                打开{t.name}
              </a>
            ) : (
              <p className="mt-4 text-xs leading-5 text-slate-400">
                管理员在服务器上设置 <code className="rounded bg-slate-100 px-1">{t.envVar}</code>{' '}
                后即可使用。
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
