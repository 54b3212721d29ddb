// Request schemas shared by the bet routes: validated at the edge, so bad input is 400 V103 naming the field.
export const CLIENT_REF = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
export const GUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
export const GUID_LIST = '^[0-9a-f-]{36}(,[0-9a-f-]{36}){0,49}$';

export const BET_BODY = {
  type: 'object',
  required: ['Currency', 'UserId', 'ClientRef', 'BetString'],
  properties: {
    Currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    UserId: { type: 'string', minLength: 1, maxLength: 40 },
    ClientRef: CLIENT_REF,
    BetString: { type: 'string', minLength: 1, maxLength: 20_000 },
    // The screen it was entered on, for a rebet to open (PostBet serves the sheet and form 2). Optional.
    Origin: { type: 'string', enum: ['sheet', 'bet2'] },
  },
} as const;

export interface BetBody {
  Currency: string;
  UserId: string;
  ClientRef: string;
  BetString: string;
  Origin?: 'sheet' | 'bet2';
}

/** What is stored of Origin: only what the endpoint cannot tell (the sheet is PostBet's default). */
export const originOf = (body: { Origin?: string }): { origin?: string } => (body.Origin === 'bet2' ? { origin: 'bet2' } : {});
