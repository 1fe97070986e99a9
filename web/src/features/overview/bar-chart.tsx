// A stacked bar chart in SVG with axes: one bar per bucket, hits over misses over errors. Each bar
// has a tooltip (its <title>) with the bucket's figures.
import { FRAME, labelled, plotHeight, plotWidth, ticks } from './axis';
import { YAxis } from './y-axis';

export interface Bar {
  label: string;
  hits: number;
  misses: number;
  errors: number;
}

export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const scale = ticks(Math.max(1, ...bars.map((b) => b.hits + b.misses + b.errors)));
  const top = scale[scale.length - 1];
  const step = plotWidth / Math.max(1, bars.length);
  const y = (value: number) => FRAME.top + plotHeight - (value / top) * plotHeight;
  const showLabel = labelled(bars.length);
  return (
    <svg viewBox={`0 0 ${FRAME.width} ${FRAME.height}`} role="img" aria-label={title} className="chart">
      <YAxis scale={scale} y={y} />
      {bars.map((bar, i) => {
        const x = FRAME.left + i * step + 1;
        const w = Math.max(1, step - 2);
        let base = 0;
        const total = bar.hits + bar.misses + bar.errors;
        return (
          <g key={i} className="bar" data-testid="bar">
            <title>{`${bar.label}: ${total} requests: ${bar.hits} hits, ${bar.misses} misses, ${bar.errors} errors`}</title>
            {/* A full-height target, so the tooltip shows over an empty bucket too. */}
            <rect x={x} y={FRAME.top} width={w} height={plotHeight} className="bar-target" />
            {(['hits', 'misses', 'errors'] as const).map((kind) => {
              const from = base;
              base += bar[kind];
              return bar[kind] > 0 ? <rect key={kind} x={x} y={y(base)} width={w} height={y(from) - y(base)} className={`bar-${kind}`} /> : null;
            })}
            {showLabel(i) ? (
              <text x={x} y={FRAME.height - 6} className="axis">
                {bar.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
