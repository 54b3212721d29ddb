// CaptchaService over fetch: GET /masterapi/captcha (no session) answers a proof-of-work challenge.
import { inject, injectable } from 'inversify';
import type { CaptchaService, ProofOfWorkChallenge } from '../../core/ports/captcha-service.ts';
import { ApiClient } from './api-client.ts';

@injectable()
export class HttpCaptchaService implements CaptchaService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  next(): Promise<ProofOfWorkChallenge> {
    return this.api.data<ProofOfWorkChallenge>({ method: 'GET', path: '/masterapi/captcha', auth: false });
  }
}
