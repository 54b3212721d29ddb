// Request schemas of the info calls: validated at the edge, so bad input is 400 V103 naming the field.
import { BET_SEQUENCE_PATTERN, FORMAT_BOXES, FORMAT_DRAW_TYPES } from '../services/user-preferences.ts';

/**
 * A login name as sent; whether it exists and is within reach is access.ts's business (E103). Control
 * characters are malformed: PostgreSQL refuses a NUL in text, which would otherwise surface as a 500.
 */
const USER_NAME = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]+$' } as const;
const CLIENT_TEXT = { type: 'string', pattern: '^[A-Za-z0-9._-]{0,40}$' } as const;

export const LOGIN_DATA_QUERY = {
  type: 'object',
  properties: { clientId: CLIENT_TEXT, version: CLIENT_TEXT },
} as const;

/** A query naming the user the call is about (optional: the caller). */
export const userQuery = (field: string) => ({ type: 'object', properties: { [field]: USER_NAME } }) as const;

export interface BalanceBody {
  Pin?: string;
  LoginId?: string;
  AuthToken?: string;
  Method?: 'getbalance';
  UserId?: string;
}

export const BALANCE_BODY = {
  type: ['object', 'null'],
  properties: {
    Pin: { type: 'string', maxLength: 40 },
    LoginId: { type: 'string', maxLength: 40 },
    AuthToken: { type: 'string', maxLength: 200 },
    Method: { type: 'string', enum: ['getbalance'] },
    UserId: USER_NAME,
  },
} as const;

export const EDIT_USER_QUERY = {
  type: 'object',
  required: ['BetMethodIsMultiply', 'FormatBox', 'SelectedFormatDrawType', 'SelectedFormatBetSequence'],
  properties: {
    UserId: USER_NAME,
    BetMethodIsMultiply: { type: 'boolean' },
    FormatBox: { type: 'string', enum: FORMAT_BOXES },
    SelectedFormatDrawType: { type: 'string', enum: FORMAT_DRAW_TYPES },
    SelectedFormatBetSequence: { type: 'string', pattern: BET_SEQUENCE_PATTERN },
  },
} as const;
