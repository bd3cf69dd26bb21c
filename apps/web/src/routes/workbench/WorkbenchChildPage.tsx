import { useLocation } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';
import { EvaluateWorkbench } from '../../features/evaluate/EvaluateWorkbench';
import { MaterialsWorkbench } from '../../features/materials/MaterialsWorkbench';
import { NovelToScript } from '../../features/novel-script/NovelToScript';
import { TemplateLibrary } from '../../features/templates/TemplateLibrary';
import { TeamPage } from '../team/TeamPage';
import { WorksManagePage } from './WorksManagePage';

const SUMMARY: Record<string, { area: string; summary: string }> = {
  worksManage: {
    area: '作品管理',
    summary: '创建与管理团队的剧本、漫画、动画与互动游戏作品，支持列表/卡片视图、筛选、回收站与成员管理。',
  },
  sucai: {
    area: '素材中心',
    summary: '团队可用的写作素材：干货、大纲、桥段、台词、文案等，支持分类浏览与收藏。',
  },
  'sucai/search': { area: '素材搜索', summary: '按关键词与分类检索素材中心的内容。' },
  evaluate: { area: 'AI评估', summary: '上传或选择作品，由 AI 从结构、人物、节奏等维度给出评估报告。' },
  novelToScript: { area: '小说转剧本', summary: '将小说章节改编为剧本格式，保留人物与情节脉络。' },
  team: { area: '团队管理', summary: '成员与角色管理、权限分配、邀请链接与二维码、成员参与的作品。' },
  templateLibray: { area: '模板库', summary: '可复用的作品与互动剧情模板，一键套用。' },
};

/** A workbench child page; every child is built by a later issue, so each shows its empty state. */
export function WorkbenchChildPage() {
  const { pathname } = useLocation();
  const child = pathname.replace(/^\/workBench\/?/, '').replace(/\/$/, '');
  if (child === 'team') return <TeamPage />;
  if (child === 'worksManage') return <WorksManagePage />;
  if (child === 'sucai' || child === 'sucai/search') return <MaterialsWorkbench />;
  if (child === 'templateLibray') return <TemplateLibrary />;
  if (child === 'evaluate') return <EvaluateWorkbench />;
  if (child === 'novelToScript') return <NovelToScript />;
  const info = SUMMARY[child] ?? { area: '工作台', summary: '' };
  return <ComingSoon area={info.area} summary={info.summary} />;
}
