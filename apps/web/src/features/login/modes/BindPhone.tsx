import { useSWRConfig } from 'swr';
import { toast } from '../../../stores/toast';
import { useLoginFlow } from '../context';
import { NewPhoneStep } from './NewPhoneStep';

/** After a sign-in without a bound phone: bind one (closing instead signs out, spec 01 section 4). */
export function BindPhone() {
  const flow = useLoginFlow();
  const { mutate } = useSWRConfig();
  return (
    <div>
      <p className="mb-4 text-sm leading-6 text-slate-500">为了账号安全和找回密码，请先绑定手机号。</p>
      <NewPhoneStep
        submitLabel="绑定"
        onDone={async () => {
          toast.success('手机号绑定成功');
          await mutate(() => true);
          flow.afterPhoneBound();
        }}
      />
    </div>
  );
}
