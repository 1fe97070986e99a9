// A small stacked bar chart in SVG: one bar per bucket, hits over misses over errors.
export interface Bar {
  label: string;
  hits: number;
  misses: number;
  errors: number;
}

export function BarChart({ bars, title }: { bars: Bar[]; title: string }) {
  const width = 640;
  const height = 160;
  const max = Math.max(1, ...bars.map((b) => b.hits + b.misses + b.errors));
  const step = width / Math.max(1, bars.length);
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-label={title} className="chart">
      {bars.map((bar, i) => {
        const x = i * step + 1;
        const w = Math.max(1, step - 2);
        let y = height;
        return (
          <g key={i}>
            <title>{`${bar.label}: ${bar.hits} hits, ${bar.misses} misses, ${bar.errors} errors`}</title>
            {(['hits', 'misses', 'errors'] as const).map((kind) => {
              const h = (bar[kind] / max) * height;
              y -= h;
              return h > 0 ? <rect key={kind} x={x} y={y} width={w} height={h} className={`bar-${kind}`} /> : null;
            })}
          </g>
        );
      })}
      <text x={0} y={height + 15} className="axis">
        {bars[0]?.label}
      </text>
      <text x={width} y={height + 15} textAnchor="end" className="axis">
        {bars.at(-1)?.label}
      </text>
    </svg>
  );
}

/** Rates (0-1) in SVG, one dot per bucket that had requests (null: none, so no rate). */
export function RateLine({ rates, title }: { rates: Array<number | null>; title: string }) {
  const width = 640;
  const height = 100;
  const step = width / Math.max(1, rates.length - 1);
  const points = rates.flatMap((rate, i) => (rate === null ? [] : [[i * step, height - rate * height * 0.9 - 4] as const]));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title} className="chart">
      <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} className="rate-line" fill="none" />
      {points.map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r={3} className="rate-dot" />
      ))}
    </svg>
  );
}
