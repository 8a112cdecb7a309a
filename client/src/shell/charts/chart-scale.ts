/** Y axis of a bar chart: whole-number ticks from 0 up to at least the largest value (never 0). */
export function countTicks(maxValue: number, targetTicks = 4): number[] {
  const max = Math.max(1, Math.ceil(maxValue));
  const rough = max / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? magnitude * 10,
  );
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return ticks;
}

/** Every how many days a label fits under the bars (about ten labels across). */
export const labelEvery = (days: number, maxLabels = 10) => Math.max(1, Math.ceil(days / maxLabels));
