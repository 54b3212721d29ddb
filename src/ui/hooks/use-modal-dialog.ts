// A <dialog> shown as a modal while its component is mounted, closed when it unmounts.
import { useEffect, useRef, type RefObject } from 'react';

/** The ref to put on the <dialog>. showModal is missing in very old engines: the dialog then shows in place,
 *  still labelled as a dialog. */
export function useModalDialog(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element !== null && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => element?.close?.();
  }, []);
  return dialog;
}
