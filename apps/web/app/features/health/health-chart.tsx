import { useEffect, useRef, useState } from 'react';

export interface ChartSeries {
  name: string;
  color: string;
  points: ReadonlyArray<{ x: number; y: number; title: string }>;
}

export interface ChartBand {
  low: number;
  high: number;
}

export interface HealthChartProps {
  series: readonly ChartSeries[];
  bands: readonly ChartBand[];
  /** What the chart shows, for a screen reader (the table below it holds the data). */
  label: string;
  normalLabel: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
}

const HEIGHT = 240;
const M = { top: 12, right: 16, bottom: 28, left: 44 };

function niceTicks(min: number, max: number, count = 4): number[] {
  const span = max - min || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((s) => s * mag).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}

/**
 * A line chart of a tracker over time with its normal range shaded, drawn as SVG in the page's own
 * width (hand-rolled: a few hundred bytes instead of a chart library; loaded only by the health pages).
 * Each point has a <title> for a pointer's tooltip; the whole is one labelled image — the data itself is
 * in the table that follows it.
 */
export default function HealthChart({ series, bands, label, normalLabel, formatX, formatY }: HealthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const points = series.flatMap((s) => s.points);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  let xMin = Math.min(...xs);
  let xMax = Math.max(...xs);
  if (xMin === xMax) {
    xMin -= 86_400_000;
    xMax += 86_400_000;
  }
  const bandEdges = bands.flatMap((b) => [b.low > 0 ? b.low : Math.min(...ys), b.high]);
  let yMin = Math.min(...ys, ...bandEdges);
  let yMax = Math.max(...ys, ...bandEdges);
  const pad = (yMax - yMin || Math.abs(yMax) || 1) * 0.1;
  yMin -= pad;
  yMax += pad;
  const ticks = niceTicks(yMin, yMax);

  const innerW = Math.max(0, width - M.left - M.right);
  const innerH = HEIGHT - M.top - M.bottom;
  const sx = (x: number) => M.left + ((x - xMin) / (xMax - xMin)) * innerW;
  const sy = (y: number) => M.top + (1 - (y - yMin) / (yMax - yMin)) * innerH;
  const clampY = (y: number) => Math.min(M.top + innerH, Math.max(M.top, sy(y)));
  const xTickCount = width < 480 ? 3 : 5;
  // Entries of one day would repeat its date under every tick: each label once, where it first falls.
  const xTicks = Array.from({ length: xTickCount }, (_, i) => xMin + ((xMax - xMin) * i) / (xTickCount - 1))
    .map((x) => ({ x, text: formatX(x) }))
    .filter((tick, i, all) => all.findIndex((other) => other.text === tick.text) === i);

  return (
    <figure className="space-y-2" data-testid="health-chart">
      <div ref={box} className="w-full">
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-label={label} className="block overflow-visible">
            {bands.map((b, i) => (
              <rect key={i} x={M.left} width={innerW} y={clampY(b.high)} height={Math.max(0, clampY(b.low) - clampY(b.high))} fill="#16a34a" fillOpacity={0.13} data-testid="health-band" />
            ))}
            {ticks.map((v) => (
              <g key={v}>
                <line x1={M.left} x2={M.left + innerW} y1={sy(v)} y2={sy(v)} stroke="#e5e7eb" />
                <text x={M.left - 6} y={sy(v)} dy="0.32em" textAnchor="end" fontSize={11} fill="#6b7280">
                  {formatY(v)}
                </text>
              </g>
            ))}
            {xTicks.map((tick, i) => (
              <text key={i} x={xTicks.length === 1 ? M.left + innerW / 2 : sx(tick.x)} y={HEIGHT - 8} textAnchor={xTicks.length === 1 ? 'middle' : i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'} fontSize={11} fill="#6b7280">
                {tick.text}
              </text>
            ))}
            {series.map((s) => (
              <g key={s.name}>
                {s.points.length > 1 && <polyline points={s.points.map((p) => `${sx(p.x)},${sy(p.y)}`).join(' ')} fill="none" stroke={s.color} strokeWidth={2} strokeLinejoin="round" />}
                {s.points.map((p, i) => (
                  <circle key={i} cx={sx(p.x)} cy={sy(p.y)} r={4} fill="#fff" stroke={s.color} strokeWidth={2} data-testid="health-point">
                    <title>{p.title}</title>
                  </circle>
                ))}
              </g>
            ))}
          </svg>
        )}
      </div>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1.5">
            <svg width="14" height="4" aria-hidden="true">
              <rect width="14" height="4" rx="2" fill={s.color} />
            </svg>
            {s.name}
          </span>
        ))}
        {bands.length > 0 && (
          <span className="inline-flex items-center gap-1.5">
            <svg width="14" height="10" aria-hidden="true">
              <rect width="14" height="10" rx="2" fill="#16a34a" fillOpacity={0.25} />
            </svg>
            {normalLabel}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
