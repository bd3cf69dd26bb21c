import { config } from '../../lib/config';

/** Who the legal pages speak for. */
export interface LegalBrand {
  product: string;
  operator: string;
  email: string;
  updated: string;
}

/** The main brand (product name from runtime config). */
export const mainBrand = (): LegalBrand => ({
  product: config.productName,
  operator: `${config.productName}运营团队`,
  email: 'legal@juzuo.example',
  updated: '2026年11月1日',
});

/** The alternate brand shown on altBrandHosts (the _xmtj pages). */
export const altBrand = (): LegalBrand => ({
  product: '小满推剧',
  operator: '小满推剧运营团队（与剧作台共同提供服务）',
  email: 'legal@xmtj.example',
  updated: '2026年11月1日',
});
