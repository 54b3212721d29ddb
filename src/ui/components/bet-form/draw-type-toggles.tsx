// The draw-type toggles: letters (M P T …, or L3 L7 … on form 3), each named by its operator for screen
// readers, enabled only where the rule says (a draw on a chosen date, the chosen game offered).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorOf } from '../../../core/domain/operators.ts';
import { ChoiceChips } from './choice-chips.tsx';

/** The hourly evening draws read L7 / A7 / N7 on form 3, as the players know them. */
const SHOWN: Readonly<Record<string, string>> = { L: 'L7', A: 'A7', N: 'N7' };

/** Memoized: a tap elsewhere on the form does not redraw it (the screens pass stable props). */
export const DrawTypeToggles = memo(function DrawTypeToggles({
  drawTypes,
  chosen,
  enabled,
  onToggle,
  hourlyNames = false,
}: {
  drawTypes: readonly string[];
  chosen: readonly string[];
  enabled: (drawType: string) => boolean;
  onToggle: (drawType: string) => void;
  hourlyNames?: boolean;
}) {
  const { t } = useTranslation('betforms');
  return (
    <fieldset className="form-field" data-tour="draw-types">
      <legend>{t('draw-types-label')}</legend>
      <ChoiceChips
        label={t('draw-types-label')}
        testId="form-draw-types"
        chips={drawTypes.map((drawType) => {
          const shown = hourlyNames ? (SHOWN[drawType] ?? drawType) : drawType;
          return {
            value: drawType,
            label: shown,
            name: `${shown} ${operatorOf(drawType)?.name ?? ''}`.trim(),
            pressed: chosen.includes(drawType),
            disabled: !chosen.includes(drawType) && !enabled(drawType),
          };
        })}
        onTap={onToggle}
      />
    </fieldset>
  );
});
