// The translation namespaces: one JSON file per language and namespace under locales/{lang}/. The default
// namespace `translation` holds what many screens share (the error catalogue, language names); each
// screen group has its own, so its keys live next to each other and load with it.
import type enBetforms from './locales/en/betforms.json';
import type enHome from './locales/en/home.json';
import type enLogin from './locales/en/login.json';
import type enMember from './locales/en/member.json';
import type enNumbers from './locales/en/numbers.json';
import type enReceipt from './locales/en/receipt.json';
import type enResults from './locales/en/results.json';
import type enReceipts from './locales/en/receipts.json';
import type enSheet from './locales/en/sheet.json';
import type enShell from './locales/en/shell.json';
import type enSettings from './locales/en/settings.json';
import type enAgent from './locales/en/agent.json';
import type enExposure from './locales/en/exposure.json';
import type enStatements from './locales/en/statements.json';
import type enTranslation from './locales/en/translation.json';
import type enTwoFactor from './locales/en/two-factor.json';
import type enHouse from './locales/en/house.json';
import type enMyNumbers from './locales/en/mynumbers.json';

export const NAMESPACES = [
  'translation',
  'shell',
  'login',
  'home',
  'sheet',
  'receipt',
  'two-factor',
  'settings',
  'agent',
  'betforms',
  'receipts',
  'member',
  'results',
  'exposure',
  'statements',
  'house',
  'mynumbers',
  'numbers',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** en is the source of the key types (a missing key is a type error); other languages are tested against it. */
export interface Resources {
  translation: typeof enTranslation;
  shell: typeof enShell;
  login: typeof enLogin;
  home: typeof enHome;
  sheet: typeof enSheet;
  receipt: typeof enReceipt;
  results: typeof enResults;
  receipts: typeof enReceipts;
  member: typeof enMember;
  betforms: typeof enBetforms;
  settings: typeof enSettings;
  agent: typeof enAgent;
  exposure: typeof enExposure;
  statements: typeof enStatements;
  numbers: typeof enNumbers;
  'two-factor': typeof enTwoFactor;
  house: typeof enHouse;
  mynumbers: typeof enMyNumbers;
}
