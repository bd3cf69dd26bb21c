import { Link } from 'react-router-dom';
import { PublicShell } from '../../components/PublicShell';
import { config } from '../../lib/config';
import { hasSession, useSession } from '../../lib/session';
import { useLoginPopup } from '../../stores/loginPopup';
import { HeroMock } from './HeroMock';

// What the home page promises is what works today; the rest is listed as coming (issue 10).
const AUDIENCES = [
  {
    title: '编剧团队',
    text: '短剧、网剧、电影剧本多人同写：场景、人物、△动作、对白、转场一键切换，场号自动编排。',
    mark: '剧',
    ready: true,
  },
  {
    title: '小说作者',
    text: '按卷与章组织长篇，断网也能写，每一版都能对比与恢复。',
    mark: '文',
    ready: true,
  },
  { title: '漫画与动画', text: '角色设定、分镜编排与配图，把文字稿变成画面。', mark: '画', ready: false },
  { title: '互动故事', text: '分支剧情、变量与道具的可视化编排与预览。', mark: '游', ready: false },
];

const AVAILABLE = [
  { title: '实时协同写作', text: '多人同时编辑同一集剧本或同一章小说，彼此的光标与在场成员即时可见。' },
  { title: '专业剧本格式', text: '回车与 Tab 按剧本习惯切换元素，Ctrl+Alt+数字一步设定，人物名自动补全。' },
  { title: '离线照常写', text: '断网时修改保存在本机，联网后自动合并，同步状态始终可见。' },
  { title: '历史版本', text: '自动与命名版本，逐行逐字对比，一键恢复到任意一版。' },
  { title: '团队与权限', text: '邀请码与邀请链接加入团队，按作品分配写作、构思、监制与评估权限。' },
  { title: '作品管理', text: '卷与集（章）目录、封面、成员、回收站，卡片与列表两种视图。' },
];

const COMING = [
  '构思与创意卡片',
  '监制批注',
  'AI 评估与小说转剧本',
  'AI 绘图、配音与视频',
  '互动游戏编辑器',
  '素材中心',
];

const STEPS = ['创建团队', '新建作品', '协同写作', '版本回溯'];

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
              是中文剧本与小说的协同写作台：团队实时同写，断网照常写作、联网自动合并，每一版都能找回。构思、监制与
              AI 创作工具正在建设中。
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
          <p className="mt-3 text-center text-slate-500">
            剧本与小说现在就能写；漫画、动画与互动故事正在建设中
          </p>
          <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {AUDIENCES.map((a) => (
              <article key={a.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200/70">
                <div className="flex items-start justify-between">
                  <span
                    className={`grid size-11 place-items-center rounded-xl text-lg font-semibold text-white ${a.ready ? 'bg-brand-600' : 'bg-slate-300'}`}
                  >
                    {a.mark}
                  </span>
                  <ReadyTag ready={a.ready} />
                </div>
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
          <p className="mt-3 text-slate-500">现在就能用：</p>
          <div className="mt-8 grid gap-x-10 gap-y-9 md:grid-cols-2 lg:grid-cols-3">
            {AVAILABLE.map((f) => (
              <div key={f.title} className="border-l-2 border-brand-200 pl-5">
                <h3 className="font-semibold text-slate-900">{f.title}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{f.text}</p>
              </div>
            ))}
          </div>
          <div
            className="mt-12 rounded-2xl border border-dashed border-slate-300 p-6"
            data-testid="home-coming"
          >
            <h3 className="flex items-center gap-2 font-semibold text-slate-900">
              即将推出 <ReadyTag ready={false} />
            </h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">
              这些功能还在建设中，工作台里会标明「即将推出」，上线后在这里更新：
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {COMING.map((c) => (
                <li key={c} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-600">
                  {c}
                </li>
              ))}
            </ul>
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

/** 可用 / 即将推出 beside an area of the product. */
function ReadyTag({ ready }: { ready: boolean }) {
  return ready ? (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs text-emerald-700 ring-1 ring-emerald-200">
      可用
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500 ring-1 ring-slate-200">
      即将推出
    </span>
  );
}
