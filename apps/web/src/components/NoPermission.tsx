import { TeamPermissionLabel, type TTeamPermission } from '@juzuo/schemas';

/** Props of NoPermission: a missing team permission, or a title and detail of its own. */
export type NoPermissionProps =
  | { permission: TTeamPermission; title?: undefined; detail?: undefined }
  | { permission?: undefined; title: string; detail: string };

/** In-place notice for a page the user may not open (a missing team permission, tag or role). */
export function NoPermission({ permission, title, detail }: NoPermissionProps) {
  return (
    <section
      data-testid="no-permission"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
    >
      <div className="grid size-14 place-items-center rounded-2xl bg-amber-50 text-xl font-semibold text-amber-600 ring-1 ring-amber-200">
        !
      </div>
      <h1 className="mt-5 text-lg font-semibold text-slate-900">
        {permission ? `暂无「${TeamPermissionLabel[permission]}」权限` : title}
      </h1>
      <p className="mt-2 text-sm leading-6 text-slate-500">
        {permission ? '你所在团队的角色未开通此功能，请联系团队管理员开通后再试。' : detail}
      </p>
    </section>
  );
}
