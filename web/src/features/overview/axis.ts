// Axis helpers for the overview's SVG charts: round tick values and evenly spaced labels.

/** Up to `count` round tick values from 0 to at least `max` (1, 2, 5 times a power of ten). */
export function ticks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Math.round(i * step * 1e9) / 1e9);
}

/** Which of `n` buckets get an x label: about `labels` of them, evenly spaced, always the first. */
export function labelled(n: number, labels = 6): (i: number) => boolean {
  const every = Math.max(1, Math.ceil(n / labels));
  return (i) => i % every === 0;
}

/** Chart geometry shared by the charts: plot area inside margins for the axes. */
export const FRAME = { width: 640, height: 180, left: 64, right: 8, top: 8, bottom: 24 } as const;
export const plotWidth = FRAME.width - FRAME.left - FRAME.right;
export const plotHeight = FRAME.height - FRAME.top - FRAME.bottom;
