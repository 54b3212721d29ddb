// The engine's one public entry (the one barrel the project allows): see `src/core/engine/README.md`.
export type {
  Slot,
  Mode,
  DrawCalendar,
  SheetContext,
  SheetError,
  SheetLine,
  SheetResult,
  FormLine,
  FormSheetRequest,
  FormSheet,
  SelectorResult,
} from './types.ts';
export { SLOTS } from '../domain/slots.ts';
export { parseSheet } from './parse-sheet.ts';
export { expandNumber } from './expand-number.ts';
export { sheetTickets, ticketSplit, type SheetTicket } from './tickets.ts';
export { buildFormSheet } from './form-sheet.ts';
export { selectorPattern, SELECTOR_MAX_COMBINATIONS, SELECTOR_MAX_TOTAL_CENTS } from './selector.ts';
