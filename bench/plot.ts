/**
 * Line and bar charts as PNG without a browser: the chart is drawn as SVG (axes, ticks, labels, a
 * legend, any number of series) and rasterised by sharp (librsvg, with the system's fonts).
 */
import sharp from 'sharp';

export interface Series {
  name: string;
  /** [x, y] in data units, in drawing order. */
  points: [number, number][];
  /** Its colour, when charts of the same series side by side must agree on it; else the next of the palette. */
  colour?: string;
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: Series[];
  /** Drawn from 0 unless the data goes below it: a flat line should look flat, not zoomed into noise. */
  yFromZero?: boolean;
  width?: number;
  height?: number;
}

// Colour-blind-safe (Okabe–Ito), in the order series are given.
export const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
const MARGIN = { top: 40, right: 20, bottom: 50, left: 70 };
const TICKS = 6;
const LEGEND_ROW = 18;

/** Writes `chart` as a PNG file at `file`. */
export function writeLineChartPng(chart: LineChart, file: string): Promise<void> {
  return writePng(lineChartSvg(chart), file);
}

export function lineChartSvg(chart: LineChart): string {
  const width = chart.width ?? 800;
  const height = chart.height ?? 400;
  const points = chart.series.flatMap((series) => series.points);
  const xs = axisRange(points.map(([x]) => x), false);
  const ys = axisRange(points.map(([, y]) => y), chart.yFromZero ?? true);
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const toX = (x: number) => plot.left + ((x - xs.min) / (xs.max - xs.min)) * (plot.right - plot.left);
  const toY = (y: number) => plot.bottom - ((y - ys.min) / (ys.max - ys.min)) * (plot.bottom - plot.top);
  return [
    svgStart(width, height, chart.title),
    ...xs.ticks.map((x) => xTick(toX(x), plot, x)),
    ...ys.ticks.map((y) => yTick(toY(y), plot, y)),
    frame(plot),
    text((plot.left + plot.right) / 2, height - 10, chart.xLabel, { anchor: 'middle' }),
    yAxisLabel(plot, chart.yLabel),
    ...chart.series.map((series, i) => polyline(series.points.map(([x, y]) => [toX(x), toY(y)]), colourOf(series, i))),
    legendBackground(plot.left + 4, plot.top + 2, chart.series),
    ...chart.series.map((series, i) => legendEntry(plot.left + 10, plot.top + 14 + i * LEGEND_ROW, series.name, colourOf(series, i))),
    '</svg>',
  ].join('\n');
}

/** Bars side by side for each category, one per series, the value written above each bar. */
export interface BarChart {
  title: string;
  yLabel: string;
  categories: string[];
  series: { name: string; values: number[] }[];
  width?: number;
  height?: number;
}

export function writeBarChartPng(chart: BarChart, file: string): Promise<void> {
  return writePng(barChartSvg(chart), file);
}

export function barChartSvg(chart: BarChart): string {
  const width = chart.width ?? 900;
  const height = chart.height ?? 420;
  const ys = axisRange(chart.series.flatMap((series) => series.values), true);
  const plot = { left: MARGIN.left, top: MARGIN.top + chart.series.length * LEGEND_ROW, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const toY = (y: number) => plot.bottom - ((y - ys.min) / (ys.max - ys.min)) * (plot.bottom - plot.top);
  const group = (plot.right - plot.left) / chart.categories.length;
  const bar = (group * 0.7) / chart.series.length;
  const bars = chart.series.flatMap((series, s) =>
    series.values.map((value, c) => {
      const x = plot.left + c * group + group * 0.15 + s * bar;
      const top = toY(value);
      return `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${bar.toFixed(1)}" height="${(plot.bottom - top).toFixed(1)}" fill="${COLOURS[s % COLOURS.length]}"/>` +
        text(x + bar / 2, top - 4, label(Math.round(value)), { anchor: 'middle', size: 10 });
    }),
  );
  return [
    svgStart(width, height, chart.title),
    ...ys.ticks.map((y) => yTick(toY(y), plot, y)),
    ...bars,
    frame(plot),
    ...chart.categories.map((category, c) => text(plot.left + (c + 0.5) * group, plot.bottom + 18, category, { anchor: 'middle' })),
    yAxisLabel(plot, chart.yLabel),
    ...chart.series.map((series, i) => legendEntry(plot.left, MARGIN.top + 4 + i * LEGEND_ROW, series.name, COLOURS[i % COLOURS.length])),
    '</svg>',
  ].join('\n');
}

async function writePng(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).png().toFile(file);
}

