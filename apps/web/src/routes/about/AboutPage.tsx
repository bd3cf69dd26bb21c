import { PublicShell } from '../../components/PublicShell';
import { config } from '../../lib/config';

const VALUES = [
  {
    title: '以作品为中心',
    text: '作品、目录与文档围绕同一部作品组织，团队不再在聊天记录和网盘之间找稿子。',
  },
  { title: '协同而不打扰', text: '实时协同、离线续写与版本历史并存，每个人都能安心地改，也能放心地回退。' },
  { title: 'AI 是助手', text: '计划中的 AI 评估、配图与配音只做耗时的环节，故事的判断始终在创作者手里。' },
];

/** About page. */
export function AboutPage() {
  return (
    <PublicShell>
      <section className="mx-auto max-w-4xl px-6 py-16">
        <p className="text-sm font-medium text-brand-600">关于我们</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{config.productName}，为讲故事的团队而做</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">
          {config.productName}
          是一款面向编剧、小说作者、漫画与动画创作者、互动游戏策划的中文创作工作台。我们希望把从构思、写作、审阅到可视化呈现的整条链路放进同一个地方，让团队把时间花在故事本身。
        </p>
        <div className="mt-8 grid gap-4 text-sm leading-6 text-slate-600 md:grid-cols-2">
          <div className="rounded-2xl border border-emerald-200 bg-emerald-50/40 p-5">
            <h2 className="font-semibold text-slate-900">现在可以用</h2>
            <p className="mt-2">
              团队与权限、作品管理，剧本与小说的多人实时协同写作（专业剧本格式、离线写作、历史版本）。
            </p>
          </div>
          <div className="rounded-2xl border border-dashed border-slate-300 p-5">
            <h2 className="font-semibold text-slate-900">正在建设</h2>
            <p className="mt-2">
              构思与创意卡片、监制批注、AI 评估与小说转剧本、AI
              绘图与配音、漫画与动画、互动游戏编辑器、素材中心。
            </p>
          </div>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {VALUES.map((v) => (
            <div key={v.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200/70">
              <h2 className="font-semibold text-slate-900">{v.title}</h2>
              <p className="mt-2 text-sm leading-6 text-slate-600">{v.text}</p>
            </div>
          ))}
        </div>
        <div className="mt-12 rounded-2xl border border-slate-200 p-6 text-sm leading-7 text-slate-600">
          <h2 className="mb-2 text-base font-semibold text-slate-900">联系我们</h2>
          <p>正式的商务合作与意见反馈渠道将在产品上线时公布。</p>
        </div>
      </section>
    </PublicShell>
  );
}
