// Lines in SVG with axes: one per series, broken where a bucket has no value (no traffic means no
// rate and no latency, not zero). Each point has a tooltip.
import { FRAME, labelled, plotHeight, plotWidth, ticks } from './axis';
import { YAxis } from './y-axis';

export interface Series {
  name: string;
  className: string;
  values: Array<number | null>;
}

export function LineChart({ labels, series, title, format, max }: { labels: string[]; series: Series[]; title: string; format: (value: number) => string; max?: number }) {
  const scale = ticks(max ?? Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))));
  const top = scale[scale.length - 1] || 1;
  const step = plotWidth / Math.max(1, labels.length);
  const x = (i: number) => FRAME.left + (i + 0.5) * step;
  const y = (value: number) => FRAME.top + plotHeight - (value / top) * plotHeight;
  const showLabel = labelled(labels.length);
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={title} className="chart">
      <YAxis scale={scale} y={y} format={format} />
      {labels.map((label, i) =>
        showLabel(i) ? (
          <text key={i} x={x(i)} y={FRAME.height - 6} textAnchor="middle" className="axis">
            {label}
          </text>
        ) : null,
      )}
      {series.map((s) => (
        <g key={s.name} className={s.className}>
          {segments(s.values).map((run, r) => (
            <polyline key={r} points={run.map((i) => `${x(i)},${y(s.values[i]!)}`).join(' ')} fill="none" className="line" />
          ))}
          {s.values.map((value, i) =>
            value === null ? null : (
              <circle key={i} cx={x(i)} cy={y(value)} r={3} className="dot" data-testid="point">
                <title>{`${labels[i]}: ${s.name} ${format(value)}`}</title>
              </circle>
            ),
          )}
        </g>
      ))}
    </svg>
  );
}

/** Runs of consecutive indexes with a value. */
function segments(values: Array<number | null>): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  values.forEach((value, i) => {
    if (value === null) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(i);
  });
  if (run.length) runs.push(run);
  return runs;
}
