import { Link } from 'react-router-dom';
import { PublicShell } from '../../components/PublicShell';
import { config } from '../../lib/config';
import { hasSession, useSession } from '../../lib/session';
import { useLoginPopup } from '../../stores/loginPopup';
import { HeroMock } from './HeroMock';

const AUDIENCES = [
  {
    title: '编剧团队',
    text: '短剧、网剧、电影剧本多人同写，场景、人物、对白格式规范，监制实时批注。',
    mark: '剧',
  },
  {
    title: '小说作者',
    text: '按卷与章节组织长篇，离线也能写；AI 评估与小说转剧本，让好故事走得更远。',
    mark: '文',
  },
  { title: '漫画与动画', text: '角色设定、分镜编排、AI 配图与素材库，把文字稿一步步变成画面。', mark: '画' },
  { title: '互动故事', text: '分支剧情、变量与道具可视化编排，随时预览，一处修改全员可见。', mark: '游' },
];

const FEATURES = [
  { title: '实时协同写作', text: '多人同时编辑同一份剧本，光标与修改即时可见，断网后恢复自动合并。' },
  { title: '构思到成稿', text: '题材、梗概、大纲与创意卡片集中管理，版本历史随时对比与恢复。' },
  { title: 'AI 评估', text: '从结构、人物、节奏多个维度给出评估报告，辅助选题与打磨。' },
  { title: 'AI 绘图与分镜', text: '文生图、图生图、局部重绘与工作流绘图，为剧本快速配出画面。' },
  { title: '配音与字幕', text: '文字配音、背景音乐、字幕识别与翻译，一站完成视听素材。' },
  { title: '团队与权限', text: '按角色分配作品、素材、评估等权限，创作者、制片与监制各司其职。' },
];

const STEPS = ['构思立项', '协同写作', '监制审阅', '可视化与发布'];

/** The product landing page. */
export function HomePage() {
  const session = useSession();
  const openLogin = useLoginPopup((s) => s.openLogin);
  const signedIn = hasSession(session);
  const primary = signedIn ? (
    <Link
      to="/workBench"
      data-testid="hero-enter-workbench"
      className="inline-flex h-12 items-center rounded-xl bg-brand-600 px-7 text-base font-medium text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
    >
      进入工作台
    </Link>
  ) : (
    <button
      type="button"
      data-testid="hero-login"
      onClick={() => openLogin({ toPath: '/workBench' })}
      className="inline-flex h-12 items-center rounded-xl bg-brand-600 px-7 text-base font-medium text-white shadow-lg shadow-brand-600/20 hover:bg-brand-700"
    >
      免费开始创作
    </button>
  );

  return (
    <PublicShell>
      <section className="relative overflow-hidden">
        <div className="mx-auto grid max-w-6xl items-center gap-14 px-6 pt-16 pb-20 lg:grid-cols-[1.05fr_1fr] lg:pt-24">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
              为中文创作者打造的协同工作台
            </p>
            <h1 className="text-4xl leading-tight font-bold tracking-tight text-slate-900 md:text-5xl md:leading-[1.15]">
              从一个念头，
              <br />
              到一部完整的作品
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
              {config.productName}
              把剧本、小说、漫画与互动故事的创作放在同一张台面上：团队实时协同写作，制片随时审阅，AI
              帮你评估、配图、配音。
            </p>
            <div className="mt-9 flex flex-wrap items-center gap-4">
              {primary}
              <a
                href="#features"
                className="inline-flex h-12 items-center px-3 text-base font-medium text-slate-700 hover:text-brand-700"
              >
                了解功能 →
              </a>
            </div>
            <p className="mt-6 text-sm text-slate-400">手机号验证即可使用，支持扫码登录</p>
          </div>
          <HeroMock />
        </div>
      </section>

      <section className="border-y border-slate-100 bg-slate-50/70 py-20" aria-labelledby="audience-title">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="audience-title" className="text-center text-3xl font-semibold text-slate-900">
            为每一种讲故事的方式
          </h2>
          <p className="mt-3 text-center text-slate-500">不同的创作形态，共用一套团队、作品与素材体系</p>
          <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCES.map((a) => (
              <article key={a.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-lg font-semibold text-white">
                  {a.mark}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{a.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{a.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="features" className="py-20" aria-labelledby="features-title">
        <div className="mx-auto max-w-6xl px-6">
          <h2 id="features-title" className="text-3xl font-semibold text-slate-900">
            一张台面，完成整条创作链路
          </h2>
          <div className="mt-10 grid gap-x-10 gap-y-9 md:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((f) => (
              <div key={f.title} className="border-l-2 border-brand-200 pl-5">
                <h3 className="font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{f.text}</p>
              </div>
            ))}
          </div>
          <ol
            className="mt-16 grid gap-3 rounded-2xl bg-slate-900 p-6 text-white md:grid-cols-4"
            aria-label="创作流程"
          >
            {STEPS.map((s, i) => (
              <li key={s} className="flex items-center gap-3 rounded-xl bg-white/5 px-4 py-3">
                <span className="grid size-7 place-items-center rounded-full bg-brand-500 text-sm font-semibold">
                  {i + 1}
                </span>
                <span className="text-sm font-medium">{s}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="bg-gradient-to-br from-brand-700 to-brand-900 py-16 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-semibold">把团队带进来，今天就开始写</h2>
            <p className="mt-2 text-brand-100">创建团队、邀请成员、分配权限，几分钟即可就绪。</p>
          </div>
          {signedIn ? (
            <Link
              to="/workBench"
              className="inline-flex h-11 items-center rounded-xl bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
            >
              进入工作台
            </Link>
          ) : (
            <button
              type="button"
              onClick={() => openLogin({ toPath: '/workBench' })}
              className="inline-flex h-11 items-center rounded-xl bg-white px-6 font-medium text-brand-700 hover:bg-brand-50"
            >
              登录 / 注册
            </button>
          )}
        </div>
      </section>
    </PublicShell>
  );
}
