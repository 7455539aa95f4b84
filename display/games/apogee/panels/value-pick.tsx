// A card's number picked in one tap: every value from 0 to `max` as a button, and the number
// itself typeable beside its label (the phone's numeric keypad) for a table that prefers to type.

export function ValuePick(props: {
  label: string;
  value: number;
  max: number;
  testId: string;
  onChange: (value: number) => void;
}) {
  const { value, max, onChange } = props;
  const clamp = (n: number) => Math.max(0, Math.min(max, Number.isFinite(n) ? Math.round(n) : 0));
  return (
    <fieldset class="ag-pick">
      <legend>
        <label>
          {props.label}{' '}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={value}
            data-testid={props.testId}
            onInput={(event) => onChange(clamp(Number((event.target as HTMLInputElement).value)))}
          />
        </label>
      </legend>
      <div class="ag-pick-values">
        {Array.from({ length: max + 1 }, (_, n) => (
          <button
            key={n}
            type="button"
            data-testid={`${props.testId}-${n}`}
            aria-pressed={value === n}
            onClick={() => onChange(n)}
          >
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
