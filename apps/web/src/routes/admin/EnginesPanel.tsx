import { useAdminEngines } from '@juzuo/api-client/react';
import { EngineCapabilityLabel, type TEngineCapability } from '@juzuo/schemas';
import { Spinner } from '../../components/Spinner';

/** Which engine serves each AI capability; 未配置 where none does (those calls answer 9001). */
export function EnginesPanel() {
  const { data } = useAdminEngines(true);
  if (!data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  return (
    <section className="rounded-xl bg-white ring-1 ring-slate-200">
      <table data-testid="admin-engine-table" className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-xs text-slate-500">
          <tr>
            <th className="py-2.5 pl-4 font-medium">能力</th>
            <th className="py-2.5 font-medium">状态</th>
            <th className="py-2.5 pr-4 font-medium">引擎</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.list.map((e) => (
            <tr key={e.capability} data-testid={`admin-engine-${e.capability}`}>
              <td className="py-3 pl-4 text-slate-800">
                {EngineCapabilityLabel[e.capability as TEngineCapability] ?? e.capability}
                <span className="ml-2 text-xs text-slate-400">{e.capability}</span>
              </td>
              <td className={`py-3 ${e.available ? 'text-emerald-600' : 'text-slate-400'}`}>
                {e.available ? '可用' : '未配置'}
              </td>
              <td className="py-3 pr-4 font-mono text-xs text-slate-600">{e.engine ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-slate-100 px-4 py-3 text-xs text-slate-400">
        引擎由服务端环境变量配置（LLM_BASE_URL、SD_WEBUI_URL、COMFYUI_URL 等），修改后需重启服务。
      </p>
    </section>
  );
}