/** The document, its white page and the chart's title: how every chart begins. */
function svgStart(width: number, height: number, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="DejaVu Sans, sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    text(width / 2, 24, title, { anchor: 'middle', size: 15 }),
  ].join('\n');
}

const frame = (plot: Box) =>
  `<rect x="${plot.left}" y="${plot.top}" width="${plot.right - plot.left}" height="${plot.bottom - plot.top}" fill="none" stroke="#333"/>`;

const yAxisLabel = (plot: Box, label: string) => {
  const middle = (plot.top + plot.bottom) / 2;
  return `<text x="16" y="${middle}" text-anchor="middle" transform="rotate(-90 16 ${middle})">${escapeXml(label)}</text>`;
};

const colourOf = (series: Series, i: number) => series.colour ?? COLOURS[i % COLOURS.length];

interface Axis {
  min: number;
  max: number;
  ticks: number[];
}

/** Round ticks (1, 2 or 5 times a power of ten apart) covering `values`. */
function axisRange(values: number[], fromZero: boolean): Axis {
  let low = Math.min(...values, ...(fromZero ? [0] : []));
  let high = Math.max(...values);
  if (!Number.isFinite(low)) [low, high] = [0, 1];
  if (high === low) high = low + 1;
  const step = niceStep((high - low) / (TICKS - 1));
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.30000000000000004 prints as 0.3.
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return { min, max, ticks };
}

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

type Box = { left: number; top: number; right: number; bottom: number };

function xTick(x: number, plot: Box, value: number): string {
  return `<line x1="${x}" y1="${plot.top}" x2="${x}" y2="${plot.bottom}" stroke="#ddd"/>` + text(x, plot.bottom + 18, label(value), { anchor: 'middle' });
}

function yTick(y: number, plot: Box, value: number): string {
  return `<line x1="${plot.left}" y1="${y}" x2="${plot.right}" y2="${y}" stroke="#ddd"/>` + text(plot.left - 6, y + 4, label(value), { anchor: 'end' });
}

/** The line, and a dot at each point: a series of one point has no line to show. */
function polyline(points: number[][], colour: string): string {
  const path = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const dots = points.map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="2.5" fill="${colour}"/>`);
  return [`<polyline points="${path}" fill="none" stroke="${colour}" stroke-width="2"/>`, ...dots].join('');
}

/** A light box under the legend, so that a line passing behind it does not cross its text. */
function legendBackground(x: number, y: number, series: Series[]): string {
  const width = 40 + 7.5 * Math.max(0, ...series.map((entry) => entry.name.length));
  return `<rect x="${x}" y="${y}" width="${width}" height="${series.length * LEGEND_ROW + 4}" fill="white" fill-opacity="0.85"/>`;
}

function legendEntry(x: number, y: number, name: string, colour: string): string {
  return `<line x1="${x}" y1="${y - 4}" x2="${x + 20}" y2="${y - 4}" stroke="${colour}" stroke-width="3"/>` + text(x + 26, y, name, { anchor: 'start' });
}

function text(x: number, y: number, content: string, options: { anchor: 'start' | 'middle' | 'end'; size?: number }): string {
  return `<text x="${x}" y="${y}" text-anchor="${options.anchor}"${options.size ? ` font-size="${options.size}"` : ''}>${escapeXml(content)}</text>`;
}

// 200k and 1M read at a glance where 2.0e+5 and 1.0e+6 do not (and 1.0e+6 overran the right edge);
// a bar's value up to six digits (14885 req/s) is written whole, where 1.5e+4 hid its digits.
const label = (value: number) => {
  const size = Math.abs(value);
  if (size >= 1_000_000 && value % 100_000 === 0) return `${value / 1_000_000}M`;
  if (size >= 10_000 && value % 1_000 === 0) return `${value / 1_000}k`;
  return size >= 1_000_000 ? value.toExponential(1) : String(value);
};
const escapeXml = (raw: string) => raw.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
