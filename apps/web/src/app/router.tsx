import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { routerBasename } from '../lib/config';
import { AI_DRAW_MODES, AI_WORK_GROUPS } from '../routes/aiWork/menu';
import { WORKBENCH_CHILDREN } from '../routes/workbench/nav';
import { WORK_CHILDREN } from '../routes/workDetail/children';
import type { RouteHandle } from './handle';
import { PageFallback, RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { TOOL_PAGES } from './tools';

type Lazy = RouteObject['lazy'];

// Each area is its own chunk; pages are imported only when a route of the area is visited.
const home: Lazy = async () => ({ Component: (await import('../routes/home/HomePage')).HomePage });
const about: Lazy = async () => ({ Component: (await import('../routes/about/AboutPage')).AboutPage });
const legal =
  (doc: 'agreement' | 'privacy', forceAlt: boolean): Lazy =>
  async () => {
    const { LegalPage } = await import('../routes/legal/LegalPage');
    return { element: <LegalPage doc={doc} forceAlt={forceAlt} /> };
  };
const sucai: Lazy = async () => ({ Component: (await import('../routes/sucai/SucaiPage')).SucaiPage });
const login: Lazy = async () => ({ Component: (await import('../routes/login/LoginPage')).LoginPage });
const registerWelcome: Lazy = async () => ({
  Component: (await import('../routes/login/RegisterWelcomePage')).RegisterWelcomePage,
});
const qrConfirm: Lazy = async () => ({
  Component: (await import('../routes/login/QrConfirmPage')).QrConfirmPage,
});
const memberSetting: Lazy = async () => ({
  Component: (await import('../routes/member/SettingPage')).SettingPage,
});
const memberMessages: Lazy = async () => ({
  Component: (await import('../routes/member/MessagesPage')).MessagesPage,
});
const memberTasks: Lazy = async () => ({
  Component: (await import('../routes/member/TasksPage')).TasksPage,
});
const inviteLink: Lazy = async () => ({
  Component: (await import('../routes/team/InviteLinkPage')).InviteLinkPage,
});
const noAuth: Lazy = async () => ({ Component: (await import('../routes/noAuth/NoAuthPage')).NoAuthPage });
const admin: Lazy = async () => ({ Component: (await import('../routes/admin/AdminPage')).AdminPage });
const testPage: Lazy = async () => ({ Component: (await import('../routes/test/TestPage')).TestPage });
const notFound: Lazy = async () => ({ Component: (await import('../routes/NotFoundPage')).NotFoundPage });
const workbenchLayout: Lazy = async () => ({
  Component: (await import('../routes/workbench/WorkbenchLayout')).WorkbenchLayout,
});
const workbenchIndex: Lazy = async () => ({
  Component: (await import('../routes/workbench/WorkbenchLayout')).WorkbenchIndex,
});
const workbenchChild: Lazy = async () => ({
  Component: (await import('../routes/workbench/WorkbenchChildPage')).WorkbenchChildPage,
});
const workDetailLayout: Lazy = async () => ({
  Component: (await import('../routes/workDetail/WorkDetailLayout')).WorkDetailLayout,
});
const workDetailIndex: Lazy = async () => ({
  Component: (await import('../routes/workDetail/WorkDetailLayout')).WorkDetailIndex,
});
const workChild: Lazy = async () => ({
  Component: (await import('../routes/workDetail/WorkChildPage')).WorkChildPage,
});
const workEvaluateRecord =
  (kind: 'record' | 'snapshot'): Lazy =>
  async () => {
    const { WorkEvaluateReport } = await import('../routes/workDetail/WorkChildPage');
    return { element: <WorkEvaluateReport kind={kind} /> };
  };
const fullScreen =
  (kind: 'storyboardDraw' | 'gameTemplateEdit'): Lazy =>
  async () => {
    const { FullScreenWorkPage } = await import('../routes/workDetail/FullScreenWorkPage');
    return { element: <FullScreenWorkPage kind={kind} /> };
  };
const gamePlay: Lazy = async () => ({
  Component: (await import('../features/game-play')).GamePlayPage,
});
const editor =
  (kind: 'edit' | 'history'): Lazy =>
  async () => {
    const { EditorPage } = await import('../routes/editor/EditorPage');
    return { element: <EditorPage kind={kind} /> };
  };
const evaluate =
  (kind: 'detail' | 'record' | 'snapshot'): Lazy =>
  async () => {
    const { EvaluatePage } = await import('../routes/evaluate/EvaluatePage');
    return { element: <EvaluatePage kind={kind} /> };
  };
const tool =
  (path: string): Lazy =>
  async () => {
    const { ToolPage } = await import('../routes/tools/ToolPage');
    return { element: <ToolPage path={path} /> };
  };
const aiWorkLayout: Lazy = async () => ({
  Component: (await import('../routes/aiWork/AiWorkLayout')).AiWorkLayout,
});
const aiWorkPage =
  (path: string): Lazy =>
  async () => {
    const { AiWorkPage } = await import('../routes/aiWork/AiWorkPage');
    return { element: <AiWorkPage path={path} /> };
  };

const h = (handle: RouteHandle) => handle;
const EVALUATE_PARAMS = ':eid/:work_id/:work_from/:work_name';

/** Every work child (path -> label) across project kinds; the page itself rejects a child the kind lacks. */
const workChildTitles = new Map(
  Object.values(WORK_CHILDREN).flatMap((list) => list.map((c) => [c.path, c.label] as const)),
);

/** The complete route table of spec 01 section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: PageFallback,
    errorElement: <RouteError />,
    children: [
      { index: true, handle: h({ title: '首页' }), lazy: home },
      { path: 'about', handle: h({ title: '关于我们' }), lazy: about },
      { path: 'userAgreement', handle: h({ title: '用户服务协议' }), lazy: legal('agreement', false) },
      { path: 'privacy', handle: h({ title: '隐私政策' }), lazy: legal('privacy', false) },
      { path: 'userAgreement_xmtj', handle: h({ title: '用户服务协议' }), lazy: legal('agreement', true) },
      { path: 'privacy_xmtj', handle: h({ title: '隐私政策' }), lazy: legal('privacy', true) },
      { path: 'sucai', handle: h({ title: '素材中心' }), lazy: sucai },
      { path: 'sucai/search', handle: h({ title: '素材搜索' }), lazy: sucai },
      { path: 'sucai/detail/:id', handle: h({ title: '素材详情' }), lazy: sucai },
      { path: 'login', handle: h({ title: '登录' }), lazy: login },
      { path: 'login/registerWelcome', handle: h({ title: '欢迎加入' }), lazy: registerWelcome },
      { path: 'login/qrConfirm', handle: h({ title: '扫码登录确认' }), lazy: qrConfirm },
      { path: 'member/setting', handle: h({ title: '个人设置' }), lazy: memberSetting },
      { path: 'member/messages', handle: h({ title: '消息中心' }), lazy: memberMessages },
      { path: 'member/tasks', handle: h({ title: '我的任务' }), lazy: memberTasks },
      { path: 'team/inviteLink', handle: h({ title: '团队邀请' }), lazy: inviteLink },
      { path: 'noAuth', handle: h({ title: '无访问权限' }), lazy: noAuth },
      { path: 'admin', handle: h({ title: '运营后台' }), lazy: admin },
      { path: 'test', handle: h({ title: '测试页' }), lazy: testPage },
      {
        path: 'workBench',
        handle: h({ title: '工作台' }),
        lazy: workbenchLayout,
        children: [
          { index: true, lazy: workbenchIndex },
          { path: 'ai', element: <Navigate to="/aiWork" replace /> },
          ...WORKBENCH_CHILDREN.filter((c) => !c.newTab).map<RouteObject>((c) => ({
            path: c.path,
            handle: h({ title: c.label, ability: c.ability, permission: c.permission }),
            lazy: workbenchChild,
          })),
        ],
      },
      {
        path: 'workDetail/:workId/:projectType',
        handle: h({ title: '作品详情' }),
        lazy: workDetailLayout,
        children: [
          { index: true, lazy: workDetailIndex },
          ...[...workChildTitles].map<RouteObject>(([path, title]) => ({
            path,
            handle: h({ title }),
            lazy: workChild,
          })),
          {
            path: `evaluate/record/${EVALUATE_PARAMS}`,
            handle: h({ title: '评估记录' }),
            lazy: workEvaluateRecord('record'),
          },
          {
            path: `evaluate/snapshot/${EVALUATE_PARAMS}`,
            handle: h({ title: '评估快照' }),
            lazy: workEvaluateRecord('snapshot'),
          },
          // Any other path inside a work: not found, inside the work shell.
          { path: '*', handle: h({ title: '页面不存在' }), lazy: workChild },
        ],
      },
      {
        path: 'workDetail/:workId/:projectType/storyBoard/:storyboardId/draw',
        handle: h({ title: '分镜绘制' }),
        lazy: fullScreen('storyboardDraw'),
      },
      {
        path: 'workDetail/:workId/:projectType/gameTemplate/:templateId/:editType',
        handle: h({ title: '编辑模板' }),
        lazy: fullScreen('gameTemplateEdit'),
      },
      {
        path: 'workDetail/:workId/:projectType/gameStoryLine/play/:boardId',
        handle: h({ title: '试玩' }),
        lazy: gamePlay,
      },
      { path: 'editor/edit/:id', handle: h({ title: '编辑文档' }), lazy: editor('edit') },
      { path: 'editor/history/:id', handle: h({ title: '历史版本' }), lazy: editor('history') },
      {
        path: `evaluate/detail/${EVALUATE_PARAMS}`,
        handle: h({ title: '评估详情' }),
        lazy: evaluate('detail'),
      },
      {
        path: `evaluate/record/${EVALUATE_PARAMS}`,
        handle: h({ title: '评估记录' }),
        lazy: evaluate('record'),
      },
      {
        path: `evaluate/snapshot/${EVALUATE_PARAMS}`,
        handle: h({ title: '评估快照' }),
        lazy: evaluate('snapshot'),
      },
      ...TOOL_PAGES.map<RouteObject>((t) => ({
        path: t.path,
        handle: h({ title: t.label }),
        lazy: tool(t.path),
      })),
      {
        path: 'aiWork',
        handle: h({ title: 'AI创作' }),
        lazy: aiWorkLayout,
        children: [
          { index: true, element: <Navigate to="aiDraw" replace /> },
          { path: 'aiDraw', element: <Navigate to="txt2img" replace /> },
          ...AI_DRAW_MODES.map<RouteObject>((m) => ({
            path: `aiDraw/${m.path}`,
            handle: h({ title: m.label }),
            lazy: aiWorkPage(`aiDraw/${m.path}`),
          })),
          ...AI_WORK_GROUPS.flatMap((g) => g.pages).map<RouteObject>((p) => ({
            path: p.path,
            handle: h({ title: p.label }),
            lazy: aiWorkPage(p.path),
          })),
        ],
      },
      { path: '*', handle: h({ title: '页面不存在', notFound: true }), lazy: notFound },
    ],
  },
];

/** The browser router under the configured base path. */
export function createAppRouter() {
  return createBrowserRouter(routes, { basename: routerBasename });
}
