import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { PlatformLimits } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { config } from '../../lib/config';

/** Props of AgreementDialog. */
export interface AgreementDialogProps {
  open: boolean;
  onAgree: () => void;
  onDisagree: () => void;
}

/** "服务协议及隐私保护": asked before any sign-in when the checkbox is not ticked (600 px). */
export function AgreementDialog({ open, onAgree, onDisagree }: AgreementDialogProps) {
  return (
    <Dialog open={open} onClose={onDisagree} className="relative z-[70]">
      <div className="fixed inset-0 bg-slate-900/30" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-4">
        <DialogPanel
          data-testid="agreement-dialog"
          style={{ width: PlatformLimits.agreementDialogWidth, maxWidth: '100%' }}
          className="rounded-2xl bg-white p-7 shadow-2xl"
        >
          <DialogTitle className="text-center text-lg font-semibold text-slate-900">
            服务协议及隐私保护
          </DialogTitle>
          <div className="mt-4 space-y-3 text-sm leading-7 text-slate-600">
            <p>
              欢迎使用{config.productName}！为了更好地保障你的合法权益，请在登录前仔细阅读并充分理解
              <Link to="/userAgreement" target="_blank" className="mx-0.5 text-brand-600 hover:underline">
                《用户服务协议》
              </Link>
              和
              <Link to="/privacy" target="_blank" className="mx-0.5 text-brand-600 hover:underline">
                《隐私政策》
              </Link>
              。
            </p>
            <p>
              我们会按照上述协议收集、使用和保护你的手机号、创作内容等信息，仅用于提供和改进服务，不会向无关第三方出售你的个人信息。
            </p>
            <p>点击「同意」即表示你已阅读并同意上述全部条款。</p>
          </div>
          <div className="mt-7 flex justify-center gap-3">
            <Button
              variant="secondary"
              className="w-36"
              onClick={onDisagree}
              data-testid="agreement-disagree"
            >
              不同意
            </Button>
            <Button className="w-36" onClick={onAgree} data-testid="agreement-agree">
              同意
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
