import { fold } from './fold';
import { gramsOf } from './grams';

/** The search copies of a material's texts, stored beside them (see db/schema/materials.ts). */
export function searchColumns(m: { title: string; content: string; tags: readonly string[] }) {
  const titleNorm = fold(m.title);
  const contentNorm = fold(m.content);
  const tagsNorm = m.tags.map(fold).join('\n');
  return { titleNorm, contentNorm, tagsNorm, grams: gramsOf(titleNorm, tagsNorm, contentNorm) };
}

/** Popularity: views, saves (5 each) and uses in documents (3 each). */
export const hotScoreOf = (views: number, saves: number, uses: number): number =>
  views + 5 * saves + 3 * uses;

/** COMP without a keyword: freshness in days plus popularity on a log scale (e^1 more = 7 days newer). */
export const compScoreOf = (createdAt: Date, hot: number): number =>
  createdAt.getTime() / 86_400_000 + 7 * Math.log1p(hot);
