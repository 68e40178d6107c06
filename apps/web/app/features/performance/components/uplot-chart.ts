import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const axis = { stroke: "#a89a8c", grid: { stroke: "#2a231e" }, ticks: { stroke: "#3d332c" } };

/**
 * Draws requests and errors per step into `el` (uPlot, loaded only by this chunk); returns resize
 * and destroy. uPlot's own legend is off: the page's legend (requests-chart.tsx) shows the values,
 * told of the hovered point through `onCursor` (null when the pointer leaves the chart).
 */
export function drawChart(
  el: HTMLElement,
  times: number[],
  series: ChartSeries[],
  height: number,
  onCursor: (index: number | null) => void,
) {
  const plot = new uPlot(
    {
      width: el.clientWidth,
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [axis, { ...axis, size: 48 }],
      series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, fill: `${s.color}22` }))],
      hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] },
    },
    [times, ...series.map((s) => s.values)],
    el,
  );
  return {
    resize: () => plot.setSize({ width: el.clientWidth, height }),
    update: (t: number[], s: ChartSeries[]) => plot.setData([t, ...s.map((x) => x.values)]),
    destroy: () => plot.destroy(),
  };
}
