import { useMyInfo } from '@juzuo/api-client/react';
import { formatDate, formatRelativeTime } from '@juzuo/schemas';
import { Spinner } from '../../components/Spinner';
import { AvatarUploader } from './AvatarUploader';
import { MemberPage } from './MemberPage';
import { ProfileForm } from './ProfileForm';
import { SecurityList } from './SecurityList';

/** /member/setting: personal settings. */
export function SettingPage() {
  const { data: user } = useMyInfo();
  return (
    <MemberPage>
      <h1 className="mt-3 text-2xl font-semibold text-slate-900">个人设置</h1>
      {user?.created_at && (
        <p className="mt-1 text-sm text-slate-500">
          账号创建于 {formatDate(user.created_at)}（{formatRelativeTime(user.created_at, Date.now())}）
        </p>
      )}
      {!user ? (
        <div className="grid h-64 place-items-center">
          <Spinner />
        </div>
      ) : (
        <>
          <section
            aria-labelledby="profile-title"
            className="mt-8 rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="profile-title" className="mb-6 text-base font-semibold text-slate-900">
              基本资料
            </h2>
            <AvatarUploader src={user.avatar} name={user.name} />
            <div className="mt-8">
              <ProfileForm user={user} />
            </div>
          </section>
          <section
            aria-labelledby="security-title"
            className="mt-6 rounded-2xl bg-white p-7 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="security-title" className="mb-2 text-base font-semibold text-slate-900">
              账号与安全
            </h2>
            <SecurityList user={user} />
          </section>
        </>
      )}
    </MemberPage>
  );
}
