import { FRAME } from './axis';

/** Horizontal grid lines across the plot, each labelled with its value on the left. */
export function YAxis({ scale, y, format = String }: { scale: number[]; y: (value: number) => number; format?: (value: number) => string }) {
  return (
    <>
      {scale.map((value) => (
        <g key={value}>
          <line x1={FRAME.left} x2={FRAME.width - FRAME.right} y1={y(value)} y2={y(value)} className="grid" />
          <text x={FRAME.left - 6} y={y(value) + 4} textAnchor="end" className="axis">
            {format(value)}
          </text>
        </g>
      ))}
    </>
  );
}
