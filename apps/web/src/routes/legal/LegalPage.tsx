import { PublicShell } from '../../components/PublicShell';
import { isAltBrandHost } from '../../lib/config';
import { AgreementText } from './AgreementText';
import { altBrand, mainBrand } from './brands';
import { PrivacyText } from './PrivacyText';

/** Props of LegalPage. */
export interface LegalPageProps {
  doc: 'agreement' | 'privacy';
  /** The _xmtj route: always the alternate brand. */
  forceAlt: boolean;
}

/**
 * A legal page. The plain route shows the alternate-brand text when the site is reached through one
 * of the configured altBrandHosts, so links inside the product never need to know the host.
 */
export function LegalPage({ doc, forceAlt }: LegalPageProps) {
  const alt = forceAlt || isAltBrandHost(window.location.hostname);
  const brand = alt ? altBrand() : mainBrand();
  const title = doc === 'agreement' ? '用户服务协议' : '隐私政策';
  return (
    <PublicShell>
      <article
        data-testid={`legal-${doc}`}
        data-brand={alt ? 'xmtj' : 'main'}
        className="prose-legal mx-auto max-w-3xl px-6 py-14"
      >
        <p className="text-sm font-medium text-brand-600">{brand.product}</p>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-3 text-sm text-slate-400">
          更新日期：{brand.updated} · 生效日期：{brand.updated}
        </p>
        <div className="mt-8">
          {doc === 'agreement' ? <AgreementText brand={brand} /> : <PrivacyText brand={brand} />}
        </div>
      </article>
    </PublicShell>
  );
}
