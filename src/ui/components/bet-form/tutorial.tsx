// The first-visit tutorial (docs/product.md S2: 7 popover steps, remembered with a local flag): a popover
// under the control each step is about (found by its data-tour name), skippable at any step, and replayable
// from the help button. Not modal: the player can still tap the control it points at.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markTutorialSeen, nextStep, tutorialSeen } from './tutorial-flag.ts';
import { popoverTop } from './tutorial-place.ts';

export function useTutorial(form: string, count: number) {
  const [step, setStep] = useState<number | null>(() => (tutorialSeen(form) ? null : 0));
  const finish = useCallback(() => {
    markTutorialSeen(form);
    setStep(null);
  }, [form]);
  const next = useCallback(() => {
    setStep((current) => {
      const following = current === null ? null : nextStep(current, count);
      if (following === null) markTutorialSeen(form);
      return following;
    });
  }, [form, count]);
  return { step, next, skip: finish, replay: () => setStep(0) };
}

export function TutorialButton({ onReplay }: { onReplay: () => void }) {
  const { t } = useTranslation('betforms');
  return (
    <button
      type="button"
      className="help-button"
      aria-label={t('tutorial-replay')}
      data-testid="tutorial-replay"
      onClick={onReplay}
    >
      ?
    </button>
  );
}

export function Tutorial({
  steps,
  step,
  onNext,
  onSkip,
}: {
  steps: readonly string[];
  step: number;
  onNext: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('betforms');
  const name = steps[step] ?? '';
  const popover = useRef<HTMLElement>(null);

  // Points at the control: scrolled into view, outlined, and the popover placed just under it, or above
  // it when there is no room below (tutorial-place.ts), never over it. Positioned directly on the element: it is layout, not state React renders.
  useLayoutEffect(() => {
    const target = document.querySelector(`[data-tour="${name}"]`);
    target?.scrollIntoView({ block: 'center' });
    target?.classList.add('tour-target');
    const rect = target?.getBoundingClientRect();
    if (rect && popover.current)
      popover.current.style.top = `${popoverTop(rect, popover.current.offsetHeight, globalThis.innerHeight)}px`;
    return () => target?.classList.remove('tour-target');
  }, [name]);

  const last = step === steps.length - 1;
  return (
    <section
      className="tour-popover"
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      data-testid="tutorial"
      ref={popover}
    >
      <p className="tour-count">{t('tutorial-count', { step: step + 1, total: steps.length })}</p>
      <h2 id="tour-title" className="tour-title">
        {t(`tour-${name}` as 'tour-dates')}
      </h2>
      <div className="tour-actions">
        <button type="button" className="tour-skip" onClick={onSkip}>
          {t('tutorial-skip')}
        </button>
        <button type="button" className="tour-next" onClick={onNext}>
          {last ? t('tutorial-done') : t('tutorial-next')}
        </button>
      </div>
    </section>
  );
}
