// The service ports over fetch. One FetchConnection serves as the Connection port and as the address
// book of every HTTP adapter, so opening or closing it redirects them all at once.
import { ContainerModule } from 'inversify';
import { ApiClient } from '../adapters/http/api-client.ts';
import { FetchConnection } from '../adapters/http/fetch-connection.ts';
import { HttpAccountService } from '../adapters/http/http-account-service.ts';
import { HttpAuthService } from '../adapters/http/http-auth-service.ts';
import { HttpBetService } from '../adapters/http/http-bet-service.ts';
import { HttpDrawReports } from '../adapters/http/http-draw-reports.ts';
import { HttpMemberService } from '../adapters/http/http-member-service.ts';
import { HttpReceiptService } from '../adapters/http/http-receipt-service.ts';
import { HttpResultFeed } from '../adapters/http/http-result-feed.ts';
import { HttpNumberStats } from '../adapters/http/http-number-stats.ts';
import { HttpSiteDirectory } from '../adapters/http/http-site-directory.ts';
import { HttpTwoFactorService } from '../adapters/http/http-two-factor-service.ts';
import { HttpCaptchaService } from '../adapters/http/http-captcha-service.ts';
import { HttpMyNumbersService } from '../adapters/http/http-my-numbers-service.ts';
import { MyNumbersService } from '../core/ports/my-numbers-service.ts';
import { CaptchaService } from '../core/ports/captcha-service.ts';
import { AccountService } from '../core/ports/account-service.ts';
import { AuthService } from '../core/ports/auth-service.ts';
import { BetService } from '../core/ports/bet-service.ts';
import { Connection } from '../core/ports/connection.ts';
import { SessionEndings } from '../core/ports/session-endings.ts';
import { DrawReports } from '../core/ports/draw-reports.ts';
import { MemberService } from '../core/ports/member-service.ts';
import { ReceiptService } from '../core/ports/receipt-service.ts';
import { ResultFeed } from '../core/ports/result-feed.ts';
import { NumberStats } from '../core/ports/number-stats.ts';
import { SiteDirectory } from '../core/ports/site-directory.ts';
import { TwoFactorService } from '../core/ports/two-factor-service.ts';

/** `configBase`: where GET /config/{pin} goes — the page's own origin in the app. */
export function httpModule(configBase: string): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(FetchConnection).toSelf();
    bind<Connection>(Connection).toService(FetchConnection);
    bind<SessionEndings>(SessionEndings).toService(FetchConnection);
    bind(ApiClient).toSelf();
    bind<SiteDirectory>(SiteDirectory).toDynamicValue(() => new HttpSiteDirectory(configBase));
    bind<AuthService>(AuthService).to(HttpAuthService);
    bind<AccountService>(AccountService).to(HttpAccountService);
    bind<BetService>(BetService).to(HttpBetService);
    bind<ReceiptService>(ReceiptService).to(HttpReceiptService);
    bind<MemberService>(MemberService).to(HttpMemberService);
    bind<TwoFactorService>(TwoFactorService).to(HttpTwoFactorService);
    bind<CaptchaService>(CaptchaService).to(HttpCaptchaService);
    bind<ResultFeed>(ResultFeed).toDynamicValue((context) => new HttpResultFeed(context.get(ApiClient), configBase));
    bind<DrawReports>(DrawReports).to(HttpDrawReports);
    bind<MyNumbersService>(MyNumbersService).to(HttpMyNumbersService);
    bind<NumberStats>(NumberStats).toDynamicValue((context) => new HttpNumberStats(context.get(ApiClient), configBase));
  });
}
