// Turns an engine error value into text. The engine never formats text: its codes are our keys, and its
// params arrive as an array, which i18next reads as {{0}}, {{1}} from an object keyed by index.
import type { TFunction } from 'i18next';
import type { SheetError } from '../../core/engine/index.ts';
import { isMessageKey } from './i18n.ts';

export function errorMessage(t: TFunction, error: SheetError): string {
  const params = error.params ?? [];
  if (!isMessageKey(error.code)) return t('error-unknown', { code: error.code });
  return t(error.code, { 0: params[0], 1: params[1] });
}

export function errorPlace(t: TFunction, error: SheetError): string {
  return error.line === 0 ? t('error-sheet') : t('error-line', { line: error.line });
}
