/**
 * The p-th percentile (0–1) of values sorted ascending, interpolated between the two nearest
 * ranks, as PostgreSQL's percentile_cont: the median of [1, 2, 3, 4] is 2.5. Null without values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = (sorted.length - 1) * p;
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/**
 * The Net Promoter Score of 0–10 answers: the share of promoters (9–10) minus that of detractors
 * (0–6), in points from -100 to 100, rounded to one decimal. Null without answers.
 */
export function netPromoterScore(promoters: number, detractors: number, answers: number): number | null {
  if (answers === 0) return null;
  return Math.round(((promoters - detractors) / answers) * 1000) / 10;
}
