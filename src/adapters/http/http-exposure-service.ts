// ExposureService over fetch (docs/api/exposure.md): a JSON body to the masterapi call.
import { inject, injectable } from 'inversify';
import type { NumberExposure } from '../../../contract/exposure.ts';
import type { NumberExposureBody } from '../../../contract/requests/reports.ts';
import type { ExposureService } from '../../core/ports/exposure-service.ts';
import { ApiClient, envelopeData } from './api-client.ts';

@injectable()
export class HttpExposureService implements ExposureService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async numberExposure(drawType: string, drawDate?: string): Promise<NumberExposure> {
    const json: NumberExposureBody =
      drawDate === undefined ? { DrawType: drawType } : { DrawType: drawType, DrawDate: drawDate };
    return envelopeData<NumberExposure>(
      await this.api.send({ method: 'POST', path: '/masterapi/Account/GetNumberExposure', json }),
    );
  }
}
