// Requests of my numbers and web push (docs/live-draws.md). Answers: contract/my-numbers.ts. A number is
// 3 to 6 digits; a label at most 40 characters without control characters (a NUL byte is refused with the
// rest, 400 V103 naming the field).
import Type, { type Static } from 'typebox';
import { StringEnum } from './schema.ts';

const LABEL = Type.String({ maxLength: 40, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
const ID = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const AddMyNumberBody = Type.Object({
  Number: Type.String({ minLength: 3, maxLength: 6, pattern: '^[0-9]{3,6}$' }),
  Label: LABEL,
});
export type AddMyNumberBody = Static<typeof AddMyNumberBody>;

export const RenameMyNumberBody = Type.Object({ Id: ID, Label: LABEL });
export type RenameMyNumberBody = Static<typeof RenameMyNumberBody>;

export const RemoveMyNumberBody = Type.Object({ Id: ID });
export type RemoveMyNumberBody = Static<typeof RemoveMyNumberBody>;

/** A browser's push subscription (PushSubscription.toJSON()) and the language its alerts are written in. */
export const PushSubscribeBody = Type.Object({
  Endpoint: Type.String({ minLength: 10, maxLength: 1000, pattern: '^https?://[^\\u0000-\\u0020\\u007f]+$' }),
  P256dh: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_=-]+$' }),
  Auth: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_=-]+$' }),
  Language: StringEnum(['en', 'zh', 'id', 'ms', 'th', 'vi']),
});
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = Type.Object({
  Endpoint: Type.String({ minLength: 10, maxLength: 1000, pattern: '^https?://[^\\u0000-\\u0020\\u007f]+$' }),
});
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;
