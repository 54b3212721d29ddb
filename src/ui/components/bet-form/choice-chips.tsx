// A row of toggle chips: the building block of the forms' pickers (dates, number types, currencies, draw
// types, modes). Each chip is a real button with aria-pressed, 44 px tall, disabled when the rule says so.
import type { ReactNode } from 'react';

export interface Chip {
  value: string;
  label: ReactNode;
  /** What a screen reader says when the label is a code (an operator's name for 'M'). */
  name?: string;
  pressed: boolean;
  disabled?: boolean;
}

export function ChoiceChips({
  label,
  chips,
  onTap,
  testId,
  className,
}: {
  label: string;
  chips: readonly Chip[];
  onTap: (value: string) => void;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`choice-chips ${className ?? ''}`} role="group" aria-label={label} data-testid={testId}>
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          className="chip-button"
          aria-pressed={chip.pressed}
          aria-label={chip.name}
          disabled={chip.disabled}
          onClick={() => onTap(chip.value)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
