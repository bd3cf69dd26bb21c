import { TeamPermissionLabel, type TTeamPermission } from '@juzuo/schemas';

/** In-place notice for a workbench child whose team permission is missing. */
export function NoPermission({ permission }: { permission: TTeamPermission }) {
  return (
    <section
      data-testid="no-permission"
      className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center"
    >
      <div className="grid size-14 place-items-center rounded-2xl bg-amber-50 text-xl font-semibold text-amber-600 ring-1 ring-amber-200">
        !
      </div>
      <h1 className="mt-5 text-lg font-semibold text-slate-900">
        暂无「{TeamPermissionLabel[permission]}」权限
      </h1>
      <p className="mt-2 text-sm leading-6 text-slate-500">
        你所在团队的角色未开通此功能，请联系团队管理员开通后再试。
      </p>
    </section>
  );
}
