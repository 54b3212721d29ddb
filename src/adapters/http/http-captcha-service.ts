// CaptchaService over fetch: GET /masterapi/captcha (no session).
import { inject, injectable } from 'inversify';
import type { Captcha, CaptchaService } from '../../core/ports/captcha-service.ts';
import { ApiClient } from './api-client.ts';

@injectable()
export class HttpCaptchaService implements CaptchaService {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  next(): Promise<Captcha> {
    return this.api.data<Captcha>({ method: 'GET', path: '/masterapi/captcha', auth: false });
  }
}
