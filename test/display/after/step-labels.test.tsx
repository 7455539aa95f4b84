// @vitest-environment happy-dom
// The history's step charts (issue 32: "the Apocalyte army charts' labels overlap"): a series with
// many changes close together, as Apocalyte's armies round after round, writes no value over
// another; the last value is always written.
import { afterEach, expect, test } from 'vitest';
import { StepLine } from '../../../display/after/step-line.tsx';
import { byTestId, mount, unmountAll } from '../fixtures.tsx';

afterEach(unmountAll);

/** A value's width in the chart's units: its digits at the labels' 26 px, each about 0.6 em. */
const labelWidth = (value: number) => String(value).length * 16;

/** 60 rounds of an Apocalyte game: the armies falling and rising a few at a time. */
const ARMIES = Array.from({ length: 60 }, (_, round) => ({
  at: round * 20_000,
  value: 40 + Math.round(8 * Math.sin(round / 3)) - Math.floor(round / 4),
}));

test('no value written over another, the last one written', () => {
  const root = mount(
    <StepLine
      title="the players’ armies"
      durationMs={60 * 20_000}
      series={{ key: 'players', label: { key: 'apocalyte.series.players' }, points: ARMIES }}
    />,
  );
  const labels = Array.from(byTestId(root, 'step-line').querySelectorAll('text.chart-label'))
    .slice(0, -1) // the chart's title, under its axis
    .map((text) => {
      const x = Number(text.getAttribute('x'));
      const width = labelWidth(Number(text.textContent));
      const end = text.getAttribute('text-anchor') === 'end';
      return {
        from: end ? x - width : x,
        to: end ? x : x + width,
        y: Number(text.getAttribute('y')),
      };
    });
  expect(labels.length).toBeGreaterThan(5);
  const overlaps = labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter((b) => Math.abs(a.y - b.y) < 26 && a.from < b.to && b.from < a.to)
      .map((b) => [a, b]),
  );
  expect(overlaps).toEqual([]);
  const texts = Array.from(byTestId(root, 'step-line').querySelectorAll('text.chart-label'));
  expect(texts.at(-2)?.textContent).toBe(String(ARMIES.at(-1)?.value));
});
