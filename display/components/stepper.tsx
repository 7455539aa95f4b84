// A number chosen with − and + (or typed), kept between `min` and `max`: the phone's way to
// enter a count in a few taps (a card's thrust, armies moved, a territory corrected).

import './stepper.css';

export function Stepper(props: {
  label: string;
  value: number;
  max: number;
  min?: number;
  testId: string;
  onChange: (value: number) => void;
}) {
  const { value, max, onChange } = props;
  const min = props.min ?? 0;
  const clamp = (n: number) =>
    Math.max(min, Math.min(max, Number.isFinite(n) ? Math.round(n) : min));
  return (
    <div class="stepper">
      <span class="step-label">{props.label}</span>
      <button
        type="button"
        aria-label={`${props.label} −`}
        data-testid={`${props.testId}-less`}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-label={props.label}
        data-testid={props.testId}
        onInput={(event) => onChange(clamp(Number((event.target as HTMLInputElement).value)))}
      />
      <button
        type="button"
        aria-label={`${props.label} +`}
        data-testid={`${props.testId}-more`}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}
