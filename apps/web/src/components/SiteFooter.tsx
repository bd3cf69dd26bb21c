import { Link } from 'react-router-dom';
import { config } from '../lib/config';

/** Footer of the public pages with the legal links. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-6 py-8 text-sm text-slate-500 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {config.productName} · 让每一个故事被好好写完
        </p>
        <nav aria-label="页脚" className="flex gap-5">
          <Link to="/about" className="hover:text-slate-800">
            关于我们
          </Link>
          <Link to="/userAgreement" className="hover:text-slate-800">
            用户服务协议
          </Link>
          <Link to="/privacy" className="hover:text-slate-800">
            隐私政策
          </Link>
        </nav>
      </div>
    </footer>
  );
}
