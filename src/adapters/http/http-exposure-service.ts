// ExposureService over fetch (docs/api/exposure.md): a JSON body to the masterapi call; the answer's units
// and percent become the port's cents and basis points.
import { inject, injectable } from 'inversify';
import type { ExposureRow, NumberExposure } from '../../../contract/exposure.ts';
import type { NumberExposureBody } from '../../../contract/requests/reports.ts';
import type { DrawExposure, ExposureService, NumberExposureLine } from '../../core/ports/exposure-service.ts';
import { ApiClient, envelopeData } from './api-client.ts';
import { wireBasisPoints, wireCents, wireCentsRecord } from './wire-money.ts';

export const exposureLineOf = (row: ExposureRow): NumberExposureLine => ({
  number: row.Number,
  currency: row.Currency,
  tickets: row.Tickets,
  stakeCents: wireCents(row.Stake),
  slotCents: wireCentsRecord(row.Slots),
  offeredCents: wireCents(row.Offered),
  keptCents: wireCents(row.Kept),
  passedUpCents: wireCents(row.PassedUp),
  worstCaseCents: wireCents(row.WorstCase),
  worstRank: row.WorstRank,
  overMaxFight: row.OverMaxFight,
});

export const drawExposureOf = (wire: NumberExposure): DrawExposure => ({
  drawDate: wire.DrawDate,
  drawType: wire.DrawType,
  baseCurrency: wire.BaseCurrency,
  maxFightCents: wireCents(wire.MaxFight),
  positionTakingBp: wireBasisPoints(wire.PositionTaking),
  lines: wire.Rows.map(exposureLineOf),
});

@injectable()
export class HttpExposureService implements ExposureService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async numberExposure(drawType: string, drawDate?: string): Promise<DrawExposure> {
    const json: NumberExposureBody =
      drawDate === undefined ? { DrawType: drawType } : { DrawType: drawType, DrawDate: drawDate };
    return drawExposureOf(
      envelopeData<NumberExposure>(
        await this.api.send({ method: 'POST', path: '/masterapi/Account/GetNumberExposure', json }),
      ),
    );
  }
}
