// Which route modules the app registers. PUBLIC_ROUTES need no session; SESSION_ROUTES run behind the
// session guard (http/authenticate.ts), so their handlers always have an actor.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context.ts';
import { configRoutes } from './config-routes.ts';
import { manifestRoutes } from './manifest-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { infoRoutes } from './info-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { betRoutes } from './bet-routes.ts';
import { adminRoutes } from './admin-routes.ts';
import { adminSuspensionRoutes } from './admin-suspension-routes.ts';
import { resultRoutes } from './result-routes.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { reportLedgerRoutes } from './report-ledger-routes.ts';
import { reportDrawRoutes } from './report-draw-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';
import { twoFactorOffRoutes } from './two-factor-off-routes.ts';
import { adminSignInRoutes } from './admin-sign-in-routes.ts';
import { exposureRoutes } from './exposure-routes.ts';
import { moneyRoutes } from './money-routes.ts';
import { statementRoutes } from './statement-routes.ts';
import { houseRoutes } from './house-routes.ts';
import { accountChangeRoutes } from './account-change-routes.ts';
import { liveRoutes } from './live-routes.ts';
import { myNumbersRoutes } from './my-numbers-routes.ts';
import { numberLookupRoutes } from './number-lookup-routes.ts';

export type RouteModule = (app: FastifyInstance, ctx: ServiceContext) => Promise<void> | void;

export const PUBLIC_ROUTES: readonly RouteModule[] = [
  configRoutes,
  tokenRoutes,
  resultRoutes,
  manifestRoutes,
  liveRoutes,
  numberLookupRoutes,
];
export const SESSION_ROUTES: readonly RouteModule[] = [
  sessionRoutes,
  infoRoutes,
  accountRoutes,
  betRoutes,
  adminRoutes,
  adminSuspensionRoutes,
  receiptRoutes,
  reportLedgerRoutes,
  reportDrawRoutes,
  twoFactorRoutes,
  twoFactorOffRoutes,
  adminSignInRoutes,
  exposureRoutes,
  moneyRoutes,
  statementRoutes,
  houseRoutes,
  accountChangeRoutes,
  myNumbersRoutes,
];
